// Questions a form hides until a press (engine/sections.ts): sections whose entries exist only once
// their "Add" is pressed (one Education entry when the profile holds an education, a Languages entry
// only where the section is required, never a section already holding an entry, never one it has
// nothing for); folded sections (unfolded, but not a dropdown); an uploader whose file input comes
// with its press.
import { beforeEach, describe, expect, it } from "vitest";
import { readForm } from "../../ats-adapters/engine/read";
import { openSections, openUploaders, saveEntries, unfoldSections } from "../../ats-adapters/engine/sections";
import { useBrowserLease } from "./env";

const section = (id: string, heading: string, extra = "") =>
  `<div role="group" aria-labelledby="${id}-h" id="${id}"><h3 id="${id}-h">${heading}</h3>${extra}
   <button type="button" onclick="this.insertAdjacentHTML('beforebegin', '<label>${id} entry <input name=${id}-1></label>'); window.pressed.push('${id}')">Add</button></div>`;

const PAGE = `<script>window.pressed = []</script><form id="app">
  ${section("work", "Work Experience")}
  ${section("education", "Education")}
  ${section("languages", "Languages")}
  ${section("requiredLanguages", "Languages <span>*</span>")}
  ${section("certifications", "Education and Certifications", '<label>Certification <input name="cert-1"></label>')}
  <fieldset><legend>Websites</legend><button type="button" onclick="window.pressed.push('websites')">Add</button></fieldset>
</form>`;

const held = useBrowserLease();
const scope = () => ({ page: held.lease.page, frame: held.lease.page.mainFrame() });
const pressed = () => held.lease.page.evaluate(() => (window as unknown as { pressed: string[] }).pressed);

beforeEach(async () => {
  await held.lease.page.setContent(PAGE);
});

describe("sections made by pressing Add", () => {
  it("opens an empty Education section and a required Languages one, and no other", async () => {
    expect(
      await openSections(scope(), [
        { kind: "education", entries: 1 },
        { kind: "language", entries: 1, onlyRequired: true },
      ]),
    ).toBe(2);
    expect(await pressed()).toEqual(["education", "requiredLanguages"]);
  });

  it("presses nothing a second time: the opened section now holds its entry", async () => {
    await openSections(scope(), [{ kind: "education", entries: 1 }]);
    expect(await openSections(scope(), [{ kind: "education", entries: 1 }])).toBe(0);
    expect(await pressed()).toEqual(["education"]);
  });

  it("opens as many entries as the profile holds, pressing the section's Add again once the first is made", async () => {
    await held.lease.page.setContent(`<form><div role="group" aria-labelledby="h"><h3 id="h">Education</h3><div id="entries"></div>
      <button type="button" onclick="const n = document.querySelectorAll('#entries input').length + 1;
        document.getElementById('entries').insertAdjacentHTML('beforeend', '<label>School <input name=school-' + n + '></label>'); this.textContent = 'Add Another'">Add</button></div></form>`);
    expect(await openSections(scope(), [{ kind: "education", entries: 2 }])).toBe(2);
    expect(await held.lease.page.$$eval("#entries input", (es) => es.map((e) => (e as HTMLInputElement).name))).toEqual([
      "school-1",
      "school-2",
    ]);
    expect(await openSections(scope(), [{ kind: "education", entries: 2 }])).toBe(0);
  });

  it("opens nothing when the profile has nothing for the sections", async () => {
    expect(await openSections(scope(), [])).toBe(0);
    expect(await pressed()).toEqual([]);
  });
});

describe("an entry's fields", () => {
  it("name a year asked in sections by its own block, not by the entry's heading", async () => {
    await held.lease.page.setContent(`<form><div role="group" aria-labelledby="e1"><h4 id="e1">Education 1</h4>
      <div class="fld"><label for="school">School or University</label><input id="school"></div>
      <div class="fld"><span class="lbl">To (Actual or Expected)</span><span><input data-automation-id="dateSectionYear-input" placeholder="YYYY"></span></div></div></form>`);
    const year = (await readForm(scope(), { options: false })).find((f) => f.widget === "date-sections");
    expect(year).toMatchObject({ label: "To (Actual or Expected)", fmt: "YYYY" });
  });
});

describe("folded sections and uploaders made on demand", () => {
  it("unfolds a collapsed section holding fields and a closed <details>, but opens no dropdown", async () => {
    await held.lease.page.setContent(`<form>
      <h2><button type="button" aria-expanded="false" aria-controls="s1" onclick="document.getElementById('s1').hidden = false">Profile</button></h2>
      <div id="s1" hidden><label>City <input name="city"></label></div>
      <details><summary>More about you</summary><label>Pronouns <input name="pronouns"></label></details>
      <button type="button" aria-expanded="false" aria-haspopup="listbox" aria-controls="l1" onclick="window.dropdown = 1">Country</button>
      <ul role="listbox" id="l1" hidden><li role="option"><input type="checkbox"> Canada</li></ul></form>`);
    expect(await unfoldSections(scope())).toBe(2);
    expect(await held.lease.page.evaluate(() => [!document.getElementById("s1")!.hidden, document.querySelector("details")!.open])).toEqual(
      [true, true],
    );
    expect(await held.lease.page.evaluate(() => (window as unknown as { dropdown?: number }).dropdown)).toBeUndefined();
  });

  it("presses a page's own 'Expand all sections', and no bar it has opened already", async () => {
    await held.lease.page
      .setContent(`<button type="button" onclick="document.querySelectorAll('.c').forEach((c) => (c.hidden = false)); document.querySelectorAll('[aria-expanded]').forEach((t) => t.setAttribute('aria-expanded', 'true'))">Expand all sections</button>
      <form><h2>Profile</h2><div class="c" hidden><label>City <input name="city"></label></div>
      <h2><span role="button" aria-expanded="false" aria-controls="q" onclick="document.getElementById('q').hidden = !document.getElementById('q').hidden">Questions</span></h2>
      <div class="c" id="q" hidden><label>Notice <input name="notice"></label></div></form>`);
    expect(await unfoldSections(scope())).toBe(1);
    expect(await held.lease.page.$$eval(".c", (cs) => cs.map((c) => (c as HTMLElement).hidden))).toEqual([false, false]);
  });

  it("presses a resume uploader whose file input comes with the press, and not one that has its input", async () => {
    await held.lease.page.setContent(`<form>
      <div class="row"><span>Resume *</span><div id="r"><span role="button" aria-label="Add resume" tabindex="0"
        onclick="if (!document.getElementById('cv')) this.parentElement.insertAdjacentHTML('beforeend', '<input type=file id=cv>')">+</span></div></div>
      <div class="row"><div><button type="button" id="other">Upload CV</button><input type="file" id="cv2"></div></div></form>`);
    expect(await openUploaders(scope())).toBe(1);
    expect(await held.lease.page.$$eval("input[type=file]", (es) => es.map((e) => e.id))).toEqual(["cv", "cv2"]);
    expect(await openUploaders(scope())).toBe(0);
  });
});

describe("an entry made in an editor of its own", () => {
  it("is saved once filled by its own Save, and no other section's button is pressed", async () => {
    await held.lease.page.setContent(`<script>window.pressed = []</script><form>
      <div><h3>Education</h3><div id="tiles"></div>
        <button type="button" onclick="document.getElementById('ed').hidden = false; this.hidden = true">+ Add education</button>
        <div id="ed" hidden><label>School <input name="school"></label>
          <button type="button" onclick="window.pressed.push('save')">Save</button><button type="button" onclick="window.pressed.push('cancel')">Cancel</button></div></div>
      <div><h3>References</h3><button type="button" onclick="window.pressed.push('references')">Save</button></div></form>`);
    expect(await openSections(scope(), [{ kind: "education", entries: 1 }])).toBe(1);
    expect(await saveEntries(scope())).toBe(1);
    expect(await pressed()).toEqual(["save"]);
    expect(await saveEntries(scope())).toBe(0);
  });
});
