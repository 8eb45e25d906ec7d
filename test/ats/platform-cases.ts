// The four cases every dedicated adapter passes against its simulator (each platform's own file
// calls them): submit exactly once (after retries past HTTP 503), a closed posting, a CAPTCHA wall
// without a click, and a question nothing answers. The platform's file adds what is peculiar to it.
import { expect, it } from "vitest";
import { resumePdf, type Submission } from "../simulators";
import { inspectApplication, submitApplication } from "../../ats-adapters";
import type { ApplyRequest, InspectResult } from "../../ats-adapters/types";
import { recordingGuard, request as newRequest, withRetries } from "./helpers";
import type { AtsEnv } from "./env";

export interface PlatformCase {
  ats: string;
  url(job: string): string;
  /** A required free-text question the client may answer, to show overriding answers arrive. */
  override?: [key: string, value: string];
  expectFields(sub: Submission, req: ApplyRequest): void;
  resumeField: string;
  /** Account platforms: gives each request the candidate and credentials it applies with. */
  prepare?(req: ApplyRequest): ApplyRequest;
}

export function standardCases(c: PlatformCase, env: () => AtsEnv): void {
  const request = (url: string, opts: Partial<ApplyRequest> = {}) => (c.prepare ?? ((r) => r))(newRequest(url, opts));
  // The posting answers its first two loads with 503 (test/simulators/core.ts): the attempts that
  // follow, as the activity's retries would, fill the form once and click once.
  it("submits the profile's values exactly once, after the site answered 503 twice", { timeout: 180_000 }, async () => {
    const req = request(c.url("5030"), c.override ? { answers: { [c.override[0]]: c.override[1] } } : {});
    const before = env().sim.submissions.length;
    const guard = recordingGuard();
    const outcome = await withRetries(() => submitApplication(req, guard));
    expect(outcome.kind).toBe("submitted");
    expect(guard.clicks).toBe(1);
    expect(env().sim.submissions.length).toBe(before + 1);
    const sub = env().sim.submissions.at(-1)!;
    expect(sub.ats).toBe(c.ats);
    c.expectFields(sub, req);
    expect(sub.files[c.resumeField].bytes.equals(resumePdf())).toBe(true);
  });

  it("fails a closed posting with job_closed", async () => {
    await expect(submitApplication(request(c.url("4040")), recordingGuard())).rejects.toMatchObject({ reason: "job_closed" });
  });

  it("stops at a visible CAPTCHA with manual_completion_required without clicking submit", async () => {
    const guard = recordingGuard();
    await expect(submitApplication(request(c.url("4041")), guard)).rejects.toMatchObject({ reason: "manual_completion_required" });
    expect(guard.clicks).toBe(0);
  });

  it("lists a required question nothing answers, and will not submit without it", async () => {
    const result = await inspectApplication(request(c.url("4044")));
    expect(result.unanswered).toHaveLength(1);
    expect(result.questions.find((q) => q.key === result.unanswered[0])?.label).toMatch(/referral code/i);
    const guard = recordingGuard();
    await expect(submitApplication(request(c.url("4044")), guard)).rejects.toMatchObject({ reason: "incomplete_candidate" });
    expect(guard.clicks).toBe(0);
  });
}

/**
 * Account platforms: inspecting before the account exists creates it (so a review lists what is behind
 * the wall) and sends nothing; the submit after it signs in with the same credentials and sends once.
 * Returns the inspection for the platform's own checks of its questions.
 */
export async function inspectionCreatesTheAccount(env: AtsEnv, req: ApplyRequest): Promise<InspectResult> {
  const before = env.sim.submissions.length;
  const result = await inspectApplication(req);
  expect(result.accountCreated).toBe(true);
  expect(env.sim.submissions.length).toBe(before);
  const outcome = await submitApplication({ ...req, credentials: { ...req.credentials!, existing: true } }, recordingGuard());
  expect(outcome.kind).toBe("submitted");
  expect(env.sim.submissions.length).toBe(before + 1);
  return result;
}
