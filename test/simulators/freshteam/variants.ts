// The seeded variants (../variants.ts) on Freshteam's job page form: the candidate fields' labels
// reworded, the questionnaire shuffled (employers order a job's questions), the variant's questions
// after it under `candidate[answers][{id}]` in the form's own Bootstrap groups (every Freshteam widget
// here is a GUESS, see index.ts): a yes/no or single choice as `radio-inline` radios valued with the
// option's text, a select with "Select", a multiple choice as checkboxes `candidate[answers][{id}][]`, a
// lone box as a `label.checkbox` valued "1" (without the hidden "0" of the privacy box: GUESS), display
// text as an `h4` or a `p.help-text`; a second level shown only for its first level's answer (hidden and
// disabled otherwise); the cookie banner; the confirmation shapes (all but "redirect" post with fetch;
// "redirect" is the form's own POST and the /applied page).
import { h } from "../core";
import { requiredVariantErrors, showIfScript, variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

type Values = Record<string, string | string[]>;
type Errors = Record<string, string>;

export const ftId = (q: Question) => 6100 + Number(q.key.slice(1));
export const ftName = (q: Question) => (q.widget === "checkboxes" ? `candidate[answers][${ftId(q)}][]` : `candidate[answers][${ftId(q)}]`);
/** The key of a question's error message (as the page's own `q{id}`). */
export const ftKey = (q: Question) => `q${ftId(q)}`;

const star = (required: boolean) => (required ? ` <abbr title="required">*</abbr>` : "");

function questionHtml(q: Question, parent: Question | undefined, e: Errors, vals: Values): string {
  const name = ftName(q),
    id = `candidate_answers_${ftId(q)}`,
    k = ftKey(q),
    cur = [vals[name] ?? []].flat();
  const follow = parent ? ` data-show-if="${h(ftName(parent))}=${h(q.showIf!.value)}" hidden` : "";
  const help = e[k] ? `<span class="help-block">${h(e[k])}</span>` : "";
  const group = (inner: string) => `<div class="form-group${e[k] ? " has-error" : ""}"${follow}>${inner}${help}</div>`;
  const choices = (type: string) =>
    group(
      `<fieldset><legend class="control-label">${h(q.label)}${star(q.required)}</legend>${q.options
        .map(
          (o, i) =>
            `<label class="${type}-inline"><input type="${type}" name="${h(name)}" id="${id}_${i}" value="${h(o)}"${cur.includes(o) ? " checked" : ""}> ${h(o)}</label>`,
        )
        .join("")}</fieldset>`,
    );
  if (q.widget === "checkbox")
    return group(
      `<label class="checkbox"><input type="checkbox" id="${id}" name="${h(name)}" value="1"${cur.length ? " checked" : ""}> ${h(q.label)}${star(q.required)}</label>`,
    );
  if (q.widget === "checkboxes") return choices("checkbox");
  if (q.widget === "select")
    return group(
      `<label class="control-label" for="${id}">${h(q.label)}${star(q.required)}</label>
<select class="form-control" id="${id}" name="${h(name)}"><option value="">Select</option>${q.options.map((o) => `<option value="${h(o)}"${cur.includes(o) ? " selected" : ""}>${h(o)}</option>`).join("")}</select>`,
    );
  return choices("radio");
}

/** The variant's part of the questionnaire, in page order. */
export function freshteamVariantHtml(v: Variant, e: Errors, vals: Values): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h4 class="questionnaire-heading">${h(item.text)}</h4>`
          : `<p class="help-text">${h(item.text)}</p>`
        : questionHtml(item, parentOf(qs, item), e, vals),
    )
    .join("\n");
}

/** The page's script for a variant: second levels follow their first level; in-page shapes post with fetch. */
export function freshteamVariantScript(v: Variant, thanks: string): string {
  return `(function () {
const form = document.getElementById('new_candidate');
${showIfScript("form")}
if (${JSON.stringify(v.confirmation)} !== 'redirect') form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const r = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } }).catch(() => null);
  if (r && r.ok) { variantConfirm(document.getElementById('apply-job'), ${JSON.stringify(thanks)}); return; }
  const html = r ? await r.text() : 'Something went wrong.'; document.open(); document.write(html); document.close();
});
})();`;
}

/** Rails' messages for the variant's required questions the page showed and the submission left unanswered. */
export function freshteamVariantErrors(v: Variant, f: Values): Errors {
  return requiredVariantErrors(v, f, ftName, (q) => (q.widget === "checkbox" ? "must be accepted" : "can't be blank"), { keyOf: ftKey });
}

export function freshteamVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "candidate[first_name]", label: v.labels.firstName, expected: "Jane" },
    { field: "candidate[last_name]", label: v.labels.lastName, expected: "Doe" },
    { field: "candidate[mobile]", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, ftName, "1"),
  ];
}
