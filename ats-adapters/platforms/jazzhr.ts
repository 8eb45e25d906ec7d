// JazzHR ({co}.applytojob.com/apply/{id}/{slug}): the form is on the posting page, one page, no
// account. Employer selects start with "-- No answer --" (dropped by the reader) and often say YES/NO in
// upper case; a yes/no question may be two checkboxes joined by the page's script (engine/yes-no.ts);
// City/State/Postal sit under one "Address" label with placeholders only; submit is a link.
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/jazzhr";

export const jazzhr: PlatformAdapter = {
  id: platform.id,
  formRoot: "#form_submit_new_resume",
  closed: { text: [/(job|position) is no longer available|no longer accepting applications/i] },
  success: { url: /\/thanks\b/, text: [/thank you for applying|application (has been |was )?(successfully )?submitted/i] },
  submitButtons: ["a#resumator-submit-resume", "#resumator-submit-resume-button"],
  errors: { selectors: [".form-group.has-error", "#recaptcha-required-error", ".resumator_label_error", "#resumator-error"] },
  fieldMeanings: { q_resumator_address_value: "Street address", q_resumator_postal_value: "Postal code" },
};
