// Teamtailor ({co}[.{region}].teamtailor.com/jobs/{id}-{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The form is at /jobs/{id}-{slug}/applications/new, one page, no account: `form#job-application-form`
// (Rails, inside turbo-frame#application_form), the job's questions first. The resume is uploaded as soon
// as it is chosen (the form then carries its URL); screening questions are `candidate[answers_attributes]`
// (Yes/No radios valued true/false, choices as radios or a dropdown menu over hidden radios); a consent
// box is required (or a notice stands for it). The receipt ("Thanks for applying") replaces the form in
// place, followed by a talent-network "Connect" form that is never pressed.
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/teamtailor";

export const teamtailor: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const m = /^\/jobs\/([^/]+)/.exec(posting.pathname);
    return m ? `${posting.origin}/jobs/${m[1]}/applications/new` : posting.href;
  },
  formRoot: "form#job-application-form",
  closed: { text: [/this job is no longer open|position .* (has been )?(filled|unpublished)/i] },
  success: { selectors: [".application-receipt"], text: [/thanks for applying|we have received your application/i] },
  submitButtons: ["form#job-application-form input[type=submit][name=commit]", "form#job-application-form button[type=submit]"],
  errors: { selectors: [".field-with-errors", "#error_explanation:not([hidden])"] },
};
