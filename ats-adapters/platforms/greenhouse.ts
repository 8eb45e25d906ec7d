// Greenhouse job boards (boards.greenhouse.io, job-boards[.eu].greenhouse.io): one page, no account,
// an invisible reCAPTCHA (never blocking) and, on some boards, an e-mailed 8-character security code.
import type { PlatformAdapter } from "./types";

export const greenhouse: PlatformAdapter = {
  id: "greenhouse",
  formUrl(posting) {
    // The embed URL (/embed/job_app?for=acme&token=123) shows the same form as the board page.
    const board = posting.searchParams.get("for");
    const job = posting.searchParams.get("token");
    if (posting.pathname.startsWith("/embed/job_app") && board && job) return `${posting.origin}/${board}/jobs/${job}`;
    return posting.href;
  },
  formRoot: "#application-form, #application_form",
  closed: { url: /[?&]error=true/, text: [/job you are looking for is no longer open/i] },
  success: { url: /\/confirmation\b/, selectors: ["#application_confirmation"] },
  submitButtons: ["#submit_app", "#application-form button[type=submit]", "#application_form button[type=submit]"],
  errors: { selectors: ["#error-summary", ".helper-text--error"] },
  codePrompt: { shown: { selectors: ["#security-input-0"] }, inputs: "input[id^=security-input-]" },
  fieldMeanings: { q_preferred_name: "Preferred first name" },
};
