// Shared fixtures of the ATS tests: a candidate, simulators behind ATS_HOST_MAP, a mail catcher,
// and a submit guard that records its click like the activity's heartbeat would.
import { acquireLease, type Lease } from "../../ats-adapters/browser-pool";
import type { Applicant, ApplyRequest, SubmitGuard } from "../../ats-adapters/types";
import { EXTRAS, testProfile } from "../fixtures/profiles";

export function testApplicant(email = "jane.x1@inbox.localhost", extra: Record<string, unknown> = EXTRAS): Applicant {
  const profile = testProfile(extra);
  return {
    firstName: "Jane",
    lastName: "Doe",
    email,
    emailMode: "managed",
    phone: profile.personalInformation.phone,
    profile,
    resumeUrl: "http://files.example.test/resume.pdf",
  };
}

let counter = 0;
export function request(url: string, opts: Partial<ApplyRequest> = {}): ApplyRequest {
  counter++;
  return {
    applicationId: `app_test${Date.now().toString(36)}${counter}`,
    url,
    applicant: testApplicant(`jane.${Date.now().toString(36)}${counter}@inbox.localhost`),
    credentials: null,
    ...opts,
  };
}

export function recordingGuard(alreadyClicked = false): SubmitGuard & { clicks: number } {
  const guard = {
    alreadyClicked,
    clicks: 0,
    async claimFinalClick() {
      guard.clicks++;
    },
  };
  return guard;
}

/** Runs fn like Temporal would: retries plain Errors, gives up on AtsFailure. */
export async function withRetries<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
      if ((err as Error).name === "AtsFailure") throw err;
    }
  }
  throw last;
}

/** Runs fn with a browser lease that is always released afterwards. */
export async function withLease<T>(fn: (lease: Lease) => Promise<T>): Promise<T> {
  const lease = await acquireLease();
  try {
    return await fn(lease);
  } finally {
    await lease.release();
  }
}
