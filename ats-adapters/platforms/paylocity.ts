// Paylocity (recruiting.paylocity.com/Recruiting/Jobs/All/{guid}/{name}, /Details/{id}, the form at
// /Apply/{id}): docs/platforms.md#other-platforms-url-shapes-and-feeds. No account. The form opens behind
// an "Apply with resume" modal whose only way on is uploading the resume. Its "use my resume to fill
// out the application" box starts ticked; it is unticked first: the parse fills boxes wrongly and adds a
// work-history entry per employer, each with its own required address block that no profile holds
// (docs/platforms.md). The engine writes every answer anyway. One button, #btn-submit, reads
// "Next" on each step and submits the last; selects are react-widgets listboxes, the state a text box
// whose list opens as you type. A gone posting redirects to /Recruiting/Jobs/JobNotFound; a sent one
// lands on /Recruiting/Jobs/Success/{id}.
import type { ElementHandle } from "puppeteer-core";
import type { FormField } from "../engine/types";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/paylocity";

const MODAL = "#forceUploadResumeModal";

/** Uploads the resume in the modal without its parse, and waits for the modal to go. */
async function passResumeModal(run: AdapterRun): Promise<void> {
  const input = (await run.page.$(`${MODAL} input[type=file]`)) as ElementHandle<HTMLInputElement> | null;
  if (!input) return;
  const parse = await run.page.$("#useAttachedResumeToFillOutApplication");
  if (parse && (await parse.evaluate((e) => (e as HTMLInputElement).checked))) await parse.evaluate((e) => (e as HTMLInputElement).click());
  const resume = { key: "resume", label: "Resume", kind: "file", widget: "file" } as FormField;
  await input.uploadFile(await run.fileFor(resume, run.req.applicant.resumeUrl));
  await run.page
    .waitForFunction((sel) => !document.querySelector(sel), { timeout: 15_000 }, MODAL)
    .catch(() => {
      throw new Error("The resume upload did not close Paylocity's resume dialog; will retry");
    });
}

export const paylocity: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const m = /^\/recruiting\/jobs\/(?:details|apply)\/(\d+)/i.exec(posting.pathname);
    return m && posting.hostname === "recruiting.paylocity.com" ? `${posting.origin}/Recruiting/Jobs/Apply/${m[1]}` : posting.href;
  },
  openForm: passResumeModal,
  closed: { url: /\/Recruiting\/Jobs\/JobNotFound\b/i, text: [/job you are looking for is no longer available/i] },
  success: { url: /\/Recruiting\/Jobs\/Success\//i, text: [/your application has been received/i] },
  // Next is the same #btn-submit, found by its "Next" text (shared-flow.ts); on the last step it says Submit.
  submitButtons: ["#btn-submit"],
  errors: { selectors: [".has-error .help-block", "form .alert-danger:not([hidden])"] },
  typeaheads: [{ input: "#public-site-address-us-state", options: "#public-site-address-us-state-dropdown-list-container li" }],
};
