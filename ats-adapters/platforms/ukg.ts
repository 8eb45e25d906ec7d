// UKG Pro / UltiPro (recruiting[2].ultipro.com/{KEY}/JobBoard/{guid}/OpportunityDetail?opportunityId={guid};
// Canadian tenants on recruiting.ultipro.ca, seen in public scrapers: fs:"recruiting.ultipro.ca"; also
// *.rec.pro.ukg.net): docs/platforms.md#ukg-pro-recruiting-ultipro.
// Apply Now -> Sign In / Create an Account on the employer's board (accounts per tenant key) -> a
// server-rendered wizard (Resume, Contact Information, Experience and Education, Questions, Voluntary
// Disclosures, Review and Submit with a certification and an electronic signature). Controls carry
// `data-automation` names; errors are ASP.NET's validation summary and field messages. What is known
// of UKG's pages and what is a guess: docs/platforms.md#ukg-pro-recruiting-ultipro.
import { AtsFailure } from "../../lib/domain";
import { humanClick } from "../engine/write";
import { matches, visiblePasswordField } from "../page-checks";
import type { AdapterRun, PlatformAdapter } from "./types";
import { appliedWhenSignedIn, clickIfPresent, registerByMeaning, requireCredentials, typeInto } from "../account-steps";
import { platform } from "../../catalog/platforms/ukg";

const da = (name: string) => `[data-automation="${name}"]`;
const signInForm = { selectors: [da("sign-in-form")] };
const createForm = { selectors: [da("create-account-form")] };
const alreadyApplied = { selectors: [da("already-applied")], text: [/you have already applied for this opportunity/i] };

const credentials = (run: AdapterRun) =>
  requireCredentials(run, "UKG needs a candidate account on this employer's job board, and none was provided.");

async function openForm(run: AdapterRun): Promise<void> {
  await clickIfPresent(run, [da("apply-now-button")], /^apply( now)?$/i);
}

async function signIn(run: AdapterRun): Promise<void> {
  const creds = credentials(run);
  if (!(await matches(run.page, signInForm))) await clickIfPresent(run, [da("sign-in-link")], /^sign in$/i);
  await typeInto(run, `${da("sign-in-form")} input[name=Email]`, creds.login);
  await typeInto(run, `${da("sign-in-form")} input[name=Password]`, creds.password);
  await clickIfPresent(run, [da("sign-in-button")], /^sign in$/i);
  if (!(await matches(run.page, signInForm))) return;
  // One attempt only: another wrong password brings the account closer to UKG's lock.
  if (await matches(run.page, { text: [/password is incorrect|account has been locked|too many failed/i] })) {
    throw new AtsFailure(
      "manual_completion_required",
      "UKG refused the stored password for this employer's job board (wrong password or a locked account); it was tried once and not again.",
    );
  }
  throw new Error("UKG sign-in did not complete; will retry");
}

export const ukg: PlatformAdapter = {
  id: platform.id,
  openForm,
  // The account exists (the earlier attempt reached the final click): sign in and open the application.
  verifySubmitted: (run) => appliedWhenSignedIn(run, { signInNeeded: (r) => matches(r.page, signInForm), applied: alreadyApplied }),
  formRoot: `form${da("application-form")}`,
  closed: { selectors: [da("opportunity-unavailable")], text: [/this opportunity is no longer available/i] },
  success: { selectors: [da("application-submitted")], text: [/thank you for applying|your application (for .+ )?has been submitted/i] },
  nextButtons: [da("next-button")],
  submitButtons: [da("submit-application-button")],
  // ASP.NET's summary ("First Name is required.") and the message under each field.
  errors: { selectors: [`${da("validation-summary")} li`, ".field-validation-error"] },
  account: {
    signIn,
    async create(run) {
      const creds = credentials(run);
      const { applicant } = run.req;
      if (!(await matches(run.page, createForm))) await clickIfPresent(run, [da("create-account-link")], /^create an account$/i);
      const form = da("create-account-form");
      if (await matches(run.page, createForm)) {
        await typeInto(run, `${form} input[name=FirstName]`, applicant.firstName);
        await typeInto(run, `${form} input[name=LastName]`, applicant.lastName);
        await typeInto(run, `${form} input[name=Email]`, creds.login);
        if (applicant.phone) await typeInto(run, `${form} input[name=PrimaryPhone]`, applicant.phone, { optional: true });
        await typeInto(run, `${form} input[name=Password]`, creds.password);
        await typeInto(run, `${form} input[name=ConfirmPassword]`, creds.password);
        const terms = await run.page.$(`${form} input[name=AcceptTerms]`);
        if (terms && !(await terms.evaluate((e) => (e as HTMLInputElement).checked))) await humanClick(terms);
        await clickIfPresent(run, [da("create-account-button")], /^create account$/i);
      } else {
        // Another version of the board's registration: filled by what its boxes ask.
        await registerByMeaning(run, /^create( an)? account$/i);
      }
      if ((await matches(run.page, createForm)) || (await visiblePasswordField(run.page))) {
        if (await matches(run.page, { text: [/account with this email address already exists/i] })) {
          throw new AtsFailure(
            "manual_completion_required",
            "A UKG account with this e-mail already exists on this employer's job board, and we do not have its password.",
          );
        }
        throw new Error("UKG account creation did not complete; will retry");
      }
      return "ready";
    },
    async afterVerified() {
      // UKG signs a new account in at once; there is no e-mailed link to follow (test/simulators/ukg/index.ts).
    },
  },
};
