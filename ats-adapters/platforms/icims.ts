// iCIMS ({portal}.icims.com/jobs/{id}/{slug}/job): an account per employer portal (docs/platforms.md#icims).
// The portal page wraps the job and the form in iframe#icims_content_iframe; the same content opened
// with `in_iframe=1` is the frame's document alone, so the adapter works there (and through the frame
// when a page still shows it). Apply for this job online → login: e-mail and privacy consent, Next;
// a known e-mail then asks its password; a new one goes straight to the profile, whose "Create a
// login" section sets the password → questions → EEO → Confirm Application → Submit. What iCIMS
// looks like is described, with sources, in test/simulators/icims/index.ts.
import type { ElementHandle, Frame } from "puppeteer-core";
import { AtsFailure } from "../../lib/domain";
import { typeControlled } from "../engine/react-input";
import { humanClick } from "../engine/write";
import { findButton, matches } from "../page-checks";
import { clickAndSettle } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { requireCredentials } from "../account-steps";
import { platform } from "../../catalog/platforms/icims";

const frameOf = async (run: AdapterRun): Promise<Frame> => (await run.scope()).frame;

const credentials = (run: AdapterRun) =>
  requireCredentials(run, "iCIMS needs an account on this employer's portal, and no credentials were provided.");

async function typeInto(run: AdapterRun, input: ElementHandle<Element>, value: string): Promise<void> {
  await typeControlled(await run.scope(), input, value);
}

async function shown(frame: Frame, selector: string): Promise<ElementHandle<Element> | null> {
  return findButton(frame, [selector]);
}

/** The e-mail step: address, the privacy (and GDPR) consent, Next. */
async function enterEmail(run: AdapterRun, login: string): Promise<void> {
  const frame = await frameOf(run);
  const email = await frame.waitForSelector("#enterEmailForm input[type=email], #email", { visible: true });
  await typeInto(run, email!, login);
  for (const consent of await frame.$$("#accept_privacy, #accept_gdpr")) {
    if (!(await consent.evaluate((e) => (e as HTMLInputElement).checked))) await humanClick(consent);
  }
  const next = await findButton(frame, ["#enterEmailSubmitButton"], /^(next|continue)$/i);
  if (!next) throw new Error("iCIMS's e-mail step has no Next button; will retry");
  await clickAndSettle(run, next);
}

const passwordStep = "#password";
const profilePage = ".iCIMS_CandidatePage";
const locked = { text: [/account (has been |is )?locked|too many (failed )?(login )?attempts/i] };

async function signIn(run: AdapterRun): Promise<void> {
  const creds = credentials(run);
  await enterEmail(run, creds.login);
  let frame = await frameOf(run);
  const password = await shown(frame, passwordStep);
  if (!password) {
    if (await shown(frame, profilePage)) {
      throw new AtsFailure(
        "manual_completion_required",
        "This employer's iCIMS portal has no account for the candidate's e-mail, although one was created earlier; a person has to check it.",
      );
    }
    throw new Error("iCIMS did not ask for the password; will retry");
  }
  await typeInto(run, password, creds.password);
  const login = await findButton(frame, ["#loginSubmitButton"], /^(log ?in|sign ?in)$/i);
  if (!login) throw new Error("iCIMS's password step has no Log In button; will retry");
  await clickAndSettle(run, login);
  frame = await frameOf(run);
  if (await shown(frame, passwordStep)) {
    // One attempt only: the portal locks the account after a few wrong passwords.
    if (await matches(frame, locked))
      throw new AtsFailure(
        "manual_completion_required",
        "This employer's iCIMS portal has locked the candidate's account; a person has to reset its password.",
      );
    throw new AtsFailure(
      "manual_completion_required",
      "This employer's iCIMS portal refused the stored password (tried once, so as not to lock the account); a person has to reset it.",
    );
  }
}

/** A new candidate's profile holds the login: fill it here and keep it out of the questions. */
async function fillLogin(run: AdapterRun): Promise<void> {
  const creds = credentials(run);
  const frame = await frameOf(run);
  const login = await frame.$('input[id$="PersonProfileFields.Login"]');
  if (login && !(await login.evaluate((e) => (e as HTMLInputElement).value))) await typeInto(run, login, creds.login);
  for (const input of await frame.$$("input[type=password]")) await typeInto(run, input, creds.password);
  await frame.$$eval('input[id$="PersonProfileFields.Login"], input[type=password]', (els) =>
    els.forEach((e) => e.setAttribute("data-ae-skip", "")),
  );
}

export const icims: PlatformAdapter = {
  id: platform.id,
  // The content alone: the job, its Apply button and every step are one document.
  formUrl: (posting) => {
    const url = new URL(posting);
    url.searchParams.set("in_iframe", "1");
    return url.toString();
  },
  formFrame: "iframe#icims_content_iframe",
  async openForm(run) {
    const frame = await frameOf(run);
    const apply = await findButton(frame, ["a.iCIMS_ApplyOnlineButton"], /^apply (for this job )?(online|now)$/i);
    if (apply) await clickAndSettle(run, apply);
  },
  formRoot: "form",
  closed: {
    text: [
      /position you are trying to access is no longer available|(job|position) (is )?no longer (available|accepting applications)|job has (expired|been filled)/i,
    ],
  },
  success: { url: /[?&]mode=submit_apply\b/, text: [/your application was submitted successfully/i] },
  nextButtons: ["#quesp_form_submit_i"],
  submitButtons: ["input[type=submit][value='Submit Application']"],
  errors: { selectors: ["[role=alert]", "[class*=ErrorMessage]"] },
  account: {
    signIn,
    async create(run) {
      const creds = credentials(run);
      await enterEmail(run, creds.login);
      const frame = await frameOf(run);
      if (await shown(frame, passwordStep)) {
        throw new AtsFailure(
          "manual_completion_required",
          "An iCIMS account with the candidate's e-mail already exists on this employer's portal, and we do not have its password.",
        );
      }
      if (!(await shown(frame, profilePage))) throw new Error("iCIMS did not open the candidate profile after the e-mail step; will retry");
      await fillLogin(run);
      return "ready";
    },
    // No e-mailed link is known for iCIMS accounts (test/simulators/icims/index.ts); signing in is the way back.
    afterVerified: signIn,
  },
};
