// Teamtailor ({co}[.{region}].teamtailor.com/jobs/{id}-{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The form is at /jobs/{id}-{slug}/applications/new, one page, no account: `form#job-application-form`
// (Rails, inside turbo-frame#application_form), the job's questions first. The resume is uploaded as soon
// as it is chosen (the form then carries its URL); screening questions are `candidate[answers_attributes]`
// (Yes/No radios valued true/false, choices as radios or a dropdown menu over hidden radios); a consent
// box is required (or a notice stands for it). The receipt ("Thanks for applying") replaces the form in
// place, followed by a talent-network "Connect" form that is never pressed.
import { after, LABEL, leadingNumber, VENDOR_LABELS } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "teamtailor",
  name: "Teamtailor",
  tier: "board",
  account: "none",
  hosts: ["*.teamtailor.com"],
  detect: ({ sub, segs }) => {
    const tenant = sub?.split(".")[0]; // acme.na.teamtailor.com: the region label follows the company's
    if (!tenant || !LABEL.test(tenant) || VENDOR_LABELS.has(tenant)) return null;
    return { tenant, jobId: leadingNumber(after(segs, "jobs")) };
  },
  senderDomains: ["teamtailor-mail.com", "teamtailor.com"], // seen: no-reply@teamtailor-mail.com; teamtailor.com a guess
  adapter: () => teamtailor,
  support: { endToEnd: true, simulator: "captures", variants: true },
};

export const teamtailor: PlatformAdapter = {
  id: "teamtailor",
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
