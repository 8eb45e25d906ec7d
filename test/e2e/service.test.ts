// The user's path, end to end, with every part real but the employer: the REST gateway, PostgreSQL,
// the Temporal dev server and a worker, Chromium against the ATS simulators, the SMTP receiver for
// managed mail, and an HTTP receiver that verifies the webhooks' signatures.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { startWorker, type RunningWorker } from "../../worker";
import { db, disconnectDb } from "../../lib/db";
import { startSmtpReceiver, type SmtpReceiver } from "../../mail/smtp-receiver";
import { validProfile } from "../fixtures/profiles";
import { createAccountWithCandidate, startTestApi, type TestAccount, type TestApi } from "../api/helpers";
import { resumePdf, startSimulators, type Simulators } from "../simulators";
import { greenhouseQuestions } from "../simulators/greenhouse/questions";
import { eventually } from "../helpers";
import { useConfig } from "../../lib/config";
import { RESUME_URL } from "./harness";

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
  useConfig({ atsHostMap: sim.hostMap });
  worker = await startWorker({ taskQueue: queue, settings: { reviewTimeoutMs: 300_000, otpTimeoutMs: 120_000 } });
  receiver = createServer((req, res) => {
    let body = "";
    req
      .on("data", (chunk) => (body += chunk))
      .on("end", () => {
        const verifier = secrets.get(req.url ?? "");
        // Throws (and answers 400, so the delivery is retried) unless the signature is right.
        try {
          const event = verifier!.verify(body, req.headers as Record<string, string>) as {
            id: string;
            type: string;
            data: { application: { id: string } };
          };
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

/**
 * Extra profile data (kept verbatim by the API) answering the simulators' custom questions. Ada lives
 * in the UK; the simulated postings ask about the US, which her profile must say explicitly (a profile's
 * authorisation never stretches to another country: docs/answers.md).
 */
const extras = {
  links: { linkedin: "https://www.linkedin.com/in/ada" },
  application: { howDidYouHear: "LinkedIn" },
  workAuthorization: {
    isAuthorizedToWork: true,
    needsSponsorship: false,
    countries: [{ country: "United States", authorized: true, needsSponsorship: false }],
  },
};

/** Greenhouse also asks for the years of experience, as a required select (test/simulators/greenhouse/questions.ts). */
const forGreenhouse = { ...extras, application: { ...extras.application, yearsOfExperience: 7 } };

const submissionsOf = (jobId: string) => sim.submissions.filter((s) => s.jobId === jobId);
const eventsOf = (applicationId: string) => deliveries.filter((d) => d.applicationId === applicationId).map((d) => d.type);
const jobId = (suffix: string) => `${Date.now().toString().slice(-6)}${suffix}`;

describe("an application through the API, on real forms", { timeout: 240_000 }, () => {
  it("managed e-mail, review with the client's answer, e-mailed code: submitted with exactly the right values, charged once", async () => {
    const account = await createAccountWithCandidate(gateway.baseUrl, {
      creditUsd: 10,
      profile: validProfile(forGreenhouse),
      resumeUrl: RESUME_URL,
    });
    await subscribe(account);
    const job = jobId("4042"); // Greenhouse mails an 8-character security code
    const created = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: `http://boards.greenhouse.io/acme/jobs/${job}`,
      review_before_submit: true,
    });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ status: "queued", ats: "greenhouse", price_usd: 1.5 });

    const parked = await waitForApplication(account, created.body.id, (app) => app.status === "needs_review");
    expect(parked.status, parked.failure_message).toBe("needs_review");
    const questions: Array<{ key: string; label: string; answer: string | null; required: boolean }> = parked.review.questions;
    expect(questions.find((q) => q.label === "First Name")).toMatchObject({
      answer: "Ada",
      answer_source: "profile",
      answer_from: "personalInformation.firstName",
    });
    // Every review question says where its answer came from (null when it has none).
    for (const q of questions as Array<{ answer: string | null; answer_from?: string | null }>) {
      expect(q).toHaveProperty("answer_from");
      if (q.answer === null) expect(q.answer_from).toBeNull();
    }
    const note = questions.find((q) => /anything else/i.test(q.label))!;
    const approved = await account.api("POST", `/applications/${created.body.id}/review`, {
      action: "approve",
      answers: { [note.key]: "Reviewed and approved by the client." },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const done = await waitForApplication(account, created.body.id, (app) => ["submitted", "failed"].includes(app.status));
    expect(done, done.failure_message).toMatchObject({ status: "submitted", failure_reason: null, awaiting_otp: false, review: null });
    const [submission, ...more] = submissionsOf(job);
    expect(more).toHaveLength(0);
    expect(submission.fields).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      email: account.candidate.email,
      phone: "+14155550100",
      location: "London, England, United Kingdom", // Ada's London, not the lookup's London, Ontario
    });
    expect(account.candidate.email).toMatch(/@inbox\.localhost$/);
    expect(Object.values(submission.fields)).toContain("Reviewed and approved by the client.");
    expect(Object.values(submission.fields)).toContain("https://www.linkedin.com/in/ada");
    expect(submission.files.resume.bytes.equals(resumePdf())).toBe(true);
    // The page inspected for the review was kept open and submitted: the form was loaded once.
    expect(sim.requests.filter((r) => r.method === "GET" && r.path.split("?")[0] === `/acme/jobs/${job}`)).toHaveLength(1);

    const usage = await account.api("GET", "/usage");
    expect(usage.body).toMatchObject({ balance_usd: 8.5, held_usd: 0, spent_usd: 1.5, available_usd: 8.5 });
    await eventually(async () => eventsOf(created.body.id).length >= 5, 30_000);
    expect(eventsOf(created.body.id)).toEqual([
      "application.running",
      "application.needs_review",
      "application.running",
      "application.needs_otp",
      "application.submitted",
    ]);
  });

  it("candidate e-mail: the client supplies the code through POST /otp", async () => {
    const account = await createAccountWithCandidate(gateway.baseUrl, {
      emailMode: "candidate",
      profile: validProfile(forGreenhouse),
      resumeUrl: RESUME_URL,
    });
    const job = jobId("4042");
    const created = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: `http://boards.greenhouse.io/acme/jobs/${job}`,
    });
    expect((await account.api("POST", `/applications/${created.body.id}/otp`, { code: "ABCD1234" })).status).toBe(409);

    const waiting = await waitForApplication(account, created.body.id, (app) => app.awaiting_otp === true);
    expect(waiting.status, waiting.failure_message).toBe("running");
    // The code went to the candidate's own inbox, which the service cannot read; the client relays it.
    const mail = sim.mails.find((m) => m.to === account.candidate.email)!;
    const code = /application: ([A-Za-z0-9]{8})\b/.exec(mail.text ?? mail.html ?? "")![1];
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
    const account = await createAccountWithCandidate(gateway.baseUrl, {
      accountSystemPassword: password,
      profile: validProfile(extras),
      resumeUrl: RESUME_URL,
    });
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

  it(
    "Workday with review: the inspection creates the account, follows its e-mailed link and reviews every step's questions; the submit signs in",
    { timeout: 480_000 },
    async () => {
      const password = `Wd-${randomBytes(6).toString("hex")}-9`;
      const account = await createAccountWithCandidate(gateway.baseUrl, {
        accountSystemPassword: password,
        profile: validProfile(extras),
        resumeUrl: RESUME_URL,
      });
      const job = `R-${jobId("4012")}`;
      const created = await account.api("POST", "/applications", {
        profile_id: account.profileId,
        url: `http://globex.wd5.myworkdayjobs.com/External/job/Remote/Engineer_${job}`,
        review_before_submit: true,
      });
      expect(created.status).toBe(202);
      const parked = await waitForApplication(account, created.body.id, (app) => app.status === "needs_review");
      expect(parked.status, parked.failure_message).toBe("needs_review");
      const questions = parked.review.questions as Array<{ key: string; label: string; answer: string | null }>;
      const byLabel = (re: RegExp) => questions.find((q) => re.test(q.label));
      expect(byLabel(/^First Name$/)?.answer, JSON.stringify(questions.map((q) => q.label))).toBe("Ada");
      // Dropdowns named without their state words ("Country United Kingdom Required" is "Country"); the
      // State field went away with the United Kingdom chosen.
      expect(byLabel(/^Country$/)?.answer).toBe("United Kingdom");
      expect(byLabel(/^State$/)).toBeUndefined();
      expect(byLabel(/How Did You Hear About Us/)?.answer).toBe("LinkedIn");
      expect(submissionsOf(job)).toHaveLength(0);
      const atsAccount = await db().atsAccount.findFirstOrThrow({ where: { candidateId: account.candidateId, ats: "workday" } });
      expect(atsAccount.verifiedAt).not.toBeNull();
      const verifications = sim.mails.filter((m) => m.to === account.candidate.email).length;

      const linkedin = byLabel(/^LinkedIn$/)!;
      const approved = await account.api("POST", `/applications/${created.body.id}/review`, {
        action: "approve",
        answers: { [linkedin.key]: "https://www.linkedin.com/in/ada-reviewed" },
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const done = await waitForApplication(account, created.body.id, (app) => ["submitted", "failed"].includes(app.status));
      expect(done, done.failure_message).toMatchObject({ status: "submitted", failure_reason: null });
      const [submission, ...more] = submissionsOf(job);
      expect(more).toHaveLength(0);
      expect(submission.fields).toMatchObject({
        linkedinQuestion: "https://www.linkedin.com/in/ada-reviewed",
        "source--source": "LinkedIn",
        "name--legalName--lastName": "Lovelace",
      });
      expect(submission.bot).toBeFalsy();
      // The submit signed in: no second account, no second verification mail.
      expect(sim.mails.filter((m) => m.to === account.candidate.email)).toHaveLength(verifications);
      expect(await db().atsAccount.count({ where: { candidateId: account.candidateId, ats: "workday" } })).toBe(1);
    },
  );

  it(
    "Greenhouse: a required 'How did you hear' the profile cannot answer takes the account's default, shown in review as source default",
    { timeout: 480_000 },
    async () => {
      const profile = validProfile({ ...extras, application: { yearsOfExperience: 7 } });
      Object.assign(profile.personalInformation, { city: "San Francisco", state: "California", country: "United States" });
      const account = await createAccountWithCandidate(gateway.baseUrl, { profile, resumeUrl: RESUME_URL });
      const patched = await account.api("PATCH", "/account", { answer_defaults: { how_did_you_hear: "Referral" } });
      expect(patched.body.answer_defaults).toEqual({ how_did_you_hear: "Referral" });
      const apply = async (review: boolean) => {
        const job = jobId(review ? "4012" : "4013");
        const created = await account.api("POST", "/applications", {
          profile_id: account.profileId,
          url: `http://boards.greenhouse.io/acme/jobs/${job}`,
          review_before_submit: review,
        });
        expect(created.body).toMatchObject({ status: "queued", ats: "greenhouse" });
        return { id: created.body.id as string, job };
      };
      // "How did you hear about us?" is a required select on this board: the form sends the chosen option's id.
      const sources = greenhouseQuestions({})
        .flatMap((q) => q.fields)
        .find((f) => f.name === "question_1005")!.values;
      const heardOf = (job: string) => sources.find((v) => String(v.value) === submissionsOf(job)[0].fields.question_1005)?.label;

      const first = await apply(true);
      const parked = await waitForApplication(account, first.id, (app) => app.status === "needs_review");
      expect(parked.status, parked.failure_message).toBe("needs_review");
      const heard = parked.review.questions.find((q: { label: string }) => /how did you hear/i.test(q.label));
      expect(heard).toMatchObject({ required: true, answer_source: "default", answer_from: "default:how_did_you_hear" });
      const approved = await account.api("POST", `/applications/${first.id}/review`, { action: "approve" });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const done = await waitForApplication(account, first.id, (app) => ["submitted", "failed"].includes(app.status));
      expect(done, done.failure_message).toMatchObject({ status: "submitted", failure_reason: null });
      expect(heardOf(first.job)).toBe("Referral");

      // With the default removed, the built-in fallback answers a select that offers no job board with "Other".
      await account.api("PATCH", "/account", { answer_defaults: { how_did_you_hear: null } });
      const second = await apply(false);
      const fallback = await waitForApplication(account, second.id, (app) => ["submitted", "failed"].includes(app.status));
      expect(fallback, fallback.failure_message).toMatchObject({ status: "submitted" });
      expect(heardOf(second.job)).toBe("Other");
    },
  );

  it("a posting outside the catalog is accepted with ats null, fails unsupported_site, and its credit is released", async () => {
    const account = await createAccountWithCandidate(gateway.baseUrl, { creditUsd: 5, resumeUrl: RESUME_URL });
    const created = await account.api("POST", "/applications", {
      profile_id: account.profileId,
      url: "https://careers.example.org/jobs/42",
    });
    expect(created.status).toBe(202);
    expect(created.body.ats).toBeNull();
    const done = await waitForApplication(account, created.body.id, (app) => app.status === "failed");
    expect(done.failure_reason).toBe("unsupported_site");
    expect((await account.api("GET", "/usage")).body).toMatchObject({ balance_usd: 5, held_usd: 0, spent_usd: 0 });
  });
});
