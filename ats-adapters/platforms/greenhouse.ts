// Greenhouse job boards (job-boards[.eu].greenhouse.io, and the legacy form on boards.greenhouse.io): one
// page, no account, an invisible reCAPTCHA (never blocking) and, on some boards, an e-mailed 8-character
// security code. The new board's choices are react-selects and its location a lookup the engine reads
// by opening them (engine/listbox.ts); the legacy location is a jQuery UI autocomplete.
import { DIGITS } from "../../catalog/url-rules";
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/greenhouse";

export const greenhouse: PlatformAdapter = {
  id: platform.id,
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
  errors: { selectors: [".helper-text--error", "#error_flash"] },
  codePrompt: { shown: { selectors: ["#security-input-0"] }, inputs: "input[id^=security-input-]" },
  fieldMeanings: { q_preferred_name: "Preferred first name", q_candidate_location: "Current location", q_location: "Current location" },
  formSchema: {
    // The job board API (docs/platforms.md#greenhouse); the EU boards' API host is not known, so EU
    // postings are read from the page alone.
    request(posting) {
      if (!/^(job-)?boards\.greenhouse\.io$/.test(posting.hostname)) return null;
      const segs = posting.pathname.split("/").filter(Boolean);
      const [token, job] =
        segs[0] === "embed"
          ? [posting.searchParams.get("for"), posting.searchParams.get("token")]
          : segs[1] === "jobs"
            ? [segs[0], segs[2]]
            : [];
      if (!token || !job || !DIGITS.test(job)) return null;
      return { url: `https://boards-api.greenhouse.io/v1/boards/${encodeURIComponent(token)}/jobs/${job}?questions=true` };
    },
    questions(json) {
      const job = json as GhJob;
      if (!Array.isArray(job?.questions)) return null;
      const all = [...job.questions, ...(job.location_questions ?? []), ...(job.compliance ?? []).flatMap((c) => c.questions ?? [])];
      return all
        .filter((q) => q.fields?.some((f) => f.type !== "input_hidden"))
        .map((q) => ({
          label: q.label,
          required: !!q.required,
          names: q.fields.map((f) => f.name),
          options: q.fields.find((f) => f.values?.length)?.values?.map((v) => v.label) ?? null,
        }));
    },
  },
};

/** The job board API's answer for one job with `questions=true`, as far as the check reads it. */
interface GhJob {
  questions?: GhQuestion[];
  location_questions?: GhQuestion[];
  compliance?: Array<{ questions?: GhQuestion[] }>;
}
interface GhQuestion {
  label: string;
  required: boolean;
  fields: Array<{ name: string; type: string; values?: Array<{ label: string }> }>;
}
