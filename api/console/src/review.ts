// The review form: every question of an application waiting in needs_review, with its proposed answer
// and where it came from, editable; then approve (sending only the answers changed) or reject with a
// reason, through POST /applications/{id}/review (docs/api-rules.md#review).
import { api, ApiFailure } from "./api";
import { $, attempt, el, localTime } from "./dom";
import type { Application, ReviewQuestion } from "./types";

const NO_ANSWER = new Set(["display", "hidden"]);
const SINGLE = new Set(["single_select", "radio"]);
const MULTI = new Set(["multi_select", "checkbox"]);
const BOOLEAN = new Set(["boolean", "checkbox"]);
const INPUT_TYPES: Record<string, string> = { email: "email", phone: "tel", url: "url", file: "url", date: "date" };

interface Field {
  question: ReviewQuestion;
  /** The answer as the API takes it ("" when none). */
  read(): string;
  box: HTMLElement;
  focusable: HTMLElement;
}

let shown = "";
let fields: Field[] = [];

function sourceText(q: ReviewQuestion): string {
  const from = q.answer_from ? ` (${q.answer_from})` : "";
  switch (q.answer_source) {
    case "profile":
      return `Proposed from the profile${from}`;
    case "default":
      return `Proposed by default${from}`;
    case "client":
      return "Your answer";
    default:
      return "No proposed answer";
  }
}

const parseList = (value: string | null): string[] => {
  try {
    const parsed: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/** The control for one question; `id` is its input's id, `described` the ids that describe it. */
function control(q: ReviewQuestion, id: string, described: string): { node: HTMLElement; read: () => string; focusable: HTMLElement } {
  const common = { id, name: id, "aria-describedby": described, required: q.required };
  if (MULTI.has(q.kind) && q.options) {
    const chosen = new Set(parseList(q.answer));
    const boxes = q.options.map((o, i) => {
      const input = el("input", { type: "checkbox", id: `${id}-${i}`, value: o.value, checked: chosen.has(o.value) });
      return { input, node: el("div", { class: "choice" }, input, el("label", { for: `${id}-${i}` }, o.label)) };
    });
    const read = () => JSON.stringify(boxes.filter((b) => b.input.checked).map((b) => b.input.value));
    const legend = el("legend", {}, q.label, q.required ? el("span", { class: "required" }, " (required)") : null);
    const node = el("fieldset", { "aria-describedby": described }, legend, ...boxes.map((b) => b.node));
    return { node, read, focusable: boxes[0]?.input ?? node };
  }
  if ((SINGLE.has(q.kind) && q.options) || BOOLEAN.has(q.kind)) {
    const options = [
      ...(q.options ?? [
        { value: "true", label: "Yes" },
        { value: "false", label: "No" },
      ]),
    ];
    // A proposed value the options do not list stays visible (and unchanged unless edited).
    if (q.answer && !options.some((o) => o.value === q.answer)) options.push({ value: q.answer, label: q.answer });
    const select = el("select", common, el("option", { value: "" }, "— no answer —"));
    select.append(...options.map((o) => el("option", { value: o.value, selected: o.value === q.answer }, o.label)));
    return { node: select, read: () => select.value, focusable: select };
  }
  if (q.kind === "textarea" || q.kind === "cover_letter") {
    const area = el("textarea", { ...common, rows: "4" });
    area.value = q.answer ?? "";
    return { node: area, read: () => area.value, focusable: area };
  }
  const input = el("input", { ...common, type: INPUT_TYPES[q.kind] ?? "text", autocomplete: "off" });
  input.value = q.answer ?? "";
  return { node: input, read: () => input.value, focusable: input };
}

function questionBox(q: ReviewQuestion, index: number): Field | HTMLElement {
  if (NO_ANSWER.has(q.kind)) return el("div", { class: "question info" }, el("p", {}, q.label));
  const id = `q-${index}`;
  const source = el("p", { class: "source", id: `${id}-source` }, sourceText(q));
  const error = el("p", { class: "field-error", id: `${id}-error`, hidden: true });
  const { node, read, focusable } = control(q, id, `${id}-source ${id}-error`);
  const label =
    node.tagName === "FIELDSET"
      ? null
      : el("label", { for: id }, q.label, q.required ? el("span", { class: "required" }, " (required)") : null);
  const box = el("div", { class: "question", "data-key": q.key }, label, node, source, error);
  return { question: q, read, box, focusable };
}

/** Normalises a multi-value answer so that order does not count as a change. */
const canonical = (q: ReviewQuestion, value: string | null) =>
  MULTI.has(q.kind) && q.options ? JSON.stringify(parseList(value).sort()) : (value ?? "");

function changedAnswers(): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const f of fields) {
    const value = f.read();
    if (canonical(f.question, value) !== canonical(f.question, f.question.answer)) answers[f.question.key] = value;
  }
  return answers;
}

function showFieldErrors(error: unknown): void {
  if (!(error instanceof ApiFailure)) return;
  let first: HTMLElement | null = null;
  for (const f of fields) {
    const detail = error.details.find((d) => d.path === `answers.${f.question.key}`);
    const box = f.box.querySelector<HTMLElement>(".field-error")!;
    box.textContent = detail ? `This answer ${detail.message}.` : "";
    box.hidden = !detail;
    if (detail) f.focusable.setAttribute("aria-invalid", "true");
    else f.focusable.removeAttribute("aria-invalid");
    if (detail && !first) first = f.focusable;
  }
  first?.focus();
}

async function decide(app: Application, body: Record<string, unknown>, onDecided: (app: Application) => void): Promise<void> {
  const buttons = $("review").querySelectorAll("button");
  buttons.forEach((b) => (b.disabled = true));
  let failed: unknown = null;
  await attempt(async () => {
    try {
      const after = await api<Application>("POST", `/applications/${encodeURIComponent(app.id)}/review`, body);
      onDecided(after);
      $("application-title").focus();
    } catch (error) {
      failed = error;
      throw error;
    }
  });
  showFieldErrors(failed);
  buttons.forEach((b) => (b.disabled = false));
}

/** Shows the review form while `app` waits on review, and nothing otherwise. */
export function renderReview(app: Application, onDecided: (app: Application) => void): void {
  const section = $("review-section");
  const review = app.status === "needs_review" ? app.review : null;
  if (!review) {
    section.hidden = true;
    $("review").replaceChildren();
    shown = "";
    fields = [];
    return;
  }
  const version = `${app.id} ${review.requested_at}`;
  section.hidden = false;
  if (shown === version) return; // keep what the reviewer is typing
  shown = version;
  const boxes = review.questions.map(questionBox);
  fields = boxes.filter((b): b is Field => !(b instanceof HTMLElement));

  const approveForm = el(
    "form",
    { id: "review-form", novalidate: true, "aria-labelledby": "review-heading" },
    ...boxes.map((b) => (b instanceof HTMLElement ? b : b.box)),
    el("div", { class: "actions" }, el("button", { type: "submit", id: "approve", class: "primary" }, "Approve and submit")),
  );
  approveForm.addEventListener("submit", (event) => {
    event.preventDefault();
    void decide(app, { action: "approve", answers: changedAnswers() }, onDecided);
  });

  const reason = el("textarea", { id: "reject-reason", name: "reject-reason", rows: "2", maxlength: "1000" });
  const rejectForm = el(
    "form",
    { id: "reject-form", "aria-label": "Reject the application" },
    el("label", { for: "reject-reason" }, "Reason for rejecting (optional)"),
    reason,
    el("div", { class: "actions" }, el("button", { type: "submit", id: "reject", class: "danger" }, "Reject")),
  );
  rejectForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!window.confirm("Reject this application? It will end failed and its credit is released.")) return;
    const text = reason.value.trim();
    void decide(app, { action: "reject", ...(text && { reason: text }) }, onDecided);
  });
  const deadline = el("p", { class: "note" }, `Decide before ${localTime(review.expires_at)}; after that the application fails.`);
  $("review").replaceChildren(deadline, approveForm, rejectForm);
}
