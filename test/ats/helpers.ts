// Shared fixtures of the ATS tests: a candidate, simulators behind ATS_HOST_MAP, a mail catcher,
// and a submit guard that records its click like the activity's heartbeat would.
import { acquireLease, type Lease } from "../../ats-adapters/browser-pool";
import type { Applicant, ApplyRequest, SubmitGuard } from "../../ats-adapters/types";
import type { Profile } from "../../lib/profile";

export function testProfile(extra: Record<string, unknown> = {}): Profile {
  return {
    personalInformation: {
      firstName: "Jane",
      lastName: "Doe",
      isOver18: true,
      email: "jane.doe@example.com",
      phone: "+14155550100",
      address: "1 Market St",
      city: "San Francisco",
      state: "California",
      country: "United States",
      zipCode: "94105",
    },
    workAuthorization: { isAuthorizedToWork: true, needsSponsorship: false },
    workPreferences: { canWorkInPerson: true, canRelocate: false, canStartImmediately: true, hasTransportation: true, hasAccommodations: false },
    backgroundCheck: { hasWorkedForCompanyBefore: false, hasGovernmentClearance: false, hasGovernmentTies: false },
    education: [{ university: "Stanford University", degree: "Bachelor of Science" }],
    ...extra,
  } as Profile;
}

export const EXTRAS = {
  links: { linkedin: "https://www.linkedin.com/in/janedoe", github: "https://github.com/janedoe" },
  application: { howDidYouHear: "Company website", yearsOfExperience: 7, currentCompany: "Initech" },
};

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
