// Rippling (ats.rippling.com/[{locale}/]{co}/jobs/{id}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The form is at the posting + /apply?step=application, one page, submit "Apply". Its boxes have random
// names per load and labels not tied to them; the location is a place search whose box is labelled
// "textbox" and the phone's country a search labelled "Search"; a gone posting redirects to the job list
// with rr_message=job_not_found.
import { LOCALE, SLUG } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "rippling",
  name: "Rippling",
  tier: "board",
  account: "none",
  hosts: ["ats.rippling.com"],
  detect: ({ segs }) => {
    // Optional locale prefix (/en-GB/{company}/jobs/{id}); a company slug is never followed by "jobs" twice.
    const s = LOCALE.test(segs[0] ?? "") && segs.length > 1 && segs[1] !== "jobs" ? segs.slice(1) : segs;
    if (!s[0] || !SLUG.test(s[0])) return null;
    return { tenant: s[0], jobId: s[1] === "jobs" && s[2] ? s[2] : null };
  },
  senderDomains: ["rippling.com"], // seen: no-reply@ats.rippling.com
  adapter: () => rippling,
  support: { endToEnd: true, simulator: "descriptions", variants: false },
};

export const rippling: PlatformAdapter = {
  id: "rippling",
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
