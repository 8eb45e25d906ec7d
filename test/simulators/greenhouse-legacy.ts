// Greenhouse's LEGACY hosted form (postings.set(id, { legacyMarkup: true })), per ats-reference.md:
// form#application_form, job_application[first_name|last_name|email|phone|location|resume], custom answers
// job_application[answers_attributes][N][text_value|boolean_value] or
// ...[answer_selected_options_attributes][0][question_option_id], EEOC selects in #eeoc_fields, #submit_app.
// A plain multipart POST; where the reference is silent (error flash wording) this does what such
// server-rendered forms commonly do: re-render with the values and an error list.
import type express from "express";
import { type SimState, type PostingBehaviour, type ParsedForm, str, h, page, invisibleRecaptcha, recaptchaWall, INVISIBLE_TOKEN, passInvisibleChallengeJs } from "./core";
import { greenhouseQuestions } from "./greenhouse";

interface LegacyField { name: string; label: string; required: boolean; control: "text" | "file" | "textarea" | "boolean" | "select" | "multi"; options?: { value: string; label: string }[]; questionId?: string; n?: number }

const STANDARD: Record<string, string> = { first_name: "first_name", last_name: "last_name", email: "email", phone: "phone", resume: "resume", cover_letter: "cover_letter" };

/** The same questions as the new board, under the legacy names. */
export function legacyFields(b: PostingBehaviour): LegacyField[] {
  const out: LegacyField[] = [];
  let n = 0;
  for (const q of greenhouseQuestions(b)) {
    const f = q.fields[0];
    const std = STANDARD[f.name];
    if (std) out.push({ name: `job_application[${std}]`, label: q.label, required: q.required, control: f.type === "input_file" ? "file" : "text" });
    else if (f.name.startsWith("question_")) {
      const questionId = f.name.replace(/^question_|\[\]$/g, ""), base = `job_application[answers_attributes][${n}]`;
      const options = f.values.map((v) => ({ value: String(v.value), label: v.label }));
      const isYesNo = options.length === 2 && options[0].label === "Yes" && options[1].label === "No";
      if (f.type === "multi_value_multi_select") out.push({ name: `${base}[answer_selected_options_attributes][][question_option_id]`, label: q.label, required: q.required, control: "multi", options, questionId, n });
      else if (isYesNo) out.push({ name: `${base}[boolean_value]`, label: q.label, required: q.required, control: "boolean", questionId, n });
      else if (f.type === "multi_value_single_select") out.push({ name: `${base}[answer_selected_options_attributes][0][question_option_id]`, label: q.label, required: q.required, control: "select", options, questionId, n });
      else out.push({ name: `${base}[text_value]`, label: q.label, required: q.required, control: f.type === "textarea" ? "textarea" : "text", questionId, n });
      n += 1;
    }
  }
  out.splice(4, 0, { name: "job_application[location]", label: "Location (City)", required: false, control: "text" });
  return out;
}

const EEOC: [string, string, string[]][] = [
  ["gender", "Gender", ["Male", "Female", "Decline To Self Identify"]],
  ["race", "Race", ["White", "Black or African American", "Asian", "Hispanic or Latino", "Two or More Races", "Decline To Self Identify"]],
  ["veteran_status", "Veteran Status", ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", "I don't wish to answer"]],
  ["disability_status", "Disability Status", ["Yes, I have a disability, or have had one in the past", "No, I do not have a disability and have not had one in the past", "I do not want to answer"]],
];

const idOf = (name: string) => name.replace(/\]\[|\[|\]/g, "_").replace(/_+$/, "");

function control(f: LegacyField, v: ParsedForm["fields"]): string {
  const id = idOf(f.name), cur = [v[f.name]].flat().filter((x) => x !== undefined).map(String);
  switch (f.control) {
    case "file": return `<input type="file" id="${f.name === "job_application[resume]" ? "resume" : id}" name="${h(f.name)}">`;
    case "textarea": return `<textarea id="${id}" name="${h(f.name)}">${h(cur[0] ?? "")}</textarea>`;
    case "boolean": return `<select id="${id}" name="${h(f.name)}"><option value="">--</option><option value="1"${cur[0] === "1" ? " selected" : ""}>Yes</option><option value="0"${cur[0] === "0" ? " selected" : ""}>No</option></select>`;
    case "select": return `<select id="${id}" name="${h(f.name)}"><option value="">--</option>${f.options!.map((o) => `<option value="${h(o.value)}"${cur.includes(o.value) ? " selected" : ""}>${h(o.label)}</option>`).join("")}</select>`;
    case "multi": return f.options!.map((o) => `<label><input type="checkbox" name="${h(f.name)}" value="${h(o.value)}"${cur.includes(o.value) ? " checked" : ""}> ${h(o.label)}</label>`).join("");
    default: return `<input type="text" id="${["first_name", "last_name", "email", "phone"].find((k) => f.name === `job_application[${k}]`) ?? id}" name="${h(f.name)}" value="${h(cur[0] ?? "")}">`;
  }
}

export function legacyJobPage(token: string, jobId: string, b: PostingBehaviour, v: ParsedForm["fields"] = {}, errors: string[] = []): string {
  const fields = legacyFields(b).map((f) => `<div class="field"><label for="${idOf(f.name)}">${h(f.label)}${f.required ? ` <span class="asterisk">*</span>` : ""}</label>
${f.questionId ? `<input type="hidden" name="job_application[answers_attributes][${f.n}][question_id]" value="${f.questionId}">` : ""}${control(f, v)}</div>`).join("\n");
  const eeoc = EEOC.map(([k, label, options]) => `<div class="field"><label for="job_application_${k}">${h(label)}</label><select id="job_application_${k}" name="job_application[${k}]"><option value="">Please select</option>${options.map((o) => `<option${str(v[`job_application[${k}]`]) === o ? " selected" : ""}>${h(o)}</option>`).join("")}</select></div>`).join("");
  return page(`Job Application for ${b.title ?? "Software Engineer"}`, `<div id="app_body"><h1 class="app-title">${h(b.title ?? "Software Engineer")}</h1>
${errors.length ? `<div id="error_flash" role="alert"><p>Please fix the following errors:</p><ul>${errors.map((e) => `<li>${h(e)}</li>`).join("")}</ul></div>` : ""}
<div id="application"><form id="application_form" action="/${h(token)}/jobs/${h(jobId)}" method="post" enctype="multipart/form-data">
${fields}<div id="eeoc_fields">${eeoc}</div>${b.captcha ? recaptchaWall() : invisibleRecaptcha()}
<input type="submit" id="submit_app" value="Submit Application"></form></div></div>
<script>${passInvisibleChallengeJs("#application_form", "g-recaptcha-response")}</script>`);
}

export function handleLegacySubmit(state: SimState, res: express.Response, token: string, jobId: string, b: PostingBehaviour, form: ParsedForm): void {
  const { fields, files } = form;
  const errors: string[] = [];
  if (b.closed) errors.push("The job you are looking for is no longer open.");
  if (str(fields["g-recaptcha-response"]) !== INVISIBLE_TOKEN) errors.push("reCAPTCHA verification failed. Please confirm you are not a robot.");
  for (const f of legacyFields(b)) {
    if (!f.required) continue;
    const answered = f.control === "file" ? !!files[f.name] || (f.name === "job_application[resume]" && !!str(fields["job_application[resume_text]"])) : str(fields[f.name]) !== "";
    if (!answered) errors.push(`${f.label} can't be blank`);
  }
  if (errors.length) return void res.status(422).type("html").send(legacyJobPage(token, jobId, b, fields, errors));
  delete fields["g-recaptcha-response"];
  state.record({ ats: "greenhouse", tenant: token, jobId, fields, files });
  res.redirect(302, `/${token}/jobs/${jobId}/confirmation`);
}
