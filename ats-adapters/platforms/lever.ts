// Lever (jobs[.eu].lever.co/{site}/{uuid}/apply): one page, no account, an invisible hCaptcha on some
// employers, a location typeahead, one full-name field and "cards" of custom questions.
import type { PlatformAdapter } from "./types";

export const lever: PlatformAdapter = {
  id: "lever",
  formUrl(posting) {
    const path = posting.pathname.replace(/\/+$/, "");
    return `${posting.origin}${path.endsWith("/apply") ? path : `${path}/apply`}${posting.search}`;
  },
  formRoot: "#application-form, form.application-form",
  closed: { text: [/couldn't find anything here/i] },
  success: { selectors: ["[data-qa=msg-submit-success]", ".application-confirmation"], url: /\/thanks\b/ },
  submitButtons: ["#btn-submit", "[data-qa=btn-submit]"],
  errors: { selectors: [".application-error"] },
  fieldMeanings: { q_name: "Full name", q_org: "Current company", q_location_input: "Current location", q_comments: "Cover letter", q_additional_information: "Cover letter" },
};
