// The seeded variants (../variants.ts) on JobScore's apply flow: the contact fields' labels reworded,
// the "Additional Questions" shuffled (employers order a job's questions), the variant's questions
// after them in the markup the page already uses (every JobScore widget here is a GUESS, see index.ts):
// a yes/no or single choice as the fieldset of radios valued with the option's text, a select as the
// native select with "Please select" (like the page's "How did you hear" select), a multiple choice as
// checkboxes `answers[{id}][]`, a lone box as one checkbox valued "Yes", display text as an `h3` or a
// `p.js-form-text` between the rows; a second level shown only for its first level's answer (its row
// hidden and its controls disabled otherwise); the cookie banner; the confirmation shapes ("redirect" is
// the page's own POST and /thank_you, the others post with fetch).
import { h } from "../core";
import { hasAnswer, shownRequired, showIfScript, variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

export const jsId = (q: Question) => 8000 + Number(q.key.slice(1));
export const jsName = (q: Question) => (q.widget === "checkboxes" ? `answers[${jsId(q)}][]` : `answers[${jsId(q)}]`);

const star = (r: boolean) => (r ? ` <span class="js-required">*</span>` : "");

function questionRow(q: Question, parent: Question | undefined): string {
  const name = jsName(q),
    req = q.required ? " required" : "";
  const follow = parent ? ` data-show-if="${h(jsName(parent))}=${h(q.showIf!.value)}" hidden` : "";
  const wrap = (inner: string) =>
    `<div class="js-form-row" data-name="${h(name)}"${follow}>${inner}<div class="js-field-error"></div></div>`;
  const group = (type: string, opts: string[]) =>
    wrap(
      `<fieldset><legend>${h(q.label)}${star(q.required)}</legend>
${opts.map((o) => `<label><input type="${type}" name="${h(name)}" value="${h(o)}"${req}> ${h(o)}</label>`).join("")}</fieldset>`,
    );
  if (q.widget === "checkbox")
    return wrap(
      `<label><input type="checkbox" id="js-${jsId(q)}" name="${h(name)}" value="Yes"${req}> ${h(q.label)}${star(q.required)}</label>`,
    );
  if (q.widget === "checkboxes") return group("checkbox", q.options);
  if (q.widget === "select")
    return wrap(
      `<label for="js-${jsId(q)}">${h(q.label)}${star(q.required)}</label><select id="js-${jsId(q)}" name="${h(name)}"${req}><option value="">Please select</option>${q.options.map((o) => `<option>${h(o)}</option>`).join("")}</select>`,
    );
  return group("radio", q.options);
}

/** The variant's rows, in page order, for the "Additional Questions" section. */
export function jobscoreVariantRows(v: Variant): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h3>${h(item.text)}</h3>`
          : `<p class="js-form-text">${h(item.text)}</p>`
        : questionRow(item, parentOf(qs, item)),
    )
    .join("\n");
}

/** The page's script for a variant: second levels follow their first level; in-page shapes post with fetch. */
export function jobscoreVariantScript(v: Variant, thanks: string): string {
  return `(function () {
const form = document.getElementById('js-apply-form');
${showIfScript("form")}
form.addEventListener('submit', async (e) => {
  if (e.defaultPrevented || ${JSON.stringify(v.confirmation)} === 'redirect') return;
  e.preventDefault();
  const r = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } }).catch(() => null);
  if (r && r.ok) { variantConfirm(form, ${JSON.stringify(thanks)}); return; }
  const html = r ? await r.text() : 'Something went wrong.'; document.open(); document.write(html); document.close();
});
})();`;
}

/** Whether a required question the page showed is unanswered (the server's refusal). */
export function jobscoreVariantMissing(v: Variant, fields: Record<string, string | string[]>): boolean {
  return shownRequired(v, fields, jsName).some((q) => !hasAnswer(fields[jsName(q)]));
}

export function jobscoreVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "first_name", label: v.labels.firstName, expected: "Jane" },
    { field: "last_name", label: v.labels.lastName, expected: "Doe" },
    { field: "phone", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, jsName, "Yes"),
  ];
}
