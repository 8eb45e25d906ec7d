// The seeded variants (../variants.ts) on SmartRecruiters' one-click form: the personal fields' labels
// reworded, the screening questions shuffled (employers order them), the variant's questions as spl-*
// components (a yes/no or single choice as `spl-radio-group`, a select as `spl-select`, a multiple
// choice as `spl-checkbox-group` [GUESS: a component name shaped like the others], a lone box as
// `spl-checkbox`; values are the option texts), a second level shown only for its first level's answer,
// display text between them and the confirmation shapes. The page's cookie noise stays OneTrust's banner,
// which every SmartRecruiters page here already shows. Facts: top of index.ts.
import { variantQuestionExpectations } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf, parentOf } from "../variants";

export const srField = (q: Question) => `q_variant_${q.key}`;

export interface SrVariantField {
  field: string;
  tag: string;
  test: string;
  label: string;
  required: boolean;
  attrs?: string;
  showIf?: { field: string; value: string };
  html?: string;
}

export function srVariantFields(v: Variant): SrVariantField[] {
  return v.items.map((item) => {
    if (item.type === "display")
      return {
        field: "",
        tag: "",
        test: "",
        label: "",
        required: false,
        html: item.kind === "heading" ? `<h3 class="oc-heading">${esc(item.text)}</h3>` : `<p class="oc-statement">${esc(item.text)}</p>`,
      };
    const q = item,
      test = `screening-question-${100 + Number(q.key.slice(1))}`,
      opts = `options="${esc(q.options.join("|"))}"`;
    const showIf = q.showIf ? { field: srField(parentOf(questionsOf(v), q)!), value: q.showIf.value } : undefined;
    const base = { field: srField(q), test, label: q.label, required: q.required, showIf };
    if (q.widget === "checkbox") return { ...base, tag: "spl-checkbox" };
    if (q.widget === "checkboxes") return { ...base, tag: "spl-checkbox-group", attrs: opts };
    if (q.widget === "select") return { ...base, tag: "spl-select", attrs: opts };
    return { ...base, tag: "spl-radio-group", attrs: `name="${q.key}" ${opts}` };
  });
}
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The spl-checkbox-group component (registered only on variant pages). */
export const SPL_CHECKBOX_GROUP = String.raw`
class SplCheckboxGroup extends SplField {
  render() {
    this.shadowRoot.innerHTML = '<fieldset class="c-spl-checkbox-group"><legend>' + esc(this.getAttribute('label')) + star(this) + '</legend>' +
      this.getAttribute('options').split('|').map((o, i) => '<label><input type="checkbox" name="o' + i + '" value="' + esc(o) + '"> ' + esc(o) + '</label>').join('') + '</fieldset>' + this.errorSlot();
  }
  control() { return this.shadowRoot.querySelector('input'); }
  get value() { return [...this.shadowRoot.querySelectorAll('input:checked')].map((c) => c.value); }
}
customElements.define('spl-checkbox-group', SplCheckboxGroup);`;

export function smartRecruitersVariantExpectations(v: Variant): Expectation[] {
  return [
    { field: "firstName", label: v.labels.firstName, expected: "Jane" },
    { field: "lastName", label: v.labels.lastName, expected: "Doe" },
    { field: "phoneNumber", label: v.labels.phone, expected: "+14155550100" },
    ...variantQuestionExpectations(v, srField),
  ];
}
