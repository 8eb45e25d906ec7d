// Recruitee ({co}.recruitee.com/o/{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds. The
// description and the form are two tabs of one page; /o/{slug}/c/new opens it on the form's tab. One
// full-name input; Yes/No questions are radios whose values are true/false; a GDPR box (ticked as the
// consent it is) beside an SMS opt-in (left alone); the page sends the Careers Site API request itself.
import { after, employer, withPathSuffix } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "recruitee",
  name: "Recruitee",
  tier: "board",
  account: "none",
  hosts: ["*.recruitee.com"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: after(u.segs, "o") } : null;
  },
  senderDomains: ["recruitee.com"], // guess
  adapter: () => recruitee,
  support: { endToEnd: true, simulator: "descriptions", variants: false },
};

export const recruitee: PlatformAdapter = {
  id: "recruitee",
  formUrl: (posting) => withPathSuffix(posting, "/c/new"),
  formRoot: "form",
  closed: { text: [/this job is no longer available|offer (has been )?closed/i] },
  success: { selectors: ["[data-cy=application-sent]"], text: [/application sent|thank you for applying/i] },
  submitButtons: ["[data-cy=submit-application-form-button]", "form button[type=submit]"],
  errors: { selectors: [".has-error", "#form-errors:not([hidden])"] },
};
