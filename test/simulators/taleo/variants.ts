// The seeded variants (../variants.ts) on Taleo's application wizard: the General Profile labels
// reworded, the Job Specific Questions shuffled (the employer attaches a requisition's prescreening
// questions and orders them), and the variant's items after them on that page, as further rows of the
// same questionnaire (`preq(row)`, pages.ts). A single answer as radios `{row}-qr` with one generated id
// per answer (as the posting's questions, sourced); a drop-down `{row}-qs`, a multiple answer as
// checkboxes `{row}-qc` valued with the answer's text, a lone box `{row}-qc` valued "true", display text
// as an `h3` or a `p.questionText`: all GUESSES (no capture of those shapes was found). A second level is
// shown only for its first level's answer (hidden and disabled otherwise). The cookie banner, the
// show-if script and the last page's fetch are added to every page by index.ts.
import { h } from "../core";
import { requiredVariantErrors, variantQuestionExpectations, wizardVariantScript } from "../variant-forms";
import { type Expectation, type Question, type Variant, questionsOf } from "../variants";
import { type Errors, type Values, PAGE, possibleAnswer, preq } from "./pages";

/** The questionnaire rows the suite's postings have before the variant's (the three fixed questions; 4044 adds one). */
export const POSTING_ROWS = 3;

/** The field a variant question posts; its row follows the posting's `rows` questions. */
export function taleoVariantName(q: Question, rows: number): string {
  const row = rows + Number(q.key.slice(1)) - 1;
  return `${preq(row)}-${q.widget === "select" ? "qs" : q.widget === "checkbox" || q.widget === "checkboxes" ? "qc" : "qr"}`;
}

const star = `<span class="mandatory" title="Required field">*</span>`;
const cur = (vals: Values, name: string) => [vals[name] ?? []].flat().map(String);

function questionHtml(q: Question, name: string, parentName: string | undefined, vals: Values, e: Errors): string {
  const row = Number(q.key.slice(1));
  const mark = q.required ? star : "";
  const err = e[name] ? `<span class="errorMessage" id="${h(name)}-error" role="alert">${h(e[name])}</span>` : "";
  const inv = e[name] ? ` aria-invalid="true" aria-describedby="${h(name)}-error"` : "";
  const follow = parentName ? ` data-show-if="${h(parentName)}=${h(q.showIf!.value)}" hidden` : "";
  const chosen = cur(vals, name);
  // Answer ids: numeric, per tenant (GUESS at the numbers).
  const answer = (n: number) => possibleAnswer(name, 96000 + row * 10 + n);
  if (q.widget === "checkbox")
    return `<div class="field"${follow}><input type="checkbox" id="${h(answer(0))}" name="${h(name)}" value="true"${chosen.length ? " checked" : ""}${inv}><label for="${h(answer(0))}">${mark}${h(q.label)}</label>${err}</div>`;
  if (q.widget === "select")
    return `<div class="field"${follow}><label for="${h(name)}">${mark}${h(q.label)}</label><select id="${h(name)}" name="${h(name)}"${q.required ? ` aria-required="true"` : ""}${inv}><option value="">Select...</option>${q.options
      .map((o) => `<option value="${h(o)}"${chosen.includes(o) ? " selected" : ""}>${h(o)}</option>`)
      .join("")}</select>${err}</div>`;
  const type = q.widget === "checkboxes" ? "checkbox" : "radio";
  return `<fieldset class="field" id="${h(name)}"${inv}${follow}><legend>${mark}${h(q.label)}</legend>${q.options
    .map(
      (o, n) =>
        `<span class="${type}"><input type="${type}" id="${h(answer(n))}" name="${h(name)}" value="${h(o)}"${chosen.includes(o) ? " checked" : ""}><label for="${h(answer(n))}">${h(o)}</label></span>`,
    )
    .join("")}${err}</fieldset>`;
}

/** The variant's rows of the Job Specific Questions page, in page order, after the posting's `rows`. */
export function taleoVariantHtml(v: Variant, rows: number, vals: Values, e: Errors): string {
  const qs = questionsOf(v);
  const nameOf = (key: string) =>
    taleoVariantName(
      qs.find((p) => p.key === key)!,
      rows,
    );
  return v.items
    .map((item) =>
      item.type === "display"
        ? item.kind === "heading"
          ? `<h3 class="questionHeading">${h(item.text)}</h3>`
          : `<p class="questionText">${h(item.text)}</p>`
        : questionHtml(item, taleoVariantName(item, rows), item.showIf && nameOf(item.showIf.key), vals, e),
    )
    .join("\n");
}

/**
 * Every page's script for a variant: second levels follow their first level; on the last page Submit
 * posts with fetch for the in-page confirmation shapes ("redirect" keeps the wizard's own POST).
 */
export function taleoVariantScript(v: Variant, last: boolean, thanks: string): string {
  return wizardVariantScript(v, last, thanks, {
    form: "document.querySelector('form#et-ef, form#editTemplateMultipart-editForm')",
    finalSubmitter: "/submitCmdBottom$/.test(e.submitter.name)",
    urlEncoded: true,
  });
}

/** Messages for the variant's required questions the page showed and the post left unanswered. */
export function taleoVariantErrors(v: Variant, rows: number, f: Values): Errors {
  return requiredVariantErrors(
    v,
    f,
    (q) => taleoVariantName(q, rows),
    (q) => `The field "${q.label}" is required.`,
  );
}

/** Forgets the variant's answers of an earlier post of the page (a post carries all of them). */
export function taleoVariantForget(v: Variant, rows: number, fields: Values): void {
  for (const q of questionsOf(v)) delete fields[taleoVariantName(q, rows)];
}

/** What a submission of the test profile records, for a posting with the suite's `rows` fixed questions. */
export function taleoVariantExpectations(v: Variant, rows = POSTING_ROWS): Expectation[] {
  const cpi = (n: string) => `${PAGE}-cpi-cfrmsub-frm-dv_cs_candidate_personal_info_${n}`;
  const out: Expectation[] = [
    { field: cpi("FirstName"), label: v.labels.firstName, expected: "Jane" },
    { field: cpi("LastName"), label: v.labels.lastName, expected: "Doe" },
    { field: cpi("HomePhone"), label: v.labels.phone, expected: "+14155550100" },
  ];
  return [...out, ...variantQuestionExpectations(v, (q) => taleoVariantName(q, rows))];
}
