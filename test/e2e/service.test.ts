// The user's path, end to end, with every part real but the employer: the REST gateway, PostgreSQL,
// the Temporal dev server and a worker, Chromium against the ATS simulators, the SMTP receiver for
// managed mail, and an HTTP receiver that verifies the webhooks' signatures.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { startWorker, type RunningWorker } from "../../activities/worker";
import { db, disconnectDb } from "../../lib/db";
import { startSmtpReceiver, type SmtpReceiver } from "../../mail/smtp-receiver";
import { createAccountWithCandidate, startTestApi, validProfile, type TestAccount, type TestApi } from "../api/helpers";
import { resumePdf, startSimulators, type Simulators } from "../simulators";
import { eventually } from "../workflows/fixtures";

const RESUME_URL = "http://files.example.test/resume.pdf";
let sim: Simulators;
let inbox: SmtpReceiver;
let worker: RunningWorker;
let gateway: TestApi;
let receiver: Server;
const deliveries: Array<{ id: string; type: string; applicationId: string }> = [];
const secrets = new Map<string, Webhook>(); // webhook path -> verifier

beforeAll(async () => {
  const queue = `e2e-${randomBytes(4).toString("hex")}`;
  gateway = await startTestApi({ taskQueue: queue });
  inbox = await startSmtpReceiver({ host: "127.0.0.1", port: 0, domain: "inbox.localhost", client: gateway.temporal });
  sim = await startSimulators({ smtp: { host: "127.0.0.1", port: inbox.port } });
  process.env.ATS_HOST_MAP = sim.hostMap;
  worker = await startWorker({ taskQueue: queue, settings: { reviewTimeoutMs: 300_000, otpTimeoutMs: 120_000 } });
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk)).on("end", () => {
      const verifier = secrets.get(req.url ?? "");
      // Throws (and answers 400, so the delivery is retried) unless the signature is right.
      try {
        const event = verifier!.verify(body, req.headers as Record<string, string>) as { id: string; type: string; data: { application: { id: string } } };
        expect(req.headers["webhook-id"]).toBe(event.id);
        deliveries.push({ id: event.id, type: event.type, applicationId: event.data.application.id });
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await worker?.shutdown();
  await gateway?.close();
  await inbox?.close();
  await sim?.close();
  receiver?.close();
  await disconnectDb();
});

async function subscribe(account: TestAccount): Promise<void> {
  const path = `/hooks/${account.accountId}`;
  const port = (receiver.address() as AddressInfo).port;
  const created = await account.api("POST", "/webhook_endpoints", { url: `http://127.0.0.1:${port}${path}` });
  expect(created.status).toBe(201);
  secrets.set(path, new Webhook(created.body.secret));
}

/** Polls until `until` holds, or the application has failed (so a wrong turn fails fast, with its reason). */
async function waitForApplication(account: TestAccount, id: string, until: (app: any) => boolean) {
  return eventually(async () => {
    const { body } = await account.api("GET", `/applications/${id}`);
    return (until(body) || body.status === "failed") && body;
  }, 180_000);
}

/** Extra profile data (kept verbatim by the API) answering the simulators' custom questions. */
const extras = { links: { linkedin: "https://www.linkedin.com/in/ada" }, application: { howDidYouHear: "LinkedIn" } };

const submissionsOf = (jobId: string) => sim.submissions.filter((s) => s.jobId === jobId);
const eventsOf = (applicationId: string) => deliveries.filter((d) => d.applicationId === applicationId).map((d) => d.type);
const jobId = (suffix: string) => `${Date.now().toString().slice(-6)}${suffix}`;

describe("an application through the API, on real forms", { timeout: 240_000 }, () => {
  it("managed e-mail, review with the client's answer, e-mailed code: submitted with exactly the right values, charged once", async () => {
    const account = await createAccountWithCandidate(gateway.baseUrl, { creditUsd: 10, profile: validProfile(extras), resumeUrl: RESUME_URL });
    await subscribe(account);
    const job = jobId("4042"); // Greenhouse mails an 8-character security code
    const created = await account.api("POST", "/applications", {
      profile_id: account.profileId, url: `http://boards.greenhouse.io/acme/jobs/${job}`, review_before_submit: true,
    });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ status: "queued", ats: "greenhouse", price_usd: 1.5 });

    const parked = await waitForApplication(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ key: string; label: string; answer: string | null; required: boolean }> = parked.review.questions;
    expect(questions.find((q) => q.label === "First Name")?.answer).toBe("Ada");
    const note = questions.find((q) => /anything else/i.test(q.label))!;
    const approved = await account.api("POST", `/applications/${created.body.id}/review`, {
      action: "approve", answers: { [note.key]: "Reviewed and approved by the client." },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const done = await waitForApplication(account, created.body.id, (app) => ["submitted", "failed"].includes(app.status));
    expect(done, done.failure_message).toMatchObject({ status: "submitted", failure_reason: null, awaiting_otp: false, review: null });
    const [submission, ...more] = submissionsOf(job);
    expect(more).toHaveLength(0);
    expect(submission.fields).toMatchObject({
      first_name: "Ada", last_name: "Lovelace", email: account.candidate.email, phone: "+14155550100",
    });
    expect(account.candidate.email).toMatch(/@inbox\.localhost$/);
    expect(Object.values(submission.fields)).toContain("Reviewed and approved by the client.");
    expect(Object.values(submission.fields)).toContain("https://www.linkedin.com/in/ada");
    expect(submission.files.resume.bytes.equals(resumePdf())).toBe(true);

    const usage = await account.api("GET", "/usage");
    expect(usage.body).toMatchObject({ balance_usd: 8.5, held_usd: 0, spent_usd: 1.5, available_usd: 8.5 });
    await eventually(async () => eventsOf(created.body.id).length >= 5, 30_000);
    expect(eventsOf(created.body.id)).toEqual([
      "application.running", "application.needs_review", "application.running", "application.needs_otp", "application.submitted",
    ]);
  });

  it("candidate e-mail: the client supplies the code through POST /otp", async () => {
    const account = await createAccountWithCandidate(gateway.baseUrl, { emailMode: "candidate", profile: validProfile(extras), resumeUrl: RESUME_URL });
    const job = jobId("4042");
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url: `http://boards.greenhouse.io/acme/jobs/${job}` });
    expect((await account.api("POST", `/applications/${created.body.id}/otp`, { code: "ABCD1234" })).status).toBe(409);

    const waiting = await waitForApplication(account, created.body.id, (app) => app.awaiting_otp === true);
    expect(waiting.status, waiting.failure_message).toBe("running");
    // The code went to the candidate's own inbox, which the service cannot read; the client relays it.
    const mail = sim.mails.find((m) => m.to === account.candidate.email)!;
    const code = /\b([A-Z0-9]{8})\b/.exec(mail.text ?? mail.html ?? "")![1];
    const supplied = await account.api("POST", `/applications/${created.body.id}/otp`, { code });
    expect(supplied.status).toBe(200);

    const done = await waitForApplication(account, created.body.id, (app) => ["submitted", "failed"].includes(app.status));
    expect(done.status, done.failure_message).toBe("submitted");
    expect(submissionsOf(job)).toHaveLength(1);
    expect(submissionsOf(job)[0].fields.email).toBe(account.candidate.email);
    expect((await account.api("POST", `/applications/${created.body.id}/otp`, { code })).status).toBe(409);
  });

  it("Workday: creates the candidate's account on the tenant with their password, verifies it, submits", async () => {
    const password = `Wd-${randomBytes(6).toString("hex")}-9`;
    const account = await createAccountWithCandidate(gateway.baseUrl, { accountSystemPassword: password, profile: validProfile(extras), resumeUrl: RESUME_URL });
    const job = `R-${jobId("4012")}`;
    const url = `http://acme.wd5.myworkdayjobs.com/External/job/Remote/Engineer_${job}`;
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url });
    expect(created.body).toMatchObject({ ats: "workday", price_usd: 4 });

    const done = await waitForApplication(account, created.body.id, (app) => ["submitted", "failed"].includes(app.status));
    expect(done, done.failure_message).toMatchObject({ status: "submitted", failure_reason: null });
    const [submission] = submissionsOf(job);
    expect(submission.bot).toBeFalsy();
    expect(JSON.stringify(submission.fields)).toContain("Lovelace");
    const atsAccount = await db().atsAccount.findFirstOrThrow({ where: { candidateId: account.candidateId, ats: "workday" } });
    expect(atsAccount).toMatchObject({ tenant: "acme.wd5.myworkdayjobs.com", login: account.candidate.email });
    expect(atsAccount.verifiedAt).not.toBeNull();
    const stored = await db().candidate.findUniqueOrThrow({ where: { id: account.candidateId } });
    expect(stored.accountPasswordEnc).toBeTruthy();
    expect(stored.accountPasswordEnc).not.toContain(password);
  });

  it("a posting outside the catalog is accepted with ats null, fails unsupported_site, and its credit is released", async () => {
    const account = await createAccountWithCandidate(gateway.baseUrl, { creditUsd: 5, resumeUrl: RESUME_URL });
    const created = await account.api("POST", "/applications", { profile_id: account.profileId, url: "https://careers.example.org/jobs/42" });
    expect(created.status).toBe(202);
    expect(created.body.ats).toBeNull();
    const done = await waitForApplication(account, created.body.id, (app) => app.status === "failed");
    expect(done.failure_reason).toBe("unsupported_site");
    expect((await account.api("GET", "/usage")).body).toMatchObject({ balance_usd: 5, held_usd: 0, spent_usd: 0 });
  });
});
