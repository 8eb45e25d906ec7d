// Sections whose entries exist only once their "Add" is pressed (engine/repeaters.ts): the engine
// opens one Education entry when the profile holds an education, a Languages entry only where the
// section is required, never a section already holding an entry, and never one it has nothing for.
import { beforeEach, describe, expect, it } from "vitest";
import { readForm } from "../../ats-adapters/engine/read";
import { openSections } from "../../ats-adapters/engine/repeaters";
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
    expect(await openSections(scope(), { always: ["education"], whenRequired: ["language"] })).toBe(2);
    expect(await pressed()).toEqual(["education", "requiredLanguages"]);
  });

  it("presses nothing a second time: the opened section now holds its entry", async () => {
    await openSections(scope(), { always: ["education"], whenRequired: [] });
    expect(await openSections(scope(), { always: ["education"], whenRequired: [] })).toBe(0);
    expect(await pressed()).toEqual(["education"]);
  });

  it("opens nothing when the profile has nothing for the sections", async () => {
    expect(await openSections(scope(), { always: [], whenRequired: [] })).toBe(0);
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
