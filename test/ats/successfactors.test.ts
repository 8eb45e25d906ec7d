// SAP SuccessFactors adapter end to end, in real Chromium against the simulator: the application URL's
// Sign In page, a new candidate's Create an Account (the data privacy dialog accepted), the
// one-page application; a returning candidate signs in with the stored password, and inspection lists
// every section's questions and sends nothing; a recorded click is checked on the site, never repeated;
// an account made elsewhere and a wrong stored password are left to a person (tried once); a company
// that mails a one-time passcode at account creation gets it typed.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { continueWithVerification, inspectApplication, submitApplication } from "../../ats-adapters";
import type { Applicant, ApplyRequest, AtsCredentials, SubmitOutcome } from "../../ats-adapters/types";
import { resumePdf, type Submission } from "../simulators";
import { todayUs } from "../helpers";
import { recordingGuard, request } from "./helpers";
import { startAtsEnv, type AtsEnv } from "./env";
import { standardCases } from "./platform-cases";

// Sign-in plus a long page: the standard cases' 90 s are too short on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

let env: AtsEnv;
const url = (job: string, company = "AcmeStd") =>
  `http://career4.successfactors.com/career?company=${company}&career_job_req_id=${job}&career_ns=job_listing`;
const PASSWORD = "Gen3rated-Secret-aZ7!";
const creds = (login: string, existing: boolean, password = PASSWORD): AtsCredentials => ({ login, password, existing });
const posts = (company: string, ns: string) =>
  env.sim.requests.filter((r) => r.method === "POST" && r.path.includes(`company=${company}&`) && r.path.includes(`login_ns=${ns}`)).length;

/** A candidate whose account with AcmeStd exists: made once by the first application, before the rest. */
let returning: Applicant;
let made: { outcome: SubmitOutcome; clicks: number; sub: Submission; email: string };
beforeAll(async () => {
  env = await startAtsEnv();
  const first = request(url("7012"));
  const guard = recordingGuard();
  const outcome = await submitApplication({ ...first, credentials: creds(first.applicant.email, false) }, guard);
  returning = first.applicant;
  made = { outcome, clicks: guard.clicks, sub: env.sim.submissions.at(-1)!, email: first.applicant.email };
}, 240_000);
afterAll(async () => {
  await env?.close();
});

const signedIn = (req: ApplyRequest): ApplyRequest => ({ ...req, applicant: returning, credentials: creds(returning.email, true) });
/** The CAPTCHA guards account creation only (test/simulators/successfactors/index.ts): its case is a new candidate's. */
const prepare = (req: ApplyRequest): ApplyRequest =>
  req.url.includes("=4041&") ? { ...req, credentials: creds(req.applicant.email, false) } : signedIn(req);

function expectProfile(sub: Submission, email: string) {
  expect(sub).toMatchObject({ ats: "successfactors" });
  expect(sub.fields).toMatchObject({
    email,
    tor__ffirstName: "Jane",
    tor__flastName: "Doe",
    tor__fcellPhone: "+14155550100",
    tor__faddress: "1 Market St",
    tor__fcity: "San Francisco",
    tor__fstate: "California",
    tor__fzip: "94105",
    tor__fcountry: "United States",
    // Can start at once: today, as the page's mm/dd/yyyy.
    tor__favailableDate: todayUs(),
    fbjq_question_1: "0",
    fbjq_question_2: "1",
    fbjq_question_3: "0", // Yes, No, Yes
    tor__fgender: "I do not wish to self-identify",
    tor__fethnicity: "I do not wish to self-identify",
    tor__fveteranStatus: "I do not wish to self-identify",
    tor__fdisabilityStatus: "I do not wish to self-identify",
  });
}

describe("successfactors adapter", () => {
  standardCases(
    {
      ats: "successfactors",
      url,
      resumeField: "resume",
      prepare,
      expectFields(sub, req) {
        expect(sub).toMatchObject({ tenant: "acmestd" });
        expectProfile(sub, req.applicant.email);
      },
    },
    () => env,
  );

  it("a new candidate creates the account and submits once", () => {
    expect(made.outcome).toMatchObject({ kind: "submitted", accountCreated: true });
    expect(made.clicks).toBe(1);
    expect(made.sub).toMatchObject({ tenant: "acmestd", jobId: "7012" });
    expectProfile(made.sub, made.email);
    expect(made.sub.files.resume.bytes.equals(resumePdf())).toBe(true);
  });

  it("a returning candidate signs in; inspection lists every section's questions and sends nothing", async () => {
    const registrations = posts("AcmeStd", "register");
    const before = env.sim.submissions.length;
    const result = await inspectApplication(signedIn(request(url("7013"))));
    const labels = result.questions.map((q) => q.label);
    for (const label of [
      /^Resume/,
      /^Cell Phone/,
      /^City/,
      /^Available Start Date/,
      /legally authorized/,
      /sponsorship/,
      /18 years/,
      /^Gender/,
      /^Disability Status/,
    ]) {
      expect(
        labels.some((l) => label.test(l)),
        `${label} in ${JSON.stringify(labels)}`,
      ).toBe(true);
    }
    expect(result.questions.find((q) => /legally authorized/.test(q.label))?.answer).toBeTruthy();
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions.length).toBe(before);
    expect(
      env.sim.requests.some(
        (r) => r.method === "POST" && r.path.includes("career_job_req_id=7013&career_ns=job_application") && !r.path.includes("login_ns"),
      ),
    ).toBe(false);
    expect(posts("AcmeStd", "register")).toBe(registrations);
  });

  it("inspecting before an account exists creates it and lists the questions behind the wall; the submit signs in", async () => {
    const req = request(url("7017", "InspectCo"));
    const fresh = { ...req, credentials: creds(req.applicant.email, false) };
    const before = env.sim.submissions.length;
    const result = await inspectApplication(fresh);
    expect(result.accountCreated).toBe(true);
    expect(result.questions.some((q) => /legally authorized/.test(q.label))).toBe(true);
    expect(result.unanswered).toEqual([]);
    expect(env.sim.submissions.length).toBe(before);
    const registrations = posts("InspectCo", "register");
    expect((await submitApplication({ ...req, credentials: creds(req.applicant.email, true) }, recordingGuard())).kind).toBe("submitted");
    expect(posts("InspectCo", "register")).toBe(registrations);
    expect(env.sim.submissions.length).toBe(before + 1);
  });

  it("after a click recorded without its answer, looks on the site: finds an application, never resubmits", async () => {
    const recorded = await submitApplication(
      { ...signedIn(request(url("7012"))), applicationId: `app_recorded${Date.now()}` },
      recordingGuard(true),
    );
    expect(recorded.kind).toBe("submitted");
    const before = env.sim.submissions.length;
    await expect(submitApplication(signedIn(request(url("7015"))), recordingGuard(true))).rejects.toMatchObject({
      reason: "site_error",
      message: expect.stringMatching(/not resubmitted/),
    });
    expect(env.sim.submissions.length).toBe(before);
  });

  it("an account the service does not know of with the company: manual_completion_required, nothing submitted", async () => {
    const before = env.sim.submissions.length;
    const again = { ...request(url("7016")), applicant: returning, credentials: creds(returning.email, false) };
    await expect(submitApplication(again, recordingGuard())).rejects.toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/already exists/),
    });
    expect(env.sim.submissions.length).toBe(before);
  });

  it("a wrong stored password is tried once, then manual_completion_required saying so", async () => {
    const signIns = posts("AcmeStd", "login");
    const guard = recordingGuard();
    const wrong = { ...request(url("7014")), applicant: returning, credentials: creds(returning.email, true, "Not-The-Passw0rd") };
    const failure = await submitApplication(wrong, guard).then(
      () => null,
      (e: Error) => e,
    );
    expect(failure).toMatchObject({
      reason: "manual_completion_required",
      message: expect.stringMatching(/refused the stored sign-in.*tried once/),
    });
    expect(failure!.message).not.toContain("Not-The-Passw0rd");
    expect(posts("AcmeStd", "login")).toBe(signIns + 1);
    expect(guard.clicks).toBe(0);
  });

  it("a company that mails a one-time passcode at account creation: the page waits for it, a wrong one is asked again, the right one submits once", async () => {
    const req = request(url("4042", "CodeCo")); // a fresh e-mail address per request
    const guard = recordingGuard();
    const parked = await submitApplication({ ...req, credentials: creds(req.applicant.email, false) }, guard);
    expect(parked).toMatchObject({ kind: "needs_verification", expects: "code", accountCreated: true });
    expect(guard.clicks).toBe(0);
    const mail = await env.smtp.waitFor(req.applicant.email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? String(mail.html))![1];
    const sessionId = (parked as { sessionId: string }).sessionId;
    const again = await continueWithVerification(sessionId, { code: code === "000000" ? "111111" : "000000" }, guard);
    expect(again).toMatchObject({ kind: "needs_verification", expects: "code" });
    const done = await continueWithVerification((again as { sessionId: string }).sessionId, { code }, guard);
    expect(done.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
    expect(env.sim.submissions.filter((x) => x.tenant === "codeco" && x.jobId === "4042")).toHaveLength(1);
  });
});
