// A dropdown's options are its own: another widget's list left open beside it (a phone field's country
// picker, as on Greenhouse's new board) is never read as this question's options, in real Chromium.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { closeBrowser } from "../../ats-adapters";
import { acquireLease, type Lease } from "../../ats-adapters/browser-pool";
import { readForm } from "../../ats-adapters/engine/read";
import { writeAnswer } from "../../ats-adapters/engine/write";
import type { FormScope } from "../../ats-adapters/engine/types";

const COUNTRIES = ["Afghanistan +93", "Albania +355", "United Kingdom +44", "United States +1"];

/** A phone field whose country list is open (it opened on focus and was never closed), and a 0–5 rating. */
const PAGE = `<main id="app"><form>
<label for="phone">Phone</label>
<div class="phone"><button type="button" id="cc" aria-haspopup="listbox" aria-expanded="true">+1</button>
  <ul role="listbox" id="cc-list" style="position:absolute;top:40px;left:0;background:#fff;border:1px solid #999;list-style:none;margin:0;padding:0">
    ${COUNTRIES.map((c) => `<li role="option">${c}</li>`).join("")}
  </ul>
  <input id="phone" type="tel" style="margin-left:60px"></div>
<div style="margin-top:140px"><span id="rating-label">How would you rate your Kubernetes experience (0-5)?</span>
  <button type="button" id="rating" aria-haspopup="listbox" aria-labelledby="rating-label">Select...</button>
  <ul role="listbox" id="rating-list" hidden style="list-style:none">${[0, 1, 2, 3, 4, 5].map((n) => `<li role="option">${n}</li>`).join("")}</ul></div>
</form></main>
<script>
const rating = document.getElementById('rating'), list = document.getElementById('rating-list');
rating.addEventListener('click', () => { list.hidden = !list.hidden; });
list.addEventListener('click', (e) => { if (e.target.getAttribute('role') === 'option') { rating.textContent = e.target.textContent; list.hidden = true; } });
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') { list.hidden = true; } });
</script>`;

let lease: Lease;
let scope: FormScope;
// A fresh page for each test: nothing of the one before (pointer position, listeners) carries over.
beforeEach(async () => {
  await lease?.release();
  lease = await acquireLease();
  scope = { page: lease.page, frame: lease.page.mainFrame(), root: "#app" };
});
afterAll(async () => {
  await lease?.release();
  await closeBrowser();
});

describe("a dropdown beside another widget's open list", () => {
  it("reads only its own options", async () => {
    await lease.page.setContent(PAGE);
    const fields = await readForm(scope);
    const rating = fields.find((f) => /kubernetes/i.test(f.label));
    expect(rating?.options?.map((o) => o.label)).toEqual(["0", "1", "2", "3", "4", "5"]);
  });

  it("chooses among its own options", async () => {
    await lease.page.setContent(PAGE);
    const rating = (await readForm(scope)).find((f) => /kubernetes/i.test(f.label))!;
    await writeAnswer(scope, rating, "4", async () => "");
    expect(await lease.page.$eval("#rating", (e) => e.textContent)).toBe("4");
  });
});
