// Pinpoint ({co}.pinpointhq.com/[en/]postings/{id}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// "Apply now" leads to /en/postings/{id}/applications/new, one page, no account. The form is Rails
// (`application_form[application][...]`) with a react-select Country and equality fields, yes/no
// questions as true/false radios, address lines labelled without `for`, and a required data-processing
// consent; a "Save application for later" button sits beside the submit and is never pressed.
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/pinpoint";

export const pinpoint: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const m = /^(?:\/[a-z]{2}(?:-[A-Za-z]{2})?)?\/postings\/([^/]+)/.exec(posting.pathname);
    return m ? `${posting.origin}/en/postings/${m[1]}/applications/new` : posting.href;
  },
  formRoot: "#application-form",
  closed: { text: [/no longer accepting applications|applications for this job (have )?(now )?closed/i] },
  success: { url: /\/applications\/thank_you\b/, text: [/thank you for your application|your application has been submitted/i] },
  submitButtons: ["#application-form button[type=submit]"],
  errors: { selectors: [".external-alert--danger", ".external-form__error-message"] },
  fieldMeanings: { q_address1: "Street address", q_town: "City", q_postcode: "Postal code" },
};
