// Oracle Recruiting Cloud ({pod}.fa[.ocs].{dc}.oraclecloud.com/hcmUI/CandidateExperience/{lang}/sites/
// {CX_n}/job/{id}; vanity hosts serve the same path): no account of ours. Apply Now -> the e-mail step
// (e-mail, the terms accepted through their dialog) -> a returning candidate confirms the last name on the
// profile -> a 6-digit code e-mailed to the candidate (returning candidates, and new ones where the
// employer verifies e-mail) -> the application's sections -> Submit. What Oracle looks like is described,
// with sources, in test/simulators/oracle/index.ts (docs/platforms.md#oracle-recruiting-cloud).
import { AtsFailure } from "../../lib/domain";
import { typeControlled } from "../engine/react-input";
import { humanClick } from "../engine/write";
import { findButton, matches } from "../page-checks";
import { checkWalls } from "../shared-flow";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/oracle";

const EMAIL = 'input[name="primary-email"]';
const TERMS = "#legal-disclaimer-checkbox";
const NEXT = ["button.apply-flow-pagination__button[title=Next]", "button[title=Next]"];
const PIN = 'input[id^="pin-code-"], .pin-code-input__input';
const LAST_NAME = 'input[name="verificationLastName"], .email-verification input[autocomplete="family-name"]';
const FORM = "form.apply-flow, apply-flow-block, .apply-flow-block";

const present = async (run: AdapterRun, selector: string) => (await run.page.$(selector)) !== null;

async function pressNext(run: AdapterRun): Promise<void> {
  const button = await findButton(run.page, NEXT, /^next$/i);
  if (!button) throw new Error("Oracle's e-mail step has no Next button; will retry");
  await clickAndSettle(run, button);
}

const DIALOG = "dialog[open], [role=dialog]:not([hidden])";

/**
 * The terms box is hidden behind a visible span. On the sites described, the span opens a dialog whose
 * Agree ticks the box (a click on the box does nothing); on others the span ticks it itself.
 */
async function acceptTerms(run: AdapterRun): Promise<void> {
  const box = await run.page.$(TERMS);
  const ticked = () => box!.evaluate((e) => (e as HTMLInputElement).checked);
  if (!box || (await ticked())) return;
  const link = await findButton(run.page, [".apply-flow-input-checkbox__button", `label[for="legal-disclaimer-checkbox"]`]);
  if (!link) throw new Error("Oracle's terms and conditions cannot be opened; will retry");
  await humanClick(link);
  await run.page.waitForFunction(
    (terms, dialog) =>
      (document.querySelector(terms) as HTMLInputElement | null)?.checked ||
      [...document.querySelectorAll(dialog)].some((d) => d.getClientRects().length > 0),
    { timeout: 10_000 },
    TERMS,
    DIALOG,
  );
  if (await ticked()) return;
  const agree = await findButton(run.page, [`dialog[open] .app-dialog__button`, `[role=dialog]:not([hidden]) button`], /^(i )?agree$/i);
  const agreeText = agree && (await agree.evaluate((e) => (e.textContent ?? "").trim()));
  if (!agree || !/^(i )?agree$/i.test(agreeText ?? "")) throw new Error("Oracle's terms dialog has no Agree button; will retry");
  await humanClick(agree);
  await run.page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.checked, { timeout: 10_000 }, TERMS);
}

/**
 * The e-mail step: Oracle says itself whether the address is new (straight to the form, or a code
 * where the employer verifies e-mail) or known (the last name, then a code). One last-name attempt
 * only: the site locks the profile after four.
 */
async function identify(run: AdapterRun): Promise<"ready" | "verify_code"> {
  await checkWalls(run, { allowPassword: true }); // the hCaptcha an employer may put on this step
  if (!(await present(run, EMAIL))) {
    if (await present(run, FORM)) return "ready";
    throw new Error("Oracle's e-mail step did not show; will retry");
  }
  const scope = await run.scope();
  await typeControlled(scope, (await run.page.waitForSelector(EMAIL, { visible: true }))!, run.req.applicant.email);
  await acceptTerms(run);
  await pressNext(run);
  if (await present(run, LAST_NAME)) {
    await typeControlled(scope, (await run.page.waitForSelector(LAST_NAME, { visible: true }))!, run.req.applicant.lastName);
    await pressNext(run);
    if (await present(run, LAST_NAME)) {
      throw new AtsFailure(
        "manual_completion_required",
        "Oracle did not accept the candidate's last name for the profile this e-mail address already has on the employer's site (tried once; the site locks it after four attempts).",
      );
    }
  }
  if (await present(run, PIN)) return "verify_code";
  if (await present(run, FORM)) return "ready";
  await checkWalls(run, { allowPassword: true });
  if (await matches(run.page, { text: [/date of birth/i] })) {
    throw new AtsFailure(
      "manual_completion_required",
      "Oracle asks the returning candidate's date of birth to confirm the profile, which the service does not send.",
    );
  }
  const says = await run.page.$eval(".apply-flow-error", (e) => (e.textContent ?? "").trim()).catch(() => "");
  throw new Error(`Oracle's e-mail step did not lead to the application${says ? ` (it says: ${says})` : ""}; will retry`);
}

async function enterCode(run: AdapterRun, code: string): Promise<"ready" | "verify_code"> {
  const inputs = await run.page.$$(PIN);
  if (!inputs.length) throw new AtsFailure("site_error", "Oracle's verification code boxes are gone.");
  if (inputs.length === 1) await inputs[0].type(code);
  else for (let i = 0; i < inputs.length; i++) await inputs[i].type(code[i] ?? "");
  const verify = await findButton(run.page, ["button[title=Verify]"], /^verify$/i);
  if (!verify) throw new AtsFailure("site_error", "Oracle's Verify button is missing.");
  await clickAndSettle(run, verify);
  // A wrong or expired code leaves the boxes on screen with a message: the workflow asks again.
  return (await present(run, PIN)) ? "verify_code" : "ready";
}

export const oracle: PlatformAdapter = {
  id: platform.id,
  async openForm(run) {
    if (/\/apply\//.test(new URL(run.page.url()).pathname)) return;
    const apply = await findButton(run.page, ["a.apply-now-button", "button.apply-now-button"], /^apply( now)?$/i);
    if (apply) await clickAndSettle(run, apply);
  },
  formRoot: "form.apply-flow",
  // No verifySubmitted: seeing the candidate's applications takes another e-mailed code.
  closed: { text: [/this job is no longer available|job (posting )?(is )?no longer available/i] },
  success: { selectors: [".apply-flow-thank-you"], text: [/thank you for (your (job )?application|applying)/i] },
  nextButtons: NEXT,
  submitButtons: [".apply-flow-pagination__submit-button", "button[title=Submit]"],
  errors: { selectors: [".input-row__validation", ".apply-flow-error"] },
  account: {
    passwordless: true,
    signIn: identify,
    create: identify,
    enterCode,
    async afterVerified(run) {
      await run.page.waitForSelector(FORM, { timeout: 20_000 }).catch(() => {
        throw new Error("Oracle's application did not show after the verification code; will retry");
      });
    },
  },
};
