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
import { GUEST_TEXT } from "../reach-form";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/dayforce";

async function openForm(run: AdapterRun): Promise<void> {
  const apply = await findButton(run.page, ["#apply-button"], /^apply( now)?$/i);
  if (apply) await clickAndSettle(run, apply);
  if (await run.page.$("form#application-form")) return;
  const guest = await findButton(run.page, ["#apply-without-account"], GUEST_TEXT);
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
  id: platform.id,
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
