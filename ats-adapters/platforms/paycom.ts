// Paycom ([www.]paycomonline.net/v4/ats/web.php/jobs?clientkey={32 hex}[&job={id}],
// /v4/ats/web.php/jobs/ViewJobDetails?job={id}&clientkey={KEY}, /v4/ats/web.php/portal/{KEY}/jobs/{id} and
// the portal's own /portal/{KEY}/career-page#/jobs/{id}; both hosts seen: fs:"paycomonline.net/v4/ats"):
// docs/platforms.md#paycom. No account: the portal's postings need none, and nothing found says applying
// does. The application is a wizard of steps (resume and contact, screening questions, voluntary
// self-identification, review with a certification and an electronic signature) behind one Next button
// per step and a final Submit Application; a gone posting says it is no longer available. What is known
// of Paycom's pages and what is a guess: docs/platforms.md#paycom.
import { findButton } from "../page-checks";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/paycom";

const PORTAL_JOB = /^\/v4\/ats\/web\.php\/portal\/([0-9a-z]+)\/jobs\/(\d+)(?:\/apply)?\/?$/i;
const CAREER_PAGE = /^\/v4\/ats\/web\.php\/portal\/([0-9a-z]+)\/career-page\/?$/i;

/** The posting's apply page: the portal's own posting URL, or the portal app's `#/jobs/{id}` route. */
function formUrl(posting: URL): string {
  const job = PORTAL_JOB.exec(posting.pathname);
  if (job) return `${posting.origin}/v4/ats/web.php/portal/${job[1]}/jobs/${job[2]}/apply`;
  const hashJob = /^#\/jobs\/(\d+)/.exec(posting.hash)?.[1];
  const board = CAREER_PAGE.exec(posting.pathname);
  if (board && hashJob) return `${posting.origin}/v4/ats/web.php/portal/${board[1]}/jobs/${hashJob}/apply`;
  // The legacy ViewJobDetails page leads to the posting; openForm presses its Apply.
  return posting.href;
}

/** From a posting page (the legacy URL's landing), the Apply button; on the form already, nothing. */
async function openForm(run: AdapterRun): Promise<void> {
  if (await run.page.$("#application-form")) return;
  const apply = await findButton(run.page, ["#apply-now", "a.apply-button"], /^apply( now)?$/i);
  if (apply) await clickAndSettle(run, apply);
}

export const paycom: PlatformAdapter = {
  id: platform.id,
  formUrl,
  openForm,
  formRoot: "form#application-form",
  closed: { selectors: [".job-unavailable"], text: [/this job posting is no longer available/i] },
  success: { url: /\/apply\/confirmation\b/i, selectors: [".application-confirmation"], text: [/thank you for applying/i] },
  nextButtons: ["#next-button"],
  submitButtons: ["#submit-application"],
  errors: { selectors: [".validation-summary li", ".field-error"] },
};
