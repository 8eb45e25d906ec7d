// Dayforce (jobs.dayforcehcm.com/[en-US/]{tenant}/CANDIDATEPORTAL/jobs/{id}; legacy
// {pod}.dayforcehcm.com/CandidatePortal/en-US/{tenant}/Posting/View/{id}): docs/platforms.md#dayforce.
// Apply -> "Apply without an account" -> the application's sections (resume, personal information,
// questionnaire) -> "I agree to the Candidate Acknowledgment" and Submit -> a reference number.
// Dayforce documents applying without an account; its accounts are Dayforce ID accounts (one for every
// Dayforce career site) whose registration wants an e-mailed code and a multi-factor choice, so the
// service applies as a guest and never signs in. A site that offers no guest path ends
// manual_completion_required. What is known and what is a guess: docs/platforms.md#dayforce.
import { AtsFailure } from "../../lib/domain";
import { findButton, matches } from "../page-checks";
import type { Run } from "../application-run";
import { clickAndSettle } from "../shared-flow";
import { after, digits, LOCALE } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "dayforce",
  name: "Dayforce",
  tier: "multi_step",
  account: "none",
  hosts: ["jobs.dayforcehcm.com", "*.dayforcehcm.com"],
  detect: ({ sub, segs }) => {
    if (sub === "www") return null;
    const portal = segs.findIndex((s) => s.toLowerCase() === "candidateportal");
    if (portal < 0) return null;
    const tenant = portal === 0 ? (LOCALE.test(segs[1] ?? "") ? segs[2] : segs[1]) : segs[portal - 1];
    if (!tenant) return null;
    return { tenant: tenant.toLowerCase(), jobId: digits(after(segs, "jobs") ?? after(segs, "job") ?? after(segs, "View")) };
  },
  senderDomains: ["dayforce.com", "dayforcehcm.com"], // seen: notify@dayforce.com; dayforcehcm.com a guess
  adapter: () => dayforce,
  support: {
    simulator: "guesses",
    variants: false,
    endToEnd: true,
    limits: "Applies without a Dayforce account (as Dayforce allows); employers whose site requires signing in are left to the candidate.",
  },
};

/** The choice between signing in with a Dayforce ID and applying as a guest. */
const GUEST = /^apply without (an )?account$|^continue as (a )?guest$/i;

async function openForm(run: Run): Promise<void> {
  const apply = await findButton(run.page, ["#apply-button"], /^apply( now)?$/i);
  if (apply) await clickAndSettle(run, apply);
  if (await run.page.$("form#application-form")) return;
  const guest = await findButton(run.page, ["#apply-without-account"], GUEST);
  if (guest) {
    await clickAndSettle(run, guest);
    return;
  }
  if (await matches(run.page, { text: [/^sign in$/im, /dayforce id/i] })) {
    throw new AtsFailure(
      "manual_completion_required",
      "This employer's Dayforce site asks the candidate to sign in with a Dayforce ID before applying.",
    );
  }
}

// No verifySubmitted: a guest cannot look at an application once sent (docs/platforms.md#dayforce), so
// after a click without its record the outcome stays unknown and nothing is resubmitted.
export const dayforce: PlatformAdapter = {
  id: "dayforce",
  openForm,
  formRoot: "form#application-form",
  // A delisted posting answers 404 (the shared flow reads that as closed) with this page.
  closed: { selectors: [".job-unavailable"], text: [/this job posting is no longer available/i] },
  success: { selectors: [".application-confirmation"], text: [/thank you for applying|your reference number is/i] },
  nextButtons: ["#next-button"],
  submitButtons: ["#submit-application"],
  errors: { selectors: [".error-summary li", ".field-error"] },
  // The box's own words name no statement; the employer's statement beside it is a certification.
  fieldMeanings: { q_candidate_acknowledgment: "I certify that the information in this application is true and complete" },
};
