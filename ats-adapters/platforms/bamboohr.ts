// BambooHR ({co}.bamboohr.com/careers/{id}): docs/platforms.md#bamboohr. A client-rendered careers page:
// the job comes from its JSON, and the form appears in place (same URL) only after "Apply for This Job"
// (generated class names, so found by its text). Dropdowns are Fabric selects (a button and a listbox,
// the native select beside them aria-hidden); the resume input is named only aria-label="file-input"
// and uploads on choice; a nickname_ honeypot sits collapsed (the engine leaves such fields alone).
import { findButton } from "../page-checks";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/bamboohr";

async function openForm(run: AdapterRun): Promise<void> {
  const { page } = run;
  await page.waitForSelector("form input[name=firstName], .jss-job-description", { timeout: 10_000 }).catch(() => undefined);
  if (await page.$("form input[name=firstName]")) return;
  const apply = await findButton(page, [], /^apply for this job$/i);
  if (!apply) throw new Error('BambooHR\'s "Apply for This Job" button is missing; will retry');
  await clickAndSettle(run, apply);
  await page.waitForSelector("form input[name=firstName]", { timeout: 10_000 });
}

export const bamboohr: PlatformAdapter = {
  id: platform.id,
  openForm,
  formRoot: "form",
  closed: { text: [/this job is no longer available|job opening not found/i] },
  success: { selectors: [".js-application-submitted"], text: [/application submitted|thanks for applying/i] },
  submitButtons: ["form button[type=submit]"],
  errors: { selectors: [".fab-FormField--error", "#form-error:not([hidden])"] },
  fieldMeanings: { q_file_input: "Resume" },
};
