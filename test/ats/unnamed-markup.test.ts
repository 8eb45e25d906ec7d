// What the form reader makes of questions no label element names (first met on independent pages,
// test/independent): a radio group under a plain <span>, a date asked as Day / Month / Year dropdowns
// (and written there), an attachment menu whose file input sits outside the form, and a label in a
// wizard step not on show; a file input named only as a file, attached by its own button.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readForm } from "../../ats-adapters/engine/read";
import type { FormField } from "../../ats-adapters/engine/types";
import { writeAnswer } from "../../ats-adapters/engine/write";
import { useBrowserLease } from "./env";

const PAGE = `<form id="app">
  <div class="fg"><span class="lb">Are you legally entitled to work in Canada? *</span><div class="note">A permit you do not yet hold does not count.</div>
    <div class="checks"><label><input type="radio" name="entitled" value="Yes"> Yes</label><label><input type="radio" name="entitled" value="No"> No</label></div></div>
  <div class="fg"><span class="lb">When can you start? *</span><div class="inline">
    <select name="start[day]" aria-label="Day"><option value="">Day</option>${Array.from({ length: 31 }, (_, i) => `<option>${i + 1}</option>`).join("")}</select>
    <select name="start[month]" aria-label="Month"><option value="">Month</option>${["January", "February", "March", "April"]
      .map((m, i) => `<option value="${i}">${m}</option>`)
      .join("")}</select>
    <select name="start[year]" aria-label="Year"><option value="">Year</option><option>2026</option><option>2027</option></select></div></div>
  <label for="rate">Desired hourly rate ($)</label><input id="rate" name="rate">
  <div id="attachments"><p>Attach your resume. Select the file, then click "Attach".</p>
    <label for="upload">File to attach</label><input type="file" id="upload">
    <input type="button" value="Attach" onclick="window.attached = document.getElementById('upload').files.length"></div>
  <h3 id="resume-header">Add Resume*</h3>
  <button type="button" id="resumeSelect" aria-haspopup="true" aria-labelledby="resume-header" aria-required="true">Select</button>
  <div class="wizard"><div class="step"><span>Upload your resume</span> <button type="button">Browse</button><input type="file" id="cv" style="display:none"></div>
    <div class="step" style="display:none"><label for="later">Later question</label><input id="later" name="later"></div></div>
</form>
<div role="dialog" aria-label="Attachment Options" class="popup"><label>File <input id="file-input-0" type="file" style="position:absolute;width:1px;height:1px;clip:rect(0,0,0,0)"></label></div>`;

const held = useBrowserLease();
let fields: FormField[];

beforeAll(async () => {
  await held.lease.page.setContent(PAGE);
  fields = await readForm({ page: held.lease.page, frame: held.lease.page.mainFrame() }, { options: false });
});

describe("the form reader, where no label element names a question", () => {
  it("names a radio group by what comes first in its block, not by a note beside the options", () => {
    expect(fields.find((f) => f.kind === "radio")).toMatchObject({ label: "Are you legally entitled to work in Canada?", required: true });
  });

  it("reads Day / Month / Year dropdowns as one date question and chooses a month by its name", async () => {
    const date = fields.find((f) => f.widget === "date-selects")!;
    expect(date).toMatchObject({ label: "When can you start?", kind: "date", required: true, fmt: "DD/MM/YYYY" });
    const scope = { page: held.lease.page, frame: held.lease.page.mainFrame() };
    await writeAnswer(scope, date, "2027-03-09", async () => "");
    const chosen = await held.lease.page.$$eval("select", (s) => s.map((x) => (x as HTMLSelectElement).value));
    expect(chosen).toEqual(["9", "2", "2027"]); // March is value 2 in a list counted from 0
  });

  it("takes an attachment menu's file input, outside the form and labelled only 'File', for the resume the menu names", () => {
    expect(fields.find((f) => f.key === "q_file_input_0")).toMatchObject({ label: "Add Resume", kind: "file", required: true });
    expect(fields.some((f) => f.widget === "listbox-button")).toBe(false);
  });

  it("takes a file input named only as a file, in a block asking for the resume, for the resume, and presses its Attach", async () => {
    const upload = fields.find((f) => f.key === "q_upload")!;
    expect(upload).toMatchObject({ label: "Resume", kind: "file" });
    const dir = mkdtempSync(path.join(tmpdir(), "attach-"));
    const file = path.join(dir, "resume.pdf");
    writeFileSync(file, "%PDF-1.4");
    await writeAnswer({ page: held.lease.page, frame: held.lease.page.mainFrame() }, upload, "resume", async () => file);
    rmSync(dir, { recursive: true });
    expect(await held.lease.page.evaluate(() => (window as { attached?: number }).attached)).toBe(1);
  });

  it("reads a box whose label holds 'url' inside a word ('hourly') as text, not as a link", () => {
    expect(fields.find((f) => f.key === "q_rate")).toMatchObject({ kind: "text" });
  });

  it("does not name a control by a label that is not drawn (a later wizard step in the same block)", () => {
    expect(fields.find((f) => f.key === "q_cv")?.label).not.toBe("Later question");
  });
});
