// Personio ({co}.jobs.personio.de|com/job/{id}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The application form is the posting page with `?apply` (a Next.js page, captured): first and last name
// in a "Name" group, email, phone, employer-ordered custom attributes `custom_attribute_{id}` (text inputs
// and native selects valued custom_option_{n}), documents per category (hidden multiple file inputs behind
// "Add file"); the submit button stays disabled until every required field is filled. The page sends the
// applicant API's fields (the CV as a categorised document).
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/personio";

export const personio: PlatformAdapter = {
  id: platform.id,
  // The form is the posting page with `?apply` (captured: "Back to job" leads to /job/{id}).
  formUrl(posting) {
    const m = /^\/job\/(\d+)/.exec(posting.pathname);
    if (!m) return posting.href;
    const lang = posting.searchParams.get("language");
    return `${posting.origin}/job/${m[1]}?${lang ? `language=${encodeURIComponent(lang)}&` : ""}apply`;
  },
  formRoot: ".dynamic-form-wrapper form",
  closed: { text: [/this url does not exist|is not published|this position is no longer available|position (has been )?closed/i] },
  success: {
    selectors: [".application-thank-you"],
    text: [/we have received your application|thank you (so much )?for (sending )?your application/i],
  },
  submitButtons: [".dynamic-form-wrapper form button[type=submit]", "button.career-submit-application-btn"],
  errors: { selectors: ['.dynamic-form-wrapper [aria-invalid="true"]', ".application-form-error:not([hidden])"] },
};
