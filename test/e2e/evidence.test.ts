// Evidence through the whole service (docs/api-rules.md#evidence): the REST gateway, PostgreSQL, the
// Temporal dev server and a worker, Chromium against the Greenhouse simulator, the managed inbox for its
// e-mailed security code. An application with review keeps a screenshot of the filled form at review
// and one of the confirmation page, with its text and the signals that decided the outcome; both are
// listed and served as PNG, named by the application.submitted event, hidden from other accounts, and
// deleted after the retention. (That secrets are masked in the images is checked by pixels in
// test/ats/evidence-capture.test.ts, on the same capture code.)
import { describe, expect, it } from "vitest";
import { db } from "../../lib/db";
import { applicationWorkflowId } from "../../lib/workflow-contract";
import { config } from "../../lib/config";
import { EncryptionCodec } from "../../lib/payload-codec";
import { postgresEvidenceStore } from "../../lib/evidence";
import { deleteExpiredEvidence } from "../../api/services/evidence";
import { validProfile } from "../fixtures/profiles";
import { apiClient, createAccountWithCandidate, type TestAccount } from "../api/helpers";
import { decodePng } from "../support/png";
import { RESUME_URL, stamp, useService, waitFor } from "./harness";

const service = useService("evidence");

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What Greenhouse's simulated posting asks beyond the basics (as test/e2e/service.test.ts answers it). */
const forGreenhouse = {
  links: { linkedin: "https://www.linkedin.com/in/ada" },
  application: { howDidYouHear: "LinkedIn", yearsOfExperience: 7 },
  workAuthorization: {
    isAuthorizedToWork: true,
    needsSponsorship: false,
    countries: [{ country: "United States", authorized: true, needsSponsorship: false }],
  },
};

/** An image as served: checked to be a whole PNG of the listed size, and decoded. */
async function image(account: TestAccount, path: string, listed: { bytes: number; width: number; height: number }) {
  const res = await fetch(`${service.gateway.baseUrl}${path}`, { headers: { authorization: `Bearer ${account.apiKey}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.length).toBe(listed.bytes);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const png = decodePng(bytes);
  expect([png.width, png.height]).toEqual([listed.width, listed.height]);
  // A page's width (800 px viewport, unscaled) and a form's height.
  expect(png.width).toBeGreaterThanOrEqual(400);
  expect(png.width).toBeLessThanOrEqual(4000);
  expect(png.height).toBeGreaterThanOrEqual(300);
  // Not a blank image: a screenshot of a page has many colours.
  const colours = new Set<number>();
  for (let p = 0; p < png.rgba.length; p += 4 * 97) colours.add(png.rgba.readUInt32BE(p));
  expect(colours.size).toBeGreaterThan(5);
  return bytes;
}

describe("evidence of an application", { timeout: 420_000 }, () => {
  it("keeps the filled form at review and the confirmation page with its text and signals, served as PNG to the account only", async () => {
    const account = await createAccountWithCandidate(service.gateway.baseUrl, {
      profile: validProfile(forGreenhouse),
      resumeUrl: RESUME_URL,
    });
    const job = `${stamp()}4042`; // Greenhouse mails an 8-character security code after the final click
    const created = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: `http://boards.greenhouse.io/acme/jobs/${job}`,
      review_before_submit: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    const id: string = created.body.id;

    const parked = await waitFor(account, id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const atReview = await account.api("GET", `/applications/${id}/evidence`);
    expect(atReview.status).toBe(200);
    expect(atReview.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(atReview.body.data).toHaveLength(1);
    const form = atReview.body.data[0];
    expect(form).toMatchObject({
      kind: "review_form",
      content_type: "image/png",
      fitted: null,
      text: null,
      signals: null,
      url: `/v1/applications/${id}/evidence/${form.id}`,
      page_url: `http://boards.greenhouse.io/acme/jobs/${job}`,
    });
    expect(form.id).toMatch(/^evd_/);
    await image(account, form.url, form);

    const approved = await account.api("POST", `/applications/${id}/review`, { action: "approve" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const done = await waitFor(account, id, (app) => ["submitted", "failed"].includes(app.status));
    expect(done.status, done.failure_message).toBe("submitted");

    const listed = await account.api("GET", `/applications/${id}/evidence`);
    expect(listed.body.data.map((e: { kind: string }) => e.kind)).toEqual(["review_form", "confirmation"]);
    expect(listed.body.data[0]).toEqual(form);
    const confirmation = listed.body.data[1];
    expect(confirmation).toMatchObject({ content_type: "image/png", url: `/v1/applications/${id}/evidence/${confirmation.id}` });
    expect(confirmation.text).toMatch(/thank you|application (was |has been )?(submitted|received)/i);
    expect(confirmation.signals.length).toBeGreaterThan(0);
    expect(confirmation.signals.join("\n")).toMatch(
      /the platform's confirmation is shown|the page says|submit request was accepted|answered 2\d\d/,
    );
    // The e-mailed code was typed into the page; it is in neither the text nor the signals.
    const mail = service.sim.mails.find((m) => m.to === account.candidate.email)!;
    const code = /application: ([A-Za-z0-9]{8})\b/.exec(mail.text ?? mail.html ?? "")![1]!;
    expect(JSON.stringify(confirmation)).not.toContain(code);
    const shot = await image(account, confirmation.url, confirmation);
    expect(shot.equals(await image(account, form.url, form))).toBe(false);

    // The images never went through Temporal: the activities' results name them by id, and hold no image.
    const history = await service.gateway.temporal.workflow.getHandle(applicationWorkflowId(id)).fetchHistory();
    const results = await new EncryptionCodec(config.encryptionKey).decode(
      (history.events ?? []).flatMap((e) => e.activityTaskCompletedEventAttributes?.result?.payloads ?? []),
    );
    const decoded = results.map((p) => Buffer.from(p.data ?? []).toString("utf8"));
    expect(decoded.filter((r) => r.includes(`"evidenceId":"${form.id}"`))).toHaveLength(1);
    expect(decoded.filter((r) => r.includes(`"evidenceId":"${confirmation.id}"`))).toHaveLength(1);
    for (const r of decoded) expect(r).not.toMatch(/"capture"|"png"|\[137,80,78,71,13,10,26,10|iVBORw0KGgo/);

    // The application.submitted event names both.
    const events = await account.api("GET", `/events?type=application.submitted&application_id=${id}`);
    expect(events.body.data).toHaveLength(1);
    expect(events.body.data[0].data.evidence).toEqual([
      { id: form.id, kind: "review_form" },
      { id: confirmation.id, kind: "confirmation" },
    ]);

    // Another account sees none of it; without a key, nothing at all.
    const other = await createAccountWithCandidate(service.gateway.baseUrl);
    for (const path of [`/applications/${id}/evidence`, `/applications/${id}/evidence/${form.id}`]) {
      const res = await other.api("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe("not_found");
      expect((await apiClient(service.gateway.baseUrl)("GET", path)).status).toBe(401);
    }
    // An evidence id of another application, or no evidence id at all, is 404 too.
    const otherApp = await other.api("POST", "/applications", {
      profile_id: other.profileId,
      url: `http://boards.greenhouse.io/acme/jobs/${stamp()}4040`,
    });
    expect((await other.api("GET", `/applications/${otherApp.body.id}/evidence/${form.id}`)).status).toBe(404);
    expect((await account.api("GET", `/applications/${id}/evidence/not-an-id`)).status).toBe(404);

    // After the retention (EVIDENCE_RETENTION_DAYS, 90 by default) the gateway's housekeeping deletes it.
    const store = postgresEvidenceStore({ maxBytes: 5 * 1024 * 1024 });
    await db().evidence.updateMany({ where: { applicationId: id }, data: { createdAt: new Date(Date.now() - 89 * 24 * 3600_000) } });
    expect(await deleteExpiredEvidence(store)).toBe(0);
    expect((await account.api("GET", `/applications/${id}/evidence`)).body.data).toHaveLength(2);
    await db().evidence.updateMany({ where: { applicationId: id }, data: { createdAt: new Date(Date.now() - 91 * 24 * 3600_000) } });
    expect(await deleteExpiredEvidence(store)).toBeGreaterThanOrEqual(2);
    expect((await account.api("GET", `/applications/${id}/evidence`)).body.data).toEqual([]);
    expect((await account.api("GET", `/applications/${id}/evidence/${form.id}`)).status).toBe(404);
    // The application itself stays.
    expect((await account.api("GET", `/applications/${id}`)).body.status).toBe("submitted");
  });
});
