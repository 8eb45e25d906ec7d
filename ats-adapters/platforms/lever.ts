// Lever (jobs[.eu].lever.co/{site}/{uuid}/apply): one page, no account, an invisible hCaptcha that runs
// on submit, one full-name field, a resume parse that pre-fills fields, "cards" of custom questions,
// and a location typeahead with no ARIA roles whose value sticks only once a suggestion is picked
// (docs/platforms.md "Lever").
import { UUID } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "lever",
  name: "Lever",
  tier: "board",
  account: "none",
  hosts: ["jobs.lever.co", "jobs.eu.lever.co"],
  detect: ({ segs }) => (segs[0] ? { tenant: segs[0], jobId: UUID.test(segs[1] ?? "") ? segs[1].toLowerCase() : null } : null),
  globalJobIds: true,
  senderDomains: ["lever.co"], // seen: no-reply@hire.lever.co
  adapter: () => lever,
  support: { endToEnd: true, simulator: "captures", variants: true },
};

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
  typeaheads: [{ input: "#location-input, input[data-qa=location-input]", options: ".dropdown-results .dropdown-location" }],
  fieldMeanings: {
    q_name: "Full name",
    q_org: "Current company",
    q_location_input: "Current location",
    q_comments: "Cover letter",
    q_additional_information: "Cover letter",
  },
};
