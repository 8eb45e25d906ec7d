// JobScore (careers.jobscore.com/careers/{co}/jobs/{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The job page's Apply link leads to the application flow under /apply_flow/ (its exact path is not
// derived from the posting: the link is followed). One page: first and last name, e-mail, phone, the
// resume, a "How did you hear" select, Yes/No radios; the page checks required fields before posting,
// and success lands on .../thank_you.
import { findButton } from "../page-checks";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/jobscore";

const FORM = "form[action*='/apply_flow/']";

async function openForm(run: AdapterRun): Promise<void> {
  if (await run.page.$(FORM)) return;
  const apply = await findButton(run.page, ["a[href*='/apply_flow/']"], /apply/i);
  if (!apply) throw new Error("JobScore's Apply link is missing; will retry");
  await clickAndSettle(run, apply);
  await run.page.waitForSelector(FORM, { timeout: 10_000 }).catch(() => {
    throw new Error("JobScore's application flow did not load; will retry");
  });
}

export const jobscore: PlatformAdapter = {
  id: platform.id,
  openForm,
  formRoot: FORM,
  closed: { text: [/no longer accepting applications|position has been filled or closed/i] },
  success: { url: /\/apply_flow\/.*\/thank_you\b/, text: [/thank you for applying|application has been received/i] },
  submitButtons: [`${FORM} input[type=submit]`, `${FORM} button[type=submit]`],
  errors: { selectors: [".js-has-error .js-field-error", ".js-alert-error:not([hidden])"] },
};
