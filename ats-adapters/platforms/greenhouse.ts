// Greenhouse job boards (job-boards[.eu].greenhouse.io, and the legacy form on boards.greenhouse.io): one
// page, no account, an invisible reCAPTCHA (never blocking) and, on some boards, an e-mailed 8-character
// security code. The new board's choices are react-selects and its location a lookup the engine reads
// by opening them (engine/listbox.ts); the legacy location is a jQuery UI autocomplete.
import { digits, DIGITS, param, SLUG } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "greenhouse",
  name: "Greenhouse",
  tier: "board",
  account: "none",
  hosts: ["boards.greenhouse.io", "job-boards.greenhouse.io", "boards.eu.greenhouse.io", "job-boards.eu.greenhouse.io"],
  detect: ({ segs, query }) => {
    if (segs[0] === "embed") {
      // embed/job_app?for={token}&token={id}; embed/job_board[/js]?for={token}
      const tenant = query.get("for");
      const jobId = segs[1] === "job_app" ? param(query, "token", "gh_jid") : null;
      return tenant || jobId ? { tenant, jobId } : null;
    }
    if (!segs[0] || !SLUG.test(segs[0])) return null;
    return { tenant: segs[0], jobId: digits(segs[1] === "jobs" && DIGITS.test(segs[2] ?? "") ? segs[2] : query.get("gh_jid")) };
  },
  // Employers' own career pages carry ?gh_jid={id} (docs/platforms.md#greenhouse).
  detectElsewhere: ({ query }) => (digits(query.get("gh_jid")) ? { tenant: null, jobId: query.get("gh_jid") } : null),
  globalJobIds: true,
  senderDomains: ["greenhouse-mail.io", "greenhouse.io"], // seen: no-reply@us.greenhouse-mail.io, notifications@greenhouse-mail.io, no-reply@greenhouse.io
  adapter: () => greenhouse,
  support: { endToEnd: true, verification: "code", simulator: "descriptions", variants: true },
};

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
