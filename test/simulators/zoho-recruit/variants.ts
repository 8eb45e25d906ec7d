// The seeded variants (../variants.ts) on Zoho Recruit's application: the candidate details' labels
// reworded, the job's pre-screening questions shuffled (an employer orders an assessment's questions),
// the variant's questions after them on the Assessment step, in the markup the simulator already uses
// (all of it a GUESS, see index.ts): a yes/no or single choice as a radiogroup valued with the option's
// text, a select as a picklist starting "-None-" (stored as no value, as Zoho does for "-None-"), a
// multiple choice as checkboxes `assessment[{n}][]`, a lone box as one checkbox valued "true", display
// text as an `h3` or a `p.zr-description-text`; a second level shown only for its first level's answer
// (hidden and disabled otherwise); the cookie banner; the confirmation shapes (all but "redirect" post the
// last step with fetch; "redirect" is the page's own POST and its thank-you page).
import { h } from "../core";
import { requiredVariantErrors, showIfScript, variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, isShown, questionsOf, parentOf } from "../variants";

export const zrName = (q: Question) => {
  const n = 100 + Number(q.key.slice(1));
  return q.widget === "checkboxes" ? `assessment[${n}][]` : `assessment[${n}]`;
};
const zrId = (q: Question) => `zr_assessment_${100 + Number(q.key.slice(1))}`;
const NONE = "-None-";
type Vals = Record<string, string | string[]>;

function fieldHtml(q: Question, parent: Question | undefined, vals: Vals, errors: Record<string, string>): string {
  const name = zrName(q),
    id = zrId(q),
    star = q.required ? ` <span class="mandatory">*</span>` : "";
  const cur = [vals[name] ?? []].flat();
  const err = errors[name] ? `<div class="zr-error" role="alert">${h(errors[name])}</div>` : "";
  const follow = parent ? ` data-show-if="${h(zrName(parent))}=${h(q.showIf!.value)}" hidden` : "";
  const choices = (type: string) =>
    `<div class="zr-field" role="${type === "radio" ? "radiogroup" : "group"}" aria-labelledby="${id}_label"${follow}><span id="${id}_label" class="zr-label">${h(q.label)}${star}</span>
${q.options.map((o, i) => `<label for="${id}_${i}"><input type="${type}" id="${id}_${i}" name="${h(name)}" value="${h(o)}"${cur.includes(o) ? " checked" : ""}> ${h(o)}</label>`).join("")}${err}</div>`;
  if (q.widget === "checkbox")
    return `<div class="zr-field zr-checkbox"${follow}><label for="${id}"><input type="checkbox" id="${id}" name="${h(name)}" value="true"${cur.length ? " checked" : ""}> ${h(q.label)}${star}</label>${err}</div>`;
  if (q.widget === "checkboxes") return choices("checkbox");
  if (q.widget === "select")
    return `<div class="zr-field"${follow}><label for="${id}" class="zr-label">${h(q.label)}${star}</label><select id="${id}" name="${h(name)}"><option value="${NONE}">${NONE}</option>${q.options
      .map((o) => `<option${cur.includes(o) ? " selected" : ""}>${h(o)}</option>`)
      .join("")}</select>${err}</div>`;
  return choices("radio");
}

/** The variant's fields on the Assessment step, in page order. */
export function zohoVariantFields(v: Variant, vals: Vals, errors: Record<string, string>): string {
  const qs = questionsOf(v);
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h3 class="zr-section-title">${h(item.text)}</h3>`
          : `<p class="zr-description-text">${h(item.text)}</p>`
        : fieldHtml(item, parentOf(qs, item), vals, errors),
    )
    .join("\n");
}

/** The last step's script for a variant: second levels follow their first level; in-page shapes post with fetch. */
export function zohoVariantScript(v: Variant, thanks: string): string {
  return `(function () {
const form = document.getElementById('zr-apply-form');
${showIfScript("form")}
if (${JSON.stringify(v.confirmation)} !== 'redirect' && document.getElementById('zr-submit')) form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const r = await fetch(form.action, { method: 'POST', body: new FormData(form), headers: { accept: 'application/json' } }).catch(() => null);
  if (r && r.ok) { variantConfirm(form, ${JSON.stringify(thanks)}); return; }
  const html = r ? await r.text() : 'Something went wrong.'; document.open(); document.write(html); document.close();
});
})();`;
}

const answered = (x: string | string[] | undefined) => [x ?? []].flat().some((s) => String(s).trim() && s !== NONE);

/** Messages for the variant's required questions the page showed and the submission left unanswered. */
export function zohoVariantErrors(v: Variant, fields: Vals): Record<string, string> {
  return requiredVariantErrors(v, fields, zrName, (q) => `${q.label} cannot be empty`, { answered });
}

/** The variant's answers as stored: a picklist left at "-None-" holds no value, nor does a hidden second level. */
export function zohoVariantStored(v: Variant, fields: Vals): Vals {
  const out = { ...fields },
    qs = questionsOf(v);
  const answer = (key: string) => {
    const q = qs.find((x) => x.key === key);
    return q ? fields[zrName(q)] : undefined;
  };
  for (const q of qs) if (!answered(out[zrName(q)]) || !isShown(q, answer)) delete out[zrName(q)];
  return out;
}

/** Forgets the variant's answers of an earlier post of the Assessment step (a post carries them all). */
export function zohoVariantForget(v: Variant, fields: Vals): void {
  for (const q of questionsOf(v)) delete fields[zrName(q)];
}

export function zohoVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "First_Name", label: v.labels.firstName, expected: "Jane" },
    { field: "Last_Name", label: v.labels.lastName, expected: "Doe" },
    { field: "Mobile", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, zrName),
  ];
}
