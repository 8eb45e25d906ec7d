// SmartRecruiters (jobs.smartrecruiters.com/{Company}/{postingId}-{slug}): "I'm interested" opens the
// one-click form (/oneclick-ui/company/{company}/posting/{id}), one page of spl-* web components whose
// controls live in open shadow roots (the engine reads through them, engine/shadow.ts); no account;
// a OneTrust banner covers the page until a choice is made (engine/consent-banner.ts).
import { findButton } from "../page-checks";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/smartrecruiters";

async function openForm(run: AdapterRun): Promise<void> {
  if (new URL(run.page.url()).pathname.startsWith("/oneclick-ui/")) return;
  // Not "Refer a friend" beside it, nor the "Apply with LinkedIn/Indeed" imports on the form.
  const cta = await findButton(run.page, ["[data-test=job-apply-button]", "a[href*='/oneclick-ui/']"], /^i['’]?m interested$/i);
  if (!cta) throw new Error("SmartRecruiters' \"I'm interested\" button is missing; will retry");
  await clickAndSettle(run, cta);
}

export const smartrecruiters: PlatformAdapter = {
  id: platform.id,
  openForm,
  formRoot: "[data-test=easy-apply-container], main",
  closed: { selectors: [".job-expired"], text: [/sorry, this job has expired/i] },
  success: {
    selectors: ["[data-test=application-success]"],
    text: [/thank you for applying|application has been (successfully )?submitted/i],
  },
  submitButtons: ["[data-test=footer-submit]"],
  errors: { selectors: [".c-spl-form-field-error", "#form-error"] },
  fieldMeanings: { q_personal_info_email_confirm_input: "Confirm your email", q_personal_info_phone: "Phone number" },
};
