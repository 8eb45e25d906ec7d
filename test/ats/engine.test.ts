// The form engine against a local fixture in real Chromium: every widget kind read into questions,
// then written with real input events and checked in the DOM; honeypots are never read or filled.
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readForm } from "../../ats-adapters/engine/read";
import { writeAnswer } from "../../ats-adapters/engine/write";
import type { FormField, FormScope } from "../../ats-adapters/engine/types";
import { useBrowserLease } from "./env";

const html = readFileSync(path.join(import.meta.dirname, "fixtures/widgets.html"), "utf8");
const resume = path.join(mkdtempSync(path.join(tmpdir(), "engine-test-")), "cv.pdf");
writeFileSync(resume, "%PDF-1.4 test");

const held = useBrowserLease();
let scope: FormScope;
let fields: FormField[];
const byKey = (key: string) => {
  const f = fields.find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}; have ${fields.map((x) => x.key).join(", ")}`);
  return f;
};

beforeAll(async () => {
  await held.lease.page.setContent(html);
  scope = { page: held.lease.page, frame: held.lease.page.mainFrame(), root: "#app" };
  fields = await readForm(scope);
});

describe("form engine: reading", () => {
  it("reads labels from label[for], aria-label, aria-labelledby, placeholder and legends", () => {
    expect(byKey("q_first_name")).toMatchObject({ label: "First Name", kind: "text", required: true });
    expect(byKey("q_nick")).toMatchObject({ label: "Preferred name", required: false });
    expect(byKey("q_last_name")).toMatchObject({ label: "Last name", required: true });
    expect(byKey("q_city_input")).toMatchObject({ label: "City" });
    expect(byKey("q_relocate")).toMatchObject({ label: "Will you relocate?", kind: "radio", required: true });
  });

  it("maps input types and widgets onto the spec's kinds", () => {
    const kinds = Object.fromEntries(fields.map((f) => [f.key, f.kind]));
    expect(kinds).toMatchObject({
      q_email: "email",
      q_phone: "phone",
      q_site: "url",
      q_years: "text",
      q_start: "date",
      q_avail: "date",
      q_about: "textarea",
      q_cover: "cover_letter",
      q_auth: "single_select",
      q_langs: "multi_select",
      q_offices: "multi_select",
      q_privacy: "checkbox",
      q_shift: "radio",
      q_newsletter: "checkbox",
      q_over18: "boolean",
      q_location: "typeahead",
      q_country: "single_select",
      q_resume: "file",
      q_job_id: "hidden",
      q_intro: "display",
    });
  });

  it("reads options of selects, groups, ARIA radios and button dropdowns (opened to read them)", () => {
    expect(byKey("q_auth").options).toEqual([
      { value: "1", label: "Yes" },
      { value: "0", label: "No" },
    ]);
    expect(byKey("q_offices").options?.map((o) => o.label)).toEqual(["New York", "San Francisco", "Remote"]);
    expect(byKey("q_shift").options?.map((o) => o.label)).toEqual(["Day", "Night"]);
    expect(byKey("q_country")).toMatchObject({
      label: "Country",
      options: [
        { value: "Canada", label: "Canada" },
        { value: "United States of America", label: "United States of America" },
      ],
    });
  });

  it("lists the hidden file input behind its Attach button but no honeypot or unlabeled hidden input", () => {
    expect(byKey("q_resume")).toMatchObject({ label: "Resume/CV", required: true });
    const keys = fields.map((f) => f.key);
    expect(keys).not.toContain("q_beecatcher");
    expect(keys).not.toContain("q_hp2");
    expect(keys).not.toContain("q_hp3");
    expect(keys).not.toContain("q_honeypot");
    expect(keys).not.toContain("q_token");
  });

  it("gives the same keys on a second read", async () => {
    expect((await readForm(scope)).map((f) => f.key)).toEqual(fields.map((f) => f.key));
  });
});

describe("form engine: writing", () => {
  const files = async () => resume;
  const write = (key: string, answer: string) => writeAnswer(scope, byKey(key), answer, files);
  const value = (sel: string) => held.lease.page.$eval(sel, (e) => (e as HTMLInputElement).value);

  it("types text, picks dates, selects and clicks like a user", async () => {
    await write("q_first_name", "Jane");
    await write("q_start", "2026-12-01");
    await write("q_avail", "2026-12-01");
    await write("q_auth", "1");
    await write("q_langs", JSON.stringify(["en", "French"]));
    await write("q_relocate", "no");
    await write("q_offices", JSON.stringify(["ny", "Remote"]));
    await write("q_privacy", "true");
    await write("q_shift", "Night");
    await write("q_newsletter", "true");
    await write("q_over18", "true");
    expect(await value("#first_name")).toBe("Jane");
    expect(await value("#start")).toBe("2026-12-01");
    expect(await value("#avail")).toBe("12/01/2026");
    expect(await value("#auth")).toBe("1");
    expect(await held.lease.page.$eval("#langs", (s) => [...(s as HTMLSelectElement).selectedOptions].map((o) => o.value))).toEqual([
      "en",
      "fr",
    ]);
    expect(await held.lease.page.$eval("input[name=relocate]:checked", (e) => (e as HTMLInputElement).value)).toBe("no");
    expect(await held.lease.page.$$eval("input[name='offices[]']:checked", (es) => es.map((e) => (e as HTMLInputElement).value))).toEqual([
      "ny",
      "remote",
    ]);
    expect(await held.lease.page.$eval("#privacy", (e) => (e as HTMLInputElement).checked)).toBe(true);
    expect(await held.lease.page.$$eval("[role=radio]", (es) => es.map((e) => e.getAttribute("aria-checked")))).toEqual(["false", "true"]);
    expect(await held.lease.page.$eval("#newsletter", (e) => e.getAttribute("aria-checked"))).toBe("true");
    expect(await value("input[name=over18]")).toBe("true");
  });

  it("replaces existing text instead of appending", async () => {
    await write("q_first_name", "Janet");
    expect(await value("#first_name")).toBe("Janet");
  });

  it("types into a typeahead, waits for its options and picks the best match", async () => {
    await write("q_location", "San Francisco, CA");
    expect(await value("#location")).toBe("San Francisco, California");
    expect(await held.lease.page.$eval("#location", (e) => (e as HTMLElement).dataset.chosen)).toBe("1");
  });

  it("opens a button dropdown and picks the option", async () => {
    await write("q_country", "United States of America");
    expect(await value("input[name=country]")).toBe("United States of America");
  });

  it("uploads a file through a hidden input, then the re-read keeps keys stable", async () => {
    expect(await write("q_resume", "http://files.example.test/cv.pdf")).toBe(true);
    expect(await held.lease.page.evaluate(() => document.body.dataset.uploaded)).toBe("cv.pdf");
    const again = await readForm(scope);
    expect(again.find((f) => f.key === "q_about")).toMatchObject({ label: "Tell us about yourself" });
    fields = again;
    await write("q_about", "Hello");
    expect(await held.lease.page.$eval("textarea[name=about]", (e) => (e as HTMLTextAreaElement).value)).toBe("Hello");
  });

  it("never touches the honeypots", async () => {
    const honey = await held.lease.page.$$eval("input[name=beecatcher], #hp2, #hp3", (es) => es.map((e) => (e as HTMLInputElement).value));
    expect(honey).toEqual(["", "", ""]);
  });
});

describe("form engine: iframes", () => {
  it("reads and writes a form inside an iframe", async () => {
    await held.lease.page.setContent(
      `<iframe id="embed" srcdoc="<form><label for='fn'>First name</label><input id='fn' name='fn'></form>"></iframe>`,
    );
    const frameHandle = await held.lease.page.waitForSelector("#embed");
    const frame = (await frameHandle!.contentFrame())!;
    await frame.waitForSelector("#fn");
    const inner = { page: held.lease.page, frame };
    const read = await readForm(inner);
    expect(read).toMatchObject([{ key: "q_fn", label: "First name", kind: "text" }]);
    await writeAnswer(inner, read[0], "Jane", async () => resume);
    expect(await frame.$eval("#fn", (e) => (e as HTMLInputElement).value)).toBe("Jane");
  });
});

describe("form engine: dropdowns and typeaheads in a form", () => {
  // A page of its own for each: setContent on a used page keeps its window, where the fixture's
  // top-level declarations then fail.
  const freshPage = async (content: string) => {
    const page = await held.lease.context.newPage();
    await page.setContent(content);
    return page;
  };

  it("answers a button dropdown in the opening that reads its options", async () => {
    const page = await freshPage(html);
    await page.$eval("#country", (b) =>
      b.addEventListener("click", () => (document.body.dataset.opened = String(Number(document.body.dataset.opened ?? 0) + 1))),
    );
    const chosen = new Set<string>();
    const read = await readForm(
      { page, frame: page.mainFrame(), root: "#app" },
      { choose: { pick: (f) => (f.key === "q_country" ? "Canada" : null), chosen } },
    );
    expect(read.find((f) => f.key === "q_country")?.options?.map((o) => o.label)).toEqual(["Canada", "United States of America"]);
    expect([...chosen]).toEqual(["q_country"]);
    expect(await page.$eval("input[name=country]", (e) => (e as HTMLInputElement).value)).toBe("Canada");
    expect(await page.evaluate(() => document.body.dataset.opened)).toBe("1");
  });

  it("does not take a lone optional box for required because a required picker sits beside it", async () => {
    // Workday's questionnaire: pickers keep only an undisplayed input, so the box's "own block" climbed
    // over them to the whole step and found their stars.
    const picker = (id: string, q: string) => `<fieldset><legend>${q}<abbr title="required">*</abbr></legend>
      <button type="button" id="${id}" aria-haspopup="listbox" aria-label="${q} Select One required">Select One</button><input type="text" style="display:none"></fieldset>`;
    const page = await freshPage(`<form id="app">${picker("q1", "Are you at least 18 years of age?")}
      <div><input type="checkbox" id="optin" name="optin" value="true"><label for="optin">Keep me informed about future job opportunities</label></div>
      ${picker("q2", "Do you require sponsorship?")}</form>`);
    const read = await readForm({ page, frame: page.mainFrame(), root: "#app" }, { options: false });
    expect(read.find((f) => f.key === "q_optin")).toMatchObject({ kind: "checkbox", required: false });
  });

  it("reads boxes with names of their own under one block's title as one question, but not wrapped options under no title nor consents under a heading", async () => {
    // JazzHR's checkbox question (test/simulators/jazzhr/index.ts): a .form-group, a label for the
    // hidden answer, one box per option each with its own name; the page script joins them on submit.
    const page =
      await freshPage(`<form id="app"><div class="form-group"><label class="control-label" for="q7">Which tools have you used? <i class="asterisk">*</i></label>
      <input type="hidden" id="q7" name="questionnaire[7]" value="">
      <div class="checkbox"><label><input type="checkbox" id="cb-7-0" name="cb-7-0" value="Git"> Git</label></div>
      <div class="checkbox"><label><input type="checkbox" id="cb-7-1" name="cb-7-1" value="Docker"> Docker</label></div></div>
      <div class="form-group"><label><input type="checkbox" name="email_me" value="1"> E-mail me new jobs</label>
      <label><input type="checkbox" name="text_me" value="1"> Text me new jobs</label></div>
      <div class="field-wrapper"><h3>Data processing</h3>
      <div><input type="checkbox" id="consent" name="consent" value="true" aria-required="true"><label for="consent">I consent to the processing of my personal data for this application</label></div>
      <div><input type="checkbox" id="pool" name="pool" value="true"><label for="pool">Join our talent community</label></div></div></form>`);
    const form = { page, frame: page.mainFrame(), root: "#app" };
    const read = await readForm(form, { options: false });
    const tools = read.find((f) => f.label === "Which tools have you used?");
    expect(tools).toMatchObject({ kind: "multi_select", required: true });
    expect(tools!.options!.map((o) => o.label)).toEqual(["Git", "Docker"]);
    // Boxes under a heading, one of them required on its own, are each their own question.
    expect(read.filter((f) => f.kind === "checkbox").map((f) => f.label)).toEqual([
      "E-mail me new jobs",
      "Text me new jobs",
      "I consent to the processing of my personal data for this application",
      "Join our talent community",
    ]);
    await writeAnswer(form, tools!, "Docker", async () => resume);
    expect(await page.$$eval("input[type=checkbox]:checked", (els) => els.map((e) => (e as HTMLInputElement).name))).toEqual(["cb-7-1"]);
  });

  it("keys a picker named by its state (Workday's legend questions) by the question, before and after a choice", async () => {
    // docs/platforms.md "Workday": the employer's questions are buttons with an opaque id, named by an
    // aria-label that carries the shown value and "required"; the key must not change with the answer.
    const page = await freshPage(`<form id="app"><fieldset><legend>Are you at least 18 years of age?*</legend>
      <button type="button" id="primaryQuestionnaire--3f2a9c41d07b4e8a9b6c5d4e3f2a1b0c" aria-haspopup="listbox"
        aria-label="Are you at least 18 years of age? Select One required">Select One</button></fieldset></form>`);
    const form = { page, frame: page.mainFrame(), root: "#app" };
    const before = await readForm(form, { options: false });
    expect(before.map((f) => f.key)).toEqual(["q_are_you_at_least_18_years_of_age"]);
    await page.$eval("button", (b) => {
      b.textContent = "Yes";
      b.setAttribute("aria-label", "Are you at least 18 years of age? Yes required");
    });
    const after = await freshPage(await page.content());
    expect((await readForm({ page: after, frame: after.mainFrame(), root: "#app" }, { options: false })).map((f) => f.key)).toEqual(
      before.map((f) => f.key),
    );
  });

  it("reads the step again when a choice re-renders the dropdowns after it, keeping the choice", async () => {
    // Like Workday's Country: choosing it renders the address section anew, as new elements (without
    // the marks the read put on the old ones).
    const dropdown = (id: string, options: string[]) => `<div class="field"><label id="${id}-label">${id}</label>
      <button type="button" id="${id}" aria-haspopup="listbox" aria-labelledby="${id}-label">Select One</button>
      <div role="listbox" hidden>${options.map((o) => `<div role="option">${o}</div>`).join("")}</div><input type="hidden" name="${id}"></div>`;
    const page =
      await freshPage(`<form id="app">${dropdown("Country", ["Canada", "United Kingdom"])}<div id="address">${dropdown("Region", ["North", "South"])}</div></form>
    <script>
      const wire = (field) => {
        const button = field.querySelector("button"), list = field.querySelector("[role=listbox]");
        button.addEventListener("click", () => (list.hidden = !list.hidden));
        list.addEventListener("click", (e) => { const o = e.target.closest("[role=option]"); if (!o) return;
          button.textContent = o.textContent; field.querySelector("input").value = o.textContent; list.hidden = true;
          if (button.id === "Country") { const address = document.getElementById("address"); address.innerHTML = address.innerHTML.replace(/ data-ae-[a-z]+="[^"]*"/g, ""); address.querySelectorAll(".field").forEach(wire); } });
      };
      document.querySelectorAll(".field").forEach(wire);
    </script>`);
    const form = { page, frame: page.mainFrame(), root: "#app" };
    const choose = {
      pick: (f: FormField) => (f.key === "q_country" ? "United Kingdom" : f.key === "q_region" ? "South" : null),
      chosen: new Set<string>(),
      stale: false,
    };
    const first = await readForm(form, { choose });
    expect(choose).toMatchObject({ stale: true, chosen: new Set(["q_country"]) });
    choose.stale = false;
    const again = await readForm(form, { known: first.filter((f) => f.key === "q_country"), choose });
    expect(choose).toMatchObject({ stale: false, chosen: new Set(["q_country", "q_region"]) });
    expect(again.map((f) => [f.key, f.options?.map((o) => o.label)])).toEqual([
      ["q_country", ["Canada", "United Kingdom"]],
      ["q_region", ["North", "South"]],
    ]);
    expect(await page.$$eval("input[type=hidden]", (es) => es.map((e) => (e as HTMLInputElement).value))).toEqual([
      "United Kingdom",
      "South",
    ]);
  });

  it("presses Enter in a typeahead that finds nothing without submitting the form", async () => {
    // Once every required field is filled, Enter in a text input submits its form (implicit
    // submission): only the guarded final click may send an application.
    const page = await freshPage(`<form id="f" onsubmit="document.body.dataset.submitted = '1'; return false;">
      <label for="school">School</label>
      <input id="school" role="combobox" aria-autocomplete="list" autocomplete="off" onkeydown="if (event.key === 'Enter') this.dataset.enter = '1'">
      <div class="select__menu-notice--no-options" id="none" hidden>No options</div>
      <button type="submit">Submit application</button>
    </form>
    <script>document.getElementById("school").addEventListener("input", () => (document.getElementById("none").hidden = false));</script>`);
    const form = { page, frame: page.mainFrame() };
    const school = (await readForm(form)).find((f) => f.key === "q_school")!;
    expect(school).toMatchObject({ kind: "typeahead" });
    await writeAnswer(form, school, "Nowhere University", async () => resume);
    expect(await page.$eval("#school", (e) => [(e as HTMLInputElement).value, (e as HTMLElement).dataset.enter])).toEqual([
      "Nowhere University",
      "1",
    ]);
    expect(await page.evaluate(() => document.body.dataset.submitted)).toBeUndefined();
  });

  it("chooses a row of a combobox whose popup is a grid (ARIA 1.2), and not the typed text", async () => {
    const page = await freshPage(`<form><label for="country" id="l">Country</label>
      <input id="country" role="combobox" aria-autocomplete="list" aria-controls="g" aria-labelledby="l" autocomplete="off">
      <div role="grid" id="g" hidden></div><input type="hidden" id="held">
    </form>
    <script>
      const input = document.getElementById("country"), grid = document.getElementById("g"), held = document.getElementById("held");
      const rows = ["Canada", "United States", "United States Minor Outlying Islands"];
      const render = () => {
        const q = input.value.toLowerCase();
        grid.innerHTML = rows.filter((r) => r.toLowerCase().includes(q)).map((r) => '<div role="row"><span role="gridcell">' + r + "</span></div>").join("");
        grid.hidden = false;
      };
      input.addEventListener("input", () => { held.value = ""; render(); });
      grid.addEventListener("mousedown", (e) => { const row = e.target.closest("[role=row]"); if (row) { e.preventDefault(); held.value = row.textContent; input.value = row.textContent; grid.hidden = true; } });
      input.addEventListener("blur", () => setTimeout(() => { if (!held.value) input.value = ""; }, 50));
    </script>`);
    const form = { page, frame: page.mainFrame() };
    const country = (await readForm(form)).find((f) => f.key === "q_country")!;
    await writeAnswer(form, country, "United States", async () => resume);
    expect(await page.$eval("#held", (e) => (e as HTMLInputElement).value)).toBe("United States");
  });
});
