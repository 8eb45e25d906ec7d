// SmartRecruiters (jobs.smartrecruiters.com/{Company}/{postingId}-{slug}): the one-click form at
// /oneclick-ui/company/{company}/posting/{id}, two pages (personal details with an e-mail
// confirmation, then screening questions), no account, a CAPTCHA sometimes.
import type { PlatformAdapter } from "./types";

export const smartrecruiters: PlatformAdapter = {
  id: "smartrecruiters",
  formUrl(posting) {
    if (posting.pathname.startsWith("/oneclick-ui/")) return posting.href;
    const [company, idSlug] = posting.pathname.split("/").filter(Boolean);
    const id = idSlug?.split("-")[0];
    return company && id ? `${posting.origin}/oneclick-ui/company/${company}/posting/${id}` : posting.href;
  },
  formRoot: "form",
  closed: { selectors: [".job-expired"], text: [/sorry, this job has expired/i] },
  success: { url: /\/confirmation\b/, selectors: ["[data-test=confirmation]"] },
  nextButtons: ["#next-button", "[data-test=footer-next]"],
  submitButtons: ["#submit-button", "[data-test=footer-submit]"],
  errors: { selectors: [".error[role=alert]", "#form-error"] },
  fieldMeanings: { q_email_confirmation: "Confirm your email", q_phone_number: "Phone number" },
};
