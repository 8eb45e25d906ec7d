// My Experience's sections whose entries are made by pressing "Add": Work Experience, Education and
// Websites start with no entry, each under its heading with an `add-button`; a press makes entry 1 and
// the button then reads "Add Another".
// Described (an autofill extension's Workday handler "built from real DOM inspection", found by code
// search "expandWorkdaySections": code-index id 18757049912; and a Playwright script clicking
// `get_by_role("group", name="Education").get_by_role("button", name="Add")`): the sections are groups
// named by their headings, start empty, and make entries only on a press; entry fields are ids
// `education-{n}--school`, `--degree` (a dropdown button), `--fieldOfStudy`, `--gradeAverage`,
// `--firstYearAttended` / `--lastYearAttended` (year sections, `dateSectionYear-input`), and
// `workExperience-{n}--jobTitle`, `--companyName`; {n} is Workday's own number, not an index.
// GUESSES: School and Field of Study as plain text boxes (the handler says they are searchable
// multi-select prompts on the tenant it saw); the degree list; the entry rendered hidden and shown by the
// press (the live page renders it then); one entry per section here; the section's error wording when a
// required section has none ("Education: Add at least one entry." is an independent page's guess too);
// which sections an employer requires (here Education, on some postings).
import { dropdown, flat, textField } from "./pages";

type Values = Record<string, string | string[]>;
type Errors = Record<string, string>;

export const DEGREES = [
  "High School Diploma / GED",
  "Associate's Degree",
  "Bachelor's Degree",
  "Master's Degree",
  "MBA",
  "Doctorate (PhD)",
  "Juris Doctor (JD)",
  "Other",
];
const ENTRIES = "experienceEntries";

/** A year asked as one Year section (Workday's education years). */
function yearField(vals: Values, id: string, label: string): string {
  const value = String([vals[id]].flat()[0] ?? "");
  return `<div data-automation-id="formField-${id}" class="wd-field"><label for="${id}-dateSectionYear-input" id="${id}-label">${label}</label>
<div data-automation-id="dateInputWrapper" data-wd-date="${id}" role="group" aria-labelledby="${id}-label">
<input type="text" id="${id}-dateSectionYear-input" data-automation-id="dateSectionYear-input" role="spinbutton" aria-label="Year" aria-valuemin="1900" aria-valuemax="2100" inputmode="numeric" data-wd-section="4" size="4" placeholder="YYYY" value="${value}"></div></div>`;
}

function section(name: string, id: string, required: boolean, entry: string | null, opened: boolean): string {
  const star = required ? `<abbr title="required" aria-hidden="true">*</abbr>` : "";
  return `<div role="group" aria-labelledby="${id}-section" data-automation-id="${id}Section"><h3 id="${id}-section">${name}${star}</h3>
${entry ? `<div data-wd-entry="${id}"${opened ? "" : " hidden"} role="group" aria-labelledby="${id}-1-panel"><h4 id="${id}-1-panel">${name} 1</h4>${entry}</div>` : ""}
<button type="button" data-automation-id="add-button" data-wd-add="${id}"${opened ? " hidden" : ""}>Add</button></div>`;
}

/** The sections, above the resume; `educationRequired` marks Education required (the employer's choice). */
export function experienceSections(vals: Values, educationRequired: boolean, e: Errors): string {
  const opened = String([vals[ENTRIES]].flat()[0] ?? "").split(",");
  const education = [
    textField(vals, "education-1--school", "education-1--school", "School or University", true, e),
    dropdown(vals, { id: "education-1--degree", box: "education-1--degree", label: "Degree", options: flat(DEGREES), required: true }, e),
    textField(vals, "education-1--fieldOfStudy", "education-1--fieldOfStudy", "Field of Study", false, e),
    textField(vals, "education-1--gradeAverage", "education-1--gradeAverage", "Overall Result (GPA)", false, e),
    yearField(vals, "education-1--lastYearAttended", "To (Actual or Expected)"),
  ].join("\n");
  const work = [
    textField(vals, "workExperience-1--jobTitle", "workExperience-1--jobTitle", "Job Title", true, e),
    textField(vals, "workExperience-1--companyName", "workExperience-1--companyName", "Company", true, e),
  ].join("\n");
  const missing = e.educationSection ? `<p data-automation-id="errorMessage">${e.educationSection}</p>` : "";
  return `<input type="hidden" name="${ENTRIES}" value="${opened.join(",")}">
${section("Work Experience", "workExperience", false, work, opened.includes("workExperience"))}
${section("Education", "education", educationRequired, education, opened.includes("education"))}${missing}
${section("Websites", "websites", false, null, false)}
<script>document.querySelectorAll("[data-wd-add]").forEach(function (b) {
  b.addEventListener("click", function (ev) {
    if (!ev.isTrusted) return;
    var id = b.getAttribute("data-wd-add"), entry = document.querySelector('[data-wd-entry="' + id + '"]');
    if (!entry) return; // Websites: no entry in this simulator
    entry.hidden = false; b.hidden = true;
    var held = document.querySelector('input[name="${ENTRIES}"]');
    held.value = held.value.split(",").filter(Boolean).concat([id]).join(",");
  });
});</script>`;
}

/** The step's errors for the sections: a required section with no entry, and each open entry's required fields. */
export function validateExperience(f: Values, educationRequired: boolean, errs: Errors, required: (label: string) => string): void {
  const opened = String([f[ENTRIES]].flat()[0] ?? "").split(",");
  const str = (k: string) => String([f[k]].flat()[0] ?? "").trim();
  if (opened.includes("education")) {
    if (!str("education-1--school")) errs["education-1--school"] = required("School or University");
    if (!str("education-1--degree")) errs["education-1--degree"] = required("Degree");
  } else if (educationRequired) errs.educationSection = "Error: Education: Add at least one entry.";
  if (opened.includes("workExperience")) {
    if (!str("workExperience-1--jobTitle")) errs["workExperience-1--jobTitle"] = required("Job Title");
    if (!str("workExperience-1--companyName")) errs["workExperience-1--companyName"] = required("Company");
  }
}
