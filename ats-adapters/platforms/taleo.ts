// Oracle Taleo ({co}.taleo.net/careersection/{section}/jobdetail.ftl?job={id}; Business Edition on
// {pod}.tbe.taleo.net): an account per company (docs/platforms.md#taleo-oracle-legacy). The form is
// jobapply.ftl, which sends a visitor without a session to the company's sign-in page: a privacy
// statement, then Login or New User registration. The wizard's pages are JSF forms with generated ids
// ("et-ef-content-ftf-...", "editTemplateMultipart-..." on the file page); the last page before the review
// asks for a typed e-signature. What Taleo looks like is described, with sources, in test/simulators/taleo/index.ts.
import { AtsFailure } from "../../lib/domain";
import { humanClick } from "../engine/write";
import { matches } from "../page-checks";
import type { AdapterRun, PlatformAdapter } from "./types";
import { appliedWhenSignedIn, clickIfPresent, requireCredentials } from "../account-steps";
import { platform } from "../../catalog/platforms/taleo";

const DLG = "dialogTemplate-dialogForm";
const id = (x: string) => `[id="${x}"]`; // Taleo's ids hold dots
const statement = id(`${DLG}-StatementBeforeAuthentificationContent-ContinueButton`);
const loginForm = { selectors: [id(`${DLG}-login-defaultCmd`)] };
const registerForm = { selectors: [id(`${DLG}-passwordConfirm`)] };
const wizard = { selectors: ["form#et-ef", "form#editTemplateMultipart-editForm"] };
const submitted = { selectors: ['[id$="thankYouBlock-tyTitle"]'], text: [/you have already applied for this job/i] };
const refused = {
  selectors: ["#errorMessageTitle"],
  text: [/(user name|password).{0,20}invalid|invalid.{0,20}(user name|password)|locked|not been activated/i],
};

const credentials = (run: AdapterRun) =>
  requireCredentials(run, "Taleo needs an account on this employer's career section, and none was provided.");

async function typeInto(run: AdapterRun, selector: string, value: string): Promise<void> {
  const input = await run.page.waitForSelector(selector, { visible: true });
  await input!.click({ count: 3 });
  await input!.type(value);
}

/** The privacy statement shown before the sign-in page, once per visit. */
async function acceptStatement(run: AdapterRun): Promise<void> {
  await clickIfPresent(run, [statement]);
}

/** Message of the page's error block, without anything typed into the form. */
async function pageError(run: AdapterRun): Promise<string> {
  return run.page.$eval("#errorMessageTitle", (e) => (e.textContent ?? "").replace(/\s+/g, " ").trim()).catch(() => "");
}

async function signIn(run: AdapterRun): Promise<void> {
  const creds = credentials(run);
  await acceptStatement(run);
  if (!(await matches(run.page, loginForm))) {
    if (await matches(run.page, wizard)) return; // the session is still signed in
    throw new Error("Taleo's sign-in page did not appear; will retry");
  }
  await typeInto(run, id(`${DLG}-login-name1`), creds.login);
  await typeInto(run, id(`${DLG}-login-password`), creds.password);
  await clickIfPresent(run, [id(`${DLG}-login-defaultCmd`)]);
  if (!(await matches(run.page, loginForm))) return;
  // One attempt only: Taleo locks an account after a few wrong passwords.
  if (await matches(run.page, refused)) {
    throw new AtsFailure(
      "manual_completion_required",
      `Taleo refused the stored sign-in for this employer's career section (it says: ${await pageError(run)}); it was not tried again.`,
    );
  }
  throw new Error("Taleo sign-in did not complete; will retry");
}

export const taleo: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    return /\/jobdetail\.ftl$/.test(posting.pathname)
      ? `${posting.origin}${posting.pathname.replace(/jobdetail\.ftl$/, "jobapply.ftl")}${posting.search}`
      : posting.href;
  },
  // The account exists (the earlier attempt got as far as the final click): sign in and look.
  verifySubmitted: (run) =>
    appliedWhenSignedIn(run, {
      signInNeeded: async (r) => !(await matches(r.page, wizard)) && !(await matches(r.page, submitted)),
      applied: submitted,
    }),
  closed: { text: [/this job is no longer available|job posting you are trying to access has been closed/i] },
  success: {
    selectors: ['[id$="thankYouBlock-tyTitle"]'],
    text: [/thank you for applying|your submission for the job .* has been received|you have already applied for this job/i],
  },
  nextButtons: [
    id("et-ef-content-flowTemplate-LegalDisclaimerPage-legalDisclaimerContinueButton"),
    id("et-ef-content-ftf-saveContinueCmdBottom"),
    id("editTemplateMultipart-editForm-content-ftf-saveContinueCmdBottom"),
  ],
  submitButtons: [id("et-ef-content-ftf-submitCmdBottom")],
  errors: { selectors: ["#errorMessageTitle li", ".errorMessage"] },
  account: {
    signIn,
    async create(run) {
      const creds = credentials(run);
      await acceptStatement(run);
      if (!(await matches(run.page, registerForm))) await clickIfPresent(run, [id(`${DLG}-login-register`)]);
      if (!(await matches(run.page, registerForm))) throw new Error("Taleo's registration page did not appear; will retry");
      // The service's login is the candidate's e-mail: it is the user name too.
      await typeInto(run, id(`${DLG}-userName`), creds.login);
      await typeInto(run, id(`${DLG}-password`), creds.password);
      await typeInto(run, id(`${DLG}-passwordConfirm`), creds.password);
      await typeInto(run, id(`${DLG}-email`), run.req.applicant.email);
      await typeInto(run, id(`${DLG}-emailConfirm`), run.req.applicant.email);
      const terms = await run.page.$(id(`${DLG}-legalAgreement`));
      if (terms && !(await terms.evaluate((e) => (e as HTMLInputElement).checked))) await humanClick(terms);
      await clickIfPresent(run, [id(`${DLG}-defaultCmd`)]);
      if (await matches(run.page, registerForm)) {
        const says = await pageError(run);
        if (/already (used|exists)/i.test(says)) {
          throw new AtsFailure(
            "manual_completion_required",
            "A Taleo account with this user name or e-mail already exists on this employer's career section, and we do not have its password.",
          );
        }
        throw new AtsFailure("site_error", `Taleo did not accept the new account${says ? ` (it says: ${says})` : ""}.`);
      }
      return (await matches(run.page, { selectors: ["#activationMessage"], text: [/activate your account/i] })) ? "verify_link" : "ready";
    },
    async afterVerified(run) {
      // The activation link signs in the browser that registered and returns to the application.
      if (await matches(run.page, wizard)) return;
      await run.page.goto(taleo.formUrl!(new URL(run.req.url)), { waitUntil: "domcontentloaded" });
      if (await matches(run.page, wizard)) return;
      await signIn(run);
    },
  },
  // Generated JSF names; the keys the engine derives from them (engine/dom-script.ts).
  fieldMeanings: {
    q_et_ef_content_ftf_gp_j_id_id16pc9_page_0_cpi_cfrmsub_frm_dv_cs_candidate_personal_info_residence_location_0: "Country",
  },
  // Source tracking (a type, then a source of that type) is the employer's own list; a profile's "how
  // did you hear" rarely names one of its entries, and a wrong pair misinforms the employer.
  defaults: { q_recruitment_source_type: "Other", q_recruitment_source_dp: "Other" },
};
