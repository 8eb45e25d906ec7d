// Greenhouse's LEGACY hosted form (postings.set(id, { legacyMarkup: true })): server-rendered, a plain
// multipart POST, the same questions as the new board (questions.ts) under legacy names.
//
// Facts and their sources:
// - form#application_form; job_application[first_name|last_name|email|phone|location|resume]; custom
//   answers job_application[answers_attributes][N][question_id] plus [text_value], [boolean_value] or
//   [answer_selected_options_attributes][0][question_option_id]; EEOC selects
//   job_application[gender|race|veteran_status|disability_status] in #eeoc_fields; submit #submit_app:
//   docs/platforms.md "Greenhouse".
// - An `.asterisk` span marks required fields: code search fs:"Phase 5 specification: \"Apply for me\"".
// - "Location (City)" is `#job_application_location`, a typeahead whose suggestions are jQuery UI menu
//   items (`#ui-id-1 li`, clicked to confirm); education is `#education_school_name_0` (select2),
//   `#education_degree_0` and `#education_discipline_0` selects; custom answer ids such as
//   `job_application_answers_attributes_15_text_value`: code search fs:"locationConfirm = driver.find_element".
// GUESSES (marked): jQuery UI 1.12 markup (`ul.ui-autocomplete` of `li.ui-menu-item`, no ARIA roles,
// the input has class `ui-autocomplete-input`); the server refusing a location not picked from the
// list; the error flash and its wording; the resume "enter manually" textarea. Not modelled: select2
// (the school is a plain select), the S3 upload widget, Dropbox/Google Drive.
import type express from "express";
import {
  type SimState,
  type PostingBehaviour,
  type ParsedForm,
  str,
  h,
  page,
  invisibleRecaptcha,
  recaptchaWall,
  INVISIBLE_TOKEN,
  passInvisibleChallengeJs,
} from "../core";
import { CITIES, EDUCATION, LOCATION_QUESTION, greenhouseQuestions, titleOf } from "./questions";

interface LegacyField {
  name: string;
  label: string;
  required: boolean;
  control: "text" | "file" | "textarea" | "boolean" | "select" | "multi" | "location";
  options?: { value: string; label: string }[];
  questionId?: string;
  n?: number;
}

const STANDARD = new Set(["first_name", "last_name", "preferred_name", "email", "phone", "resume", "cover_letter"]);

/** The same questions as the new board, under the legacy names; the location after the phone. */
export function legacyFields(b: PostingBehaviour): LegacyField[] {
  const out: LegacyField[] = [];
  let n = 0;
  for (const q of greenhouseQuestions(b)) {
    const f = q.fields[0];
    if (STANDARD.has(f.name))
      out.push({
        name: `job_application[${f.name}]`,
        label: q.label,
        required: q.required,
        control: f.type === "input_file" ? "file" : "text",
      });
    else {
      const questionId = f.name.replace(/^question_|\[\]$/g, ""),
        base = `job_application[answers_attributes][${n}]`;
      const options = f.values.map((v) => ({ value: String(v.value), label: v.label }));
      const isYesNo = options.length === 2 && options[0].label === "Yes" && options[1].label === "No";
      const common = { label: q.label, required: q.required, questionId, n };
      if (f.type === "multi_value_multi_select")
        out.push({ ...common, name: `${base}[answer_selected_options_attributes][][question_option_id]`, control: "multi", options });
      else if (isYesNo) out.push({ ...common, name: `${base}[boolean_value]`, control: "boolean" });
      else if (f.type === "multi_value_single_select")
        out.push({ ...common, name: `${base}[answer_selected_options_attributes][0][question_option_id]`, control: "select", options });
      else out.push({ ...common, name: `${base}[text_value]`, control: f.type === "textarea" ? "textarea" : "text" });
      n += 1;
    }
    if (f.name === "phone")
      out.push({
        name: "job_application[location]",
        label: LOCATION_QUESTION.label,
        required: LOCATION_QUESTION.required,
        control: "location",
      });
  }
  return out;
}

const EEOC: [string, string, string[]][] = [
  ["gender", "Gender", ["Male", "Female", "Decline To Self Identify"]],
  ["race", "Race", ["White", "Black or African American", "Asian", "Hispanic or Latino", "Two or More Races", "Decline To Self Identify"]],
  [
    "veteran_status",
    "Veteran Status",
    ["I am not a protected veteran", "I identify as one or more of the classifications of protected veteran", "I don't wish to answer"],
  ],
  [
    "disability_status",
    "Disability Status",
    [
      "Yes, I have a disability, or have had one in the past",
      "No, I do not have a disability and have not had one in the past",
      "I do not want to answer",
    ],
  ],
];

const idOf = (name: string) => name.replace(/\]\[|\[|\]/g, "_").replace(/_+$/, "");
const STANDARD_IDS: Record<string, string> = { "job_application[resume]": "resume", "job_application[cover_letter]": "cover_letter" };
const controlId = (f: LegacyField) =>
  STANDARD_IDS[f.name] ?? /^job_application\[(first_name|last_name|email|phone|preferred_name)\]$/.exec(f.name)?.[1] ?? idOf(f.name);

function control(f: LegacyField, v: ParsedForm["fields"]): string {
  const id = controlId(f),
    cur = [v[f.name]]
      .flat()
      .filter((x) => x !== undefined)
      .map(String);
  const opt = (value: string, label: string) => `<option value="${h(value)}"${cur.includes(value) ? " selected" : ""}>${h(label)}</option>`;
  switch (f.control) {
    case "file": {
      const text = f.name.replace("]", "_text]");
      return `<input type="file" id="${id}" name="${h(f.name)}" accept=".pdf,.doc,.docx,.txt,.rtf"> <a href="#" class="manual-toggle" data-for="${id}_text">or enter manually</a>
<textarea id="${id}_text" name="${h(text)}" style="display:none" aria-label="${h(f.label)} text">${h(str(v[text]))}</textarea>`;
    }
    case "textarea":
      return `<textarea id="${id}" name="${h(f.name)}">${h(cur[0] ?? "")}</textarea>`;
    case "boolean":
      return `<select id="${id}" name="${h(f.name)}"><option value="">--</option>${opt("1", "Yes")}${opt("0", "No")}</select>`;
    case "select":
      return `<select id="${id}" name="${h(f.name)}"><option value="">--</option>${f.options!.map((o) => opt(o.value, o.label)).join("")}</select>`;
    case "multi":
      return f
        .options!.map(
          (o) =>
            `<label><input type="checkbox" name="${h(f.name)}" value="${h(o.value)}"${cur.includes(o.value) ? " checked" : ""}> ${h(o.label)}</label>`,
        )
        .join("");
    case "location":
      return `<input type="text" id="job_application_location" name="${h(f.name)}" class="ui-autocomplete-input" autocomplete="off" value="${h(cur[0] ?? "")}">`;
    default:
      return `<input type="text" id="${id}" name="${h(f.name)}" value="${h(cur[0] ?? "")}">`;
  }
}

function education(v: ParsedForm["fields"]): string {
  const select = (kind: string, label: string, list: string[]) => {
    const name = `job_application[educations][][${kind}_id]`,
      cur = str(v[name]);
    return `<div class="field"><label for="education_${kind}_0">${label}</label><select id="education_${kind}_0" name="${name}"><option value="">Select a ${label.toLowerCase()}</option>${list.map((x, i) => `<option value="${i + 1}"${cur === String(i + 1) ? " selected" : ""}>${h(x)}</option>`).join("")}</select></div>`;
  };
  return `<div id="education_section"><h3>Education</h3>${select("school_name", "School", EDUCATION.schools)}${select("degree", "Degree", EDUCATION.degrees)}${select("discipline", "Discipline", EDUCATION.disciplines)}</div>`;
}

// jQuery UI autocomplete, as the legacy page wires it to the location field (markup of jQuery UI 1.12: a guess).
const autocompleteJs = `
(function () {
  var input = document.getElementById('job_application_location'), menu = document.createElement('ul'), timer = 0, items = [], active = -1;
  menu.id = 'ui-id-1'; menu.className = 'ui-menu ui-widget ui-widget-content ui-autocomplete ui-front'; menu.tabIndex = 0; menu.style.cssText = 'display:none;position:absolute;z-index:10;background:#fff;list-style:none;margin:0;padding:0;border:1px solid #aaa';
  document.body.appendChild(menu);
  var hide = function () { menu.style.display = 'none'; active = -1; };
  var pick = function (i) { input.value = items[i]; hide(); };
  var show = function (labels) {
    items = labels; active = -1;
    if (!labels.length) return hide();
    menu.innerHTML = labels.map(function (l, i) { return '<li class="ui-menu-item"><div id="ui-id-' + (i + 2) + '" tabindex="-1" class="ui-menu-item-wrapper">' + l.replace(/[&<>]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c]; }) + '</div></li>'; }).join('');
    var r = input.getBoundingClientRect();
    menu.style.left = (r.left + scrollX) + 'px'; menu.style.top = (r.bottom + scrollY) + 'px'; menu.style.width = r.width + 'px'; menu.style.display = 'block';
  };
  input.addEventListener('input', function () {
    clearTimeout(timer);
    var term = input.value;
    if (term.trim().length < 2) return hide();
    timer = setTimeout(function () { fetch('/lookups/locations?term=' + encodeURIComponent(term)).then(function (r) { return r.json(); }).then(show); }, 300);
  });
  input.addEventListener('keydown', function (e) {
    if (menu.style.display === 'none') return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); active = Math.max(0, Math.min(items.length - 1, active + (e.key === 'ArrowDown' ? 1 : -1))); input.value = items[active]; }
    else if (e.key === 'Enter' && active >= 0) { e.preventDefault(); pick(active); }
    else if (e.key === 'Escape') hide();
  });
  menu.addEventListener('mousedown', function (e) { e.preventDefault(); });
  menu.addEventListener('click', function (e) { var li = e.target.closest('.ui-menu-item'); if (li) pick([].indexOf.call(menu.children, li)); });
  input.addEventListener('blur', function () { setTimeout(hide, 150); });
  document.querySelectorAll('.manual-toggle').forEach(function (a) { a.addEventListener('click', function (e) { e.preventDefault(); document.getElementById(a.dataset.for).style.display = 'block'; }); });
})();`;

export function legacyJobPage(
  token: string,
  jobId: string,
  b: PostingBehaviour,
  v: ParsedForm["fields"] = {},
  errors: string[] = [],
): string {
  const fields = legacyFields(b)
    .map(
      (f) => `<div class="field"><label for="${controlId(f)}">${h(f.label)}${f.required ? ` <span class="asterisk">*</span>` : ""}</label>
${f.questionId ? `<input type="hidden" name="job_application[answers_attributes][${f.n}][question_id]" value="${f.questionId}">` : ""}${control(f, v)}</div>`,
    )
    .join("\n");
  const eeoc = EEOC.map(
    ([k, label, options]) =>
      `<div class="field"><label for="job_application_${k}">${h(label)}</label><select id="job_application_${k}" name="job_application[${k}]"><option value="">Please select</option>${options.map((o) => `<option${str(v[`job_application[${k}]`]) === o ? " selected" : ""}>${h(o)}</option>`).join("")}</select></div>`,
  ).join("");
  return page(
    `Job Application for ${titleOf(b)}`,
    `<div id="app_body"><h1 class="app-title">${h(titleOf(b))}</h1>
${errors.length ? `<div id="error_flash" role="alert"><p>Please fix the following errors:</p><ul>${errors.map((e) => `<li>${h(e)}</li>`).join("")}</ul></div>` : ""}
<div id="application"><form id="application_form" action="/${h(token)}/jobs/${h(jobId)}" method="post" enctype="multipart/form-data">
<div id="main_fields">${fields}</div>${education(v)}<div id="eeoc_fields">${eeoc}</div>${b.captcha ? recaptchaWall() : invisibleRecaptcha()}
<input type="submit" id="submit_app" value="Submit Application"></form></div></div>
<script>${passInvisibleChallengeJs("#application_form", "g-recaptcha-response")}${autocompleteJs}</script>`,
  );
}

export function handleLegacySubmit(
  state: SimState,
  res: express.Response,
  token: string,
  jobId: string,
  b: PostingBehaviour,
  form: ParsedForm,
): void {
  const { fields, files } = form;
  const errors: string[] = [];
  if (b.closed) errors.push("The job you are looking for is no longer open.");
  if (str(fields["g-recaptcha-response"]) !== INVISIBLE_TOKEN)
    errors.push("reCAPTCHA verification failed. Please confirm you are not a robot.");
  for (const f of legacyFields(b)) {
    if (!f.required) continue;
    const answered = f.control === "file" ? !!files[f.name] || !!str(fields[f.name.replace("]", "_text]")]) : str(fields[f.name]) !== "";
    if (!answered) errors.push(`${f.label} can't be blank`);
  }
  const location = str(fields["job_application[location]"]);
  if (location && !CITIES.includes(location)) errors.push("Location (City) must be chosen from the list");
  if (errors.length)
    return void res
      .status(422)
      .type("html")
      .send(legacyJobPage(token, jobId, b, fields, errors));
  delete fields["g-recaptcha-response"];
  state.record({ ats: "greenhouse", tenant: token, jobId, fields, files });
  res.redirect(302, `/${token}/jobs/${jobId}/confirmation`);
}
