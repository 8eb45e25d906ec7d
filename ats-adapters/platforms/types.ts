// What a platform adapter declares: only what is peculiar to its platform. The shared flow (../shared-flow.ts)
// and the form engine do everything else. Its hooks get the application's run as an AdapterRun: the
// part of ../application-run.ts's Run that a platform needs (its adapter, the page, the request, the
// form's scope, a file for an upload), so that this interface names nothing of the shared flow.
import type { Page } from "puppeteer-core";
import type { FormField, FormScope, Typeahead } from "../engine/types";
import type { FormSchemaSource } from "../form-schema";
import type { Detector } from "../page-checks";
import type { ApplyRequest } from "../types";

export interface AdapterRun {
  readonly adapter: PlatformAdapter;
  readonly page: Page;
  readonly req: ApplyRequest;
  /** The frame and container holding the form (an iframe on embedding pages). */
  scope(): Promise<FormScope>;
  /** A local file to upload for a file answer: the resume, another URL, or cover-letter text. */
  fileFor(field: FormField, answer: string): Promise<string>;
}

/** Where the account step left the application: at the form, or waiting for an e-mailed link or code. */
export type AccountState = "ready" | "verify_link" | "verify_code";

export interface AccountFlow {
  /**
   * The site identifies the candidate by e-mail alone and says itself whether the person is new
   * (Oracle): no credentials are needed, and `create` runs whenever there are none.
   */
  passwordless?: boolean;
  /**
   * The application form itself, shown without any sign-in on tenants that let candidates apply as
   * guests: when it is on the page after openForm, the account step is skipped and no account is made.
   */
  guestForm?: Detector;
  /** Sign in with existing credentials; throws AtsFailure when the site refuses them. */
  signIn(run: AdapterRun): Promise<void | "ready" | "verify_code">;
  /** Register (or identify) the candidate; "verify_link"/"verify_code" when the site now wants its e-mailed link or code. */
  create(run: AdapterRun): Promise<AccountState>;
  /** Types the e-mailed code the account step asked for; "verify_code" when the site asks again (wrong or expired code). */
  enterCode?(run: AdapterRun, code: string): Promise<"ready" | "verify_code">;
  /** After the verification link was opened or the code accepted: get back to the application (usually sign in). */
  afterVerified(run: AdapterRun): Promise<void>;
}

export interface PlatformAdapter {
  id: string;
  /** The URL of the application form for a posting URL (default: the posting URL itself). */
  formUrl?(posting: URL): string;
  /** Clicks from the landing page to the form (Apply buttons), after the page loaded. */
  openForm?(run: AdapterRun): Promise<void>;
  /** CSS selector of the form container; the engine reads only inside it. */
  formRoot?: string;
  /** iframe that holds the form on embedding pages. */
  formFrame?: string;
  closed: Detector;
  success: Detector;
  /** Extra CAPTCHA signs beyond the standard visible-challenge detection. */
  captcha?: Detector;
  /** Buttons that move a wizard to its next step. */
  nextButtons?: string[];
  /** The final submit button. */
  submitButtons: string[];
  /** Validation errors shown after a failed Next or submit. */
  errors?: Detector;
  /** A typed verification code the site asks for after the final click. */
  codePrompt?: {
    shown: Detector;
    /** Inputs for the code: one input, or one per character (in order). */
    inputs: string;
    /** Button to press after typing the code (default: submitButtons). */
    submit?: string[];
  };
  /**
   * After a crash between the final click and its record: look on the site whether the application
   * arrived (e.g. the candidate's account lists it). Platforms without a way to look omit it.
   */
  verifySubmitted?(run: AdapterRun): Promise<boolean>;
  /** Account-based platforms: how to sign in or register on the tenant. */
  account?: AccountFlow;
  /** Harmless platform fields with a conventional answer (key -> option label), used when the profile says nothing. */
  defaults?: Record<string, string>;
  /** Text inputs that are typeaheads with no ARIA role (a suggestion must be picked for the value to stick). */
  typeaheads?: Typeahead[];
  /** Known field keys -> a label that says what they mean, to help the answer engine. */
  fieldMeanings?: Record<string, string>;
  /** The phone box takes the national number beside the form's own country-code picker, whatever its widget. */
  nationalPhone?: boolean;
  /** Where the platform publishes each posting's form: the page is checked against it before the final click. */
  formSchema?: FormSchemaSource;
}
