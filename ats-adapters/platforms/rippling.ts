// Rippling (ats.rippling.com/[{locale}/]{co}/jobs/{id}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The form is at the posting + /apply?step=application, one page, submit "Apply". Its boxes have random
// names per load and labels not tied to them; the location is a place search whose box is labelled
// "textbox" and the phone's country a search labelled "Search"; a gone posting redirects to the job list
// with rr_message=job_not_found.
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/rippling";

export const rippling: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const m = /^(.*\/jobs\/[^/]+)/.exec(posting.pathname);
    return m ? `${posting.origin}${m[1]}/apply?step=application` : posting.href;
  },
  closed: { url: /[?&]rr_message=job_not_found\b/, text: [/job you are looking for is no longer available/i] },
  success: { url: /[?&]step=confirmation\b/, text: [/thank you for applying/i] },
  submitButtons: ["form button[type=submit]"],
  errors: { selectors: ["[role=alert]:not([hidden])"] },
  fieldMeanings: { q_textbox: "Location (city only)", q_search: "Phone country code" },
};
