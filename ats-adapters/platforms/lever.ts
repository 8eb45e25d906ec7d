// Lever (jobs[.eu].lever.co/{site}/{uuid}/apply): one page, no account, an invisible hCaptcha that runs
// on submit, one full-name field, a resume parse that pre-fills fields, "cards" of custom questions,
// and a location typeahead with no ARIA roles whose value sticks only once a suggestion is picked
// (docs/platforms.md "Lever").
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/lever";

export const lever: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const path = posting.pathname.replace(/\/+$/, "");
    return `${posting.origin}${path.endsWith("/apply") ? path : `${path}/apply`}${posting.search}`;
  },
  formRoot: "#application-form, form.application-form",
  closed: { text: [/couldn't find anything here/i] },
  success: { selectors: ["[data-qa=msg-submit-success]", ".application-confirmation"], url: /\/thanks\b/ },
  submitButtons: ["#btn-submit", "[data-qa=btn-submit]"],
  errors: { selectors: [".application-error"] },
  typeaheads: [{ input: "#location-input, input[data-qa=location-input]", options: ".dropdown-results .dropdown-location" }],
  fieldMeanings: {
    q_name: "Full name",
    q_org: "Current company",
    q_location_input: "Current location",
    q_comments: "Cover letter",
    q_additional_information: "Cover letter",
  },
};
