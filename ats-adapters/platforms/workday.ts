// Workday ({tenant}.wd{N}.myworkdayjobs.com): a wizard behind an account per employer tenant.
// Apply -> Apply Manually -> Sign In / Create Account (e-mailed verification link) -> My Information ->
// ... -> Review -> Submit. Controls are found by data-automation-id; the account buttons are the
// `click_filter` layers over hidden submit buttons; inputs are React-controlled (typed with real keys
// and read back, engine/react-input.ts); the `beecatcher` honeypot is never filled (the engine skips
// honeypots). What Workday looks like is described, with sources, in test/simulators/workday/index.ts.
import { AtsFailure } from "../../lib/domain";
import { humanClick } from "../engine/write";
import { matches } from "../page-checks";
import type { AdapterRun, PlatformAdapter } from "./types";
import { appliedWhenSignedIn, clickIfPresent, requireCredentials, typeInto } from "../account-steps";
import { platform } from "../../catalog/platforms/workday";

const aid = (id: string) => `[data-automation-id="${id}"]`;

/** The visible layer that takes an account button's clicks, then the button itself (older UIs). */
const accountButton = (label: string, id: string) => [`[data-automation-id="click_filter"][aria-label="${label}"]`, aid(id)];

const credentials = (run: AdapterRun) => requireCredentials(run, "Workday needs an account password for this candidate.");

// The account wall is one form (`signInFormo`, sic) whose view #authViewTitle names; its only button
// is the click_filter layer, named as the view. Older UIs had separate forms with real submit buttons.
const signInForm = { selectors: [`${aid("click_filter")}[aria-label="Sign In"]`, aid("signInSubmitButton")] };
const createForm = { selectors: [`${aid("click_filter")}[aria-label="Create Account"]`, aid("createAccountSubmitButton")] };
// The wizard's steps, not the account wall: both may sit in applyFlowPage under the progress bar (the
// account is step 1), and only the steps have the page footer's buttons (not always in a marked footer,
// nor inside applyFlowPage: test/independent's wizard is a sibling of it).
const wizard = { selectors: ["pageFooter", "pageFooterNextButton", "pageFooterSubmitButton"].map(aid) };
const unverified = {
  selectors: [aid("errorMessage"), "[role=alert]"],
  text: [/(account|e-?mail)( address)? (has not been|is not|was not) (yet )?verified|verify your (account|e-?mail) before/i],
};
const rejected = {
  selectors: [aid("errorMessage"), "[role=alert]"],
  text: [/(wrong|invalid|incorrect) (e-?mail|password|credentials)|account (is )?locked/i],
};

async function signIn(run: AdapterRun): Promise<void> {
  const creds = credentials(run);
  if (!(await matches(run.page, signInForm))) await clickIfPresent(run, [aid("signInLink"), aid("utilityButtonSignIn")]);
  await typeInto(run, aid("email"), creds.login);
  await typeInto(run, aid("password"), creds.password);
  await clickIfPresent(run, accountButton("Sign In", "signInSubmitButton"));
  if (await matches(run.page, signInForm)) {
    // The account exists but its e-mail was never verified (its link expired or was never opened):
    // signing in again cannot help, and the link is the candidate's to ask for.
    if (await matches(run.page, unverified)) {
      throw new AtsFailure(
        "manual_completion_required",
        "The candidate's Workday account on this employer's site exists, but its e-mail address was never verified; a person has to open the verification link Workday sent (or ask Workday for a new one).",
      );
    }
    if (await matches(run.page, rejected)) {
      throw new AtsFailure("manual_completion_required", "Workday refused the sign-in on this employer's site.");
    }
    throw new Error("Workday sign-in did not complete; will retry");
  }
}

async function openForm(run: AdapterRun): Promise<void> {
  await clickIfPresent(run, [aid("adventureButton")], /^apply$/i);
  await clickIfPresent(run, [aid("applyManually")], /^apply manually$/i);
}

const submitted = { selectors: [aid("applicationSubmittedMessage")], text: [/already applied/i] };

export const workday: PlatformAdapter = {
  id: platform.id,
  openForm,
  // The account exists (the earlier attempt got as far as the final click): sign in and look.
  verifySubmitted: (run) =>
    appliedWhenSignedIn(run, {
      signInNeeded: async (r) => !(await matches(r.page, wizard)) && !(await matches(r.page, submitted)),
      applied: submitted,
    }),
  formRoot: "form",
  // A multi-select prompt (an education's School, Field of Study): a search box whose results come
  // when Enter is pressed, one to pick (docs/platforms.md "Workday").
  typeaheads: [{ input: aid("searchBox"), options: aid("promptOption"), searchOnEnter: true }],
  // Phone Number beside its own Country Phone Code prompt takes the national digits.
  nationalPhone: true,
  closed: { text: [/job (posting )?(is )?no longer available|page you are looking for doesn't exist|this job has expired/i] },
  success: {
    selectors: [aid("applicationSubmittedMessage"), aid("applicationSubmitted"), aid("congratulationsPopup")],
    text: [/application (has been )?submitted|thank you for applying|successfully submitted/i],
  },
  nextButtons: [aid("pageFooterNextButton"), aid("bottom-navigation-next-button")],
  submitButtons: [aid("pageFooterSubmitButton"), aid("bottom-navigation-submit-button")],
  // One message per field ("Error: The field City is required and must have a value.").
  errors: { selectors: [`${aid("errorBanner")} ${aid("errorMessage")}`, aid("errorMessage")] },
  account: {
    // Some tenants let candidates apply without an account: Apply Manually opens the wizard itself.
    guestForm: wizard,
    signIn,
    async create(run) {
      const creds = credentials(run);
      if (!(await matches(run.page, createForm))) await clickIfPresent(run, [aid("createAccountLink")]);
      await typeInto(run, aid("email"), creds.login);
      await typeInto(run, aid("password"), creds.password);
      await typeInto(run, aid("verifyPassword"), creds.password);
      const consent = await run.page.$(aid("createAccountCheckbox"));
      if (consent && !(await consent.evaluate((e) => (e as HTMLInputElement).checked || e.getAttribute("aria-checked") === "true"))) {
        await humanClick(consent);
      }
      await clickIfPresent(run, accountButton("Create Account", "createAccountSubmitButton"));
      if (await matches(run.page, createForm)) {
        if (await matches(run.page, { text: [/already (exists|in use|registered)/i] })) {
          throw new AtsFailure(
            "manual_completion_required",
            "A Workday account with this e-mail already exists on this employer's site, and we do not have its password.",
          );
        }
        throw new Error("Workday account creation did not complete; will retry");
      }
      return (await matches(run.page, { text: [/verify your (e-?mail|account)|verification (e-?mail|link)|check your (e-?mail|inbox)/i] }))
        ? "verify_link"
        : "ready";
    },
    async afterVerified(run) {
      // Opened in the same browser, the link usually signs in and returns to the wizard.
      if (await matches(run.page, wizard)) return;
      if (!(await matches(run.page, signInForm))) {
        await run.page.goto(run.req.url, { waitUntil: "domcontentloaded" });
        await openForm(run);
        if (await matches(run.page, wizard)) return;
      }
      await signIn(run);
    },
  },
  defaults: { q_phone_number_phone_type: "Mobile", q_phone_device_type: "Mobile" },
  fieldMeanings: {
    q_name_legal_name_first_name: "First name",
    q_name_legal_name_last_name: "Last name",
    q_address_address_line1: "Address line 1",
    q_address_city: "City",
    q_address_postal_code: "Postal code",
    q_phone_number_phone_number: "Phone number",
    q_date_signed_on: "Date signed",
  },
};
