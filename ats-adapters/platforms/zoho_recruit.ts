// Zoho Recruit ({co}.zohorecruit.{dc}/jobs/Careers/{id}/{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds
// names .com, .eu and .in; Zoho's other data centres' domains (.com.au, .jp, .com.cn, .ca, .sa) are
// listed by public scrapers: fs:"zohorecruit.com.au". "I'm interested" leads to .../{slug}/apply, a
// two-step form (candidate details with Candidates-module API names such as First_Name and Mobile, then
// the job's pre-screening assessment) that the engine walks with Next; selects start at "-None-".
import { findButton } from "../page-checks";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/zoho_recruit";

/** The posting page's "I'm interested" leads to the form (its address is not derived: it is the page's to give). */
async function openForm(run: AdapterRun): Promise<void> {
  if (await run.page.$("form#zr-apply-form")) return;
  const interested = await findButton(run.page, ["#zr-interested"], /^(i'?m interested|apply( now)?)$/i);
  if (interested) await clickAndSettle(run, interested);
}

export const zohoRecruit: PlatformAdapter = {
  id: platform.id,
  openForm,
  formRoot: "form#zr-apply-form, form",
  closed: { text: [/job opening you are looking for is no longer available|job opening (is )?(closed|no longer available)/i] },
  success: { selectors: [".zr-thanks"], text: [/thank you for applying|your application has been submitted/i] },
  nextButtons: ["#zr-next"],
  submitButtons: ["#zr-submit", "form button[type=submit]"],
  errors: { selectors: [".zr-error", ".zr-banner"] },
  fieldMeanings: { Mobile: "Mobile phone number" },
};
