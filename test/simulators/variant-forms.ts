// Pieces of a seeded variant's form (variants.ts) that the simulators share as they are: the server's
// check of required questions, the in-page script that shows a second level only for its first level's
// answer, the values a submission of the test profile must carry, and a wizard's page script.
import { type Expectation, type Question, type Variant, expectsNothing, isShown, questionsOf } from "./variants";

type Fields = Record<string, string | string[] | undefined>;

/** Whether a posted value holds an answer (some non-blank string). */
export const hasAnswer = (x: string | string[] | undefined): boolean => [x ?? []].flat().some((s) => String(s).trim());

export interface RequiredCheck {
  /** The error's key (default: the field's name). */
  keyOf?: (q: Question) => string;
  /** What the page posts for an option of a first level (default: the option's text). */
  optionValue?: (q: Question, option: string) => string;
  /** Whether a posted value is an answer (default: hasAnswer). */
  answered?: (x: string | string[] | undefined) => boolean;
}

/** The variant's required questions that are shown (a second level only while its first level has the answer), given the posted fields. */
export function shownRequired(
  v: Variant,
  fields: Fields,
  nameOf: (q: Question) => string,
  optionValue: (q: Question, option: string) => string = (_q, o) => o,
): Question[] {
  const qs = questionsOf(v);
  const parentOf = (q: Question) => qs.find((p) => p.key === q.showIf!.key)!;
  // isShown compares the posted value of the first level, so the wanted answer is put as it is posted.
  const asPosted = (q: Question): Question =>
    q.showIf ? { ...q, showIf: { ...q.showIf, value: optionValue(parentOf(q), q.showIf.value) } } : q;
  const posted = (key: string) => {
    const p = qs.find((x) => x.key === key);
    return p ? fields[nameOf(p)] : undefined;
  };
  return qs.filter((q) => q.required && isShown(asPosted(q), posted));
}

/** A server's error message per required variant question that is shown and left unanswered, keyed by field name (or `keyOf`). */
export function requiredVariantErrors(
  v: Variant,
  fields: Fields,
  nameOf: (q: Question) => string,
  message: (q: Question) => string,
  check: RequiredCheck = {},
): Record<string, string> {
  const { keyOf = nameOf, answered = hasAnswer } = check;
  const errors: Record<string, string> = {};
  for (const q of shownRequired(v, fields, nameOf, check.optionValue)) if (!answered(fields[nameOf(q)])) errors[keyOf(q)] = message(q);
  return errors;
}

/**
 * In-page script for the form `formExpr` evaluates to: an element `[data-show-if="name=value"]` is shown
 * only while a control `name` that is enabled has the value `value` (checked, for radios and boxes);
 * otherwise it is hidden, its controls disabled (neither sent nor checked: a native `required` is
 * dropped until it shows again) and cleared (a select back to its first option).
 */
export function showIfScript(formExpr: string): string {
  return `(function (form) {
const syncShowIf = () => form.querySelectorAll('[data-show-if]').forEach((g) => {
  const at = g.dataset.showIf.lastIndexOf('='), name = g.dataset.showIf.slice(0, at), want = g.dataset.showIf.slice(at + 1);
  const on = Array.from(form.querySelectorAll('[name="' + name + '"]')).some((el) => !el.disabled && ((el.type === 'radio' || el.type === 'checkbox') ? el.checked && el.value === want : el.value === want));
  g.hidden = !on;
  g.querySelectorAll('input, select').forEach((el) => {
    if (el.required || el.dataset.required) { el.dataset.required = '1'; el.required = on; }
    el.disabled = !on;
    if (!on) { if (el.type === 'radio' || el.type === 'checkbox') el.checked = false; else if (el.tagName === 'SELECT') el.selectedIndex = 0; else el.value = ''; }
  });
});
form.addEventListener('change', syncShowIf); syncShowIf();
})(${formExpr});`;
}

/** What the test profile's submission records for each variant question in field `nameOf(q)`: nothing, the option(s), or `ticked` for a ticked box. */
export function variantQuestionExpectations(v: Variant, nameOf: (q: Question) => string, ticked = "true"): Expectation[] {
  return questionsOf(v).map((q) => {
    const e = q.expected;
    return { field: nameOf(q), label: q.label, expected: expectsNothing(e) ? null : e === true ? ticked : (e as string | string[]) };
  });
}

export interface WizardScript {
  /** A JS expression for the wizard's form on each page. */
  form: string;
  /** A JS condition on `e.submitter`: the final submit button (other buttons post the page as usual). */
  finalSubmitter: string;
  /** Posted as application/x-www-form-urlencoded (default: multipart FormData). */
  urlEncoded?: boolean;
  /** The wizard answers a refused step with its page (HTTP 200), so only a JSON answer is a success. */
  jsonSuccess?: boolean;
}

/**
 * Every page's script of a wizard's variant: second levels follow their first level, and the last
 * page posts with fetch for the in-page confirmation shapes (any other answer becomes the page).
 * The form's address is read as its attribute: buttons named "action" hide form.action.
 */
export function wizardVariantScript(v: Variant, last: boolean, thanks: string, w: WizardScript): string {
  const body = w.urlEncoded ? "new URLSearchParams(new FormData(form, e.submitter))" : "new FormData(form, e.submitter)";
  const ok = w.jsonSuccess ? "r && r.ok && /json/.test(r.headers.get('content-type') || '')" : "r && r.ok";
  return `(function () {
const form = ${w.form};
if (!form) return;
${showIfScript("form")}
if (${last && v.confirmation !== "redirect"}) form.addEventListener('submit', async (e) => {
  if (!e.submitter || !(${w.finalSubmitter})) return;
  e.preventDefault();
  const r = await fetch(form.getAttribute('action'), { method: 'POST', body: ${body}, headers: { accept: 'application/json' } }).catch(() => null);
  if (${ok}) { variantConfirm(form, ${JSON.stringify(thanks)}); return; }
  const html = r ? await r.text() : 'Something went wrong.'; document.open(); document.write(html); document.close();
});
})();`;
}
