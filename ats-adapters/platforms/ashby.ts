// Ashby (jobs.ashbyhq.com/{board}/{uuid}/application): one React page, no account; booleans are
// Yes/No buttons with aria-pressed; the location is a combobox that sticks only after a choice.
import type { PlatformAdapter } from "./types";

export const ashby: PlatformAdapter = {
  id: "ashby",
  formUrl(posting) {
    const path = posting.pathname.replace(/\/+$/, "");
    return `${posting.origin}${path.endsWith("/application") ? path : `${path}/application`}${posting.search}`;
  },
  formRoot: "form.ashby-application-form, form",
  closed: { selectors: [".ashby-job-posting-not-found"], text: [/^\s*job not found/im] },
  success: { selectors: [".ashby-application-form-success-container"] },
  submitButtons: [".ashby-application-form-submit-button", "form button[type=submit]"],
  errors: { selectors: [".ashby-application-form-failure"] },
  fieldMeanings: {
    q_systemfield_name: "Full name",
    q_systemfield_email: "Email",
    q_systemfield_location: "Location",
    q_systemfield_resume: "Resume",
    q_systemfield_cover_letter: "Cover letter",
  },
};
