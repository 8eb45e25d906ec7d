// The final click's outcome by evidence (docs/api-rules.md, "Outcome by evidence"), in real Chromium
// against a real HTTP server: every confirmation shape a site answers with is `submitted` even when the
// platform's own detector sees nothing, and a form the site refused is never reported submitted.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeBrowser } from "../../ats-adapters";
import { acquireLease, type Lease } from "../../ats-adapters/browser-pool";
import type { Run } from "../../ats-adapters/application-run";
import { configureAts } from "../../ats-adapters/settings";
import { finalSubmit } from "../../ats-adapters/final-submit";
import { recordingGuard } from "./helpers";

const HOST = "apply.outcome.test";
let lease: Lease;
let server: import("node:http").Server;
const received: string[] = [];

/** A form that submits by fetch; `then` is the script run on the site's answer (`r` the response). */
const fetchForm = (status: number, then: string) => `<!doctype html><main>
<p>Thank you for your interest in Acme. Apply below.</p>
<form id="f"><label for="n">Name</label><input id="n" name="name" value="Ada"><span id="n-error" class="error" role="alert" hidden></span>
<button type="submit">Submit application</button></form><div id="form-error" role="alert" hidden></div></main>
<script>
document.getElementById('f').addEventListener('submit', async (e) => {
  e.preventDefault();
  fetch('/analytics/collect', { method: 'POST', body: 'x' });
  const r = await fetch('/api/apply?status=${status}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ada' }) });
  ${then}
});
</script>`;

/** The same form, hidden from the click until the site's 200 has been handled by `then`. */
const fetchFormHiddenWhileSent = (then: string) =>
  fetchForm(200, then).replace("e.preventDefault();", "e.preventDefault(); document.getElementById('f').hidden = true;");

const PAGES: Record<string, string> = {
  // A native POST answered 200 with the form drawn again, its message by field shown a moment later.
  redrawn: `<!doctype html><form method="post" action="/redraw"><input name="name" value="Ada"><button type="submit">Submit</button></form>`,
  // A native POST answered by a redirect to a thank-you page.
  redirect: `<!doctype html><form method="post" action="/native"><input name="name" value="Ada"><button type="submit">Submit</button></form>`,
  // In-page role=status text in place of the form.
  status: fetchForm(
    200,
    `document.querySelector('main').innerHTML = '<div role="status">Thank you! Your application was submitted successfully.</div>';`,
  ),
  // A toast over the page; the form stays.
  toast: fetchForm(
    200,
    `const t = document.createElement('div'); t.className = 'toast'; t.textContent = 'Application sent'; document.body.append(t);`,
  ),
  // The form removed, nothing said.
  removed: fetchForm(200, `document.getElementById('f').remove();`),
  // The form hidden, nothing said.
  hidden: fetchForm(200, `document.getElementById('f').hidden = true;`),
  // The form hidden while it is sent, and shown again a moment after the 2xx with a message by field.
  hiddenThenInvalid: fetchFormHiddenWhileSent(
    `setTimeout(() => { const m = document.getElementById('n-error'); m.textContent = 'Please enter your full name'; m.hidden = false; document.getElementById('f').hidden = false; }, 250);`,
  ),
  // A JSON 200, and the DOM replaced by something that says no thanks.
  replaced: fetchForm(200, `await r.json(); document.body.innerHTML = '<h2>What happens next</h2><p>Our team reviews every profile.</p>';`),
  // The site refuses, by field.
  invalid: fetchForm(422, `const m = document.getElementById('n-error'); m.textContent = 'Name is not valid'; m.hidden = false;`),
  // The site fails: a 500 and nothing on the page.
  broken: fetchForm(500, ``),
  // A 200 answer whose page then shows an alert below the form: not decided by the 2xx.
  formWide: fetchForm(
    200,
    `const m = document.getElementById('form-error'); m.textContent = 'We could not process your application.'; m.hidden = false;`,
  ),
  // A 200 answer whose page then shows a validation message by field: refused, not submitted.
  acceptedThenInvalid: fetchForm(
    200,
    `const m = document.getElementById('n-error'); m.textContent = 'Please enter your full name'; m.hidden = false;`,
  ),
};

beforeAll(async () => {
  const app = express();
  app.use(express.text({ type: "*/*" }));
  app.get("/form/:shape", (req, res) => void res.type("html").send(PAGES[req.params.shape]));
  app.post("/native", (_req, res) => {
    received.push("native");
    res.redirect(303, "/thanks");
  });
  app.post("/redraw", (_req, res) => {
    received.push("redraw");
    res.type("html")
      .send(`<!doctype html><form method="post" action="/redraw"><label for="n">Name</label><input id="n" name="name" value="Ada">
<span id="n-error" class="error" role="alert" hidden></span><button type="submit">Submit</button></form>
<script>setTimeout(() => { const m = document.getElementById('n-error'); m.textContent = 'Name is already registered'; m.hidden = false; }, 800);</script>`);
  });
  app.get("/thanks", (_req, res) => void res.type("html").send("<h1>We have received your application</h1>"));
  app.post("/analytics/collect", (_req, res) => void res.status(204).end());
  app.post("/api/apply", (req, res) => {
    received.push(String(req.query.status));
    res.status(Number(req.query.status)).json({ ok: req.query.status === "200" });
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  configureAts({ outcomeTimeoutMs: 6000, hostMap: `${HOST}=127.0.0.1:${(server.address() as AddressInfo).port}` });
  lease = await acquireLease();
});

afterAll(async () => {
  await lease?.release();
  await closeBrowser();
  server?.close();
});

/** A run whose platform detector never matches: only the generic evidence can decide. */
function runOn(): Run {
  const page = lease.page;
  return {
    req: { applicationId: "app_outcome_test" },
    page,
    questions: new Map(),
    accountCreated: false,
    guard: recordingGuard(),
    adapter: {
      id: "test",
      closed: {},
      success: { selectors: ["#never-shown"] },
      submitButtons: ["button[type=submit]"],
      errors: { selectors: [] },
    },
    scope: async () => ({ page, frame: page.mainFrame() }),
  } as unknown as Run;
}

async function submitShape(shape: string) {
  await lease.page.goto(`http://${HOST}/form/${shape}`, { waitUntil: "domcontentloaded" });
  return finalSubmit(runOn());
}

describe("an application the site accepted is submitted, whatever its confirmation looks like", () => {
  it("a redirect to a thank-you page", async () => {
    const outcome = await submitShape("redirect");
    expect(outcome).toMatchObject({ kind: "submitted" });
    expect((outcome as { evidence: string[] }).evidence.join(" | ")).toMatch(
      /We have received your application|POST .*\/native answered 200/,
    );
  });

  it("in-page role=status text replacing the form", async () => {
    const outcome = await submitShape("status");
    expect(outcome).toMatchObject({
      kind: "submitted",
      evidence: expect.arrayContaining(["the page says: Thank you! Your application was submitted successfully."]),
    });
  });

  it("a toast, the form left in place", async () => {
    expect(await submitShape("toast")).toMatchObject({
      kind: "submitted",
      evidence: expect.arrayContaining(["the page says: Application sent"]),
    });
  });

  it("the form removed without a word: the submit request's 2xx and the form gone decide", async () => {
    const outcome = await submitShape("removed");
    expect(outcome).toMatchObject({ kind: "submitted" });
    expect((outcome as { evidence: string[] }).evidence).toEqual([
      "the submit request was accepted and the form is gone from the page",
      `POST http://${HOST}/api/apply answered 200`,
    ]);
  });

  it("the form hidden, the 2xx standing without a word: the same", async () => {
    expect(await submitShape("hidden")).toMatchObject({
      kind: "submitted",
      evidence: ["the submit request was accepted and the form is gone from the page", `POST http://${HOST}/api/apply answered 200`],
    });
  });

  it("a JSON 200 and the page replaced by other text", async () => {
    expect(await submitShape("replaced")).toMatchObject({
      kind: "submitted",
      evidence: expect.arrayContaining([`POST http://${HOST}/api/apply answered 200`]),
    });
  });
});

describe("an application the site refused is never submitted", () => {
  it("the form's message by field", async () => {
    await expect(submitShape("invalid")).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringMatching(/Name is not valid.*answered 422/),
    });
  });

  it("a 500: the page's own 'thank you for your interest' and the same-site telemetry 2xx do not count", async () => {
    await expect(submitShape("broken")).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringContaining(`POST http://${HOST}/api/apply answered 500`),
    });
  });

  it("a 2xx answer followed by an alert below the form: site_error naming it", async () => {
    await expect(submitShape("formWide")).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringContaining("We could not process your application"),
    });
  });

  it("a form hidden while it is sent, shown again after the 2xx with a message by field", async () => {
    await expect(submitShape("hiddenThenInvalid")).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringContaining("Please enter your full name"),
    });
  });

  it("a 200 that draws the form again, its message by field a moment later: the form is not gone", async () => {
    await expect(submitShape("redrawn")).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringContaining("Name is already registered"),
    });
  });

  it("a 2xx answer followed by a validation message by field", async () => {
    await expect(submitShape("acceptedThenInvalid")).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringContaining("Please enter your full name"),
    });
  });
});
