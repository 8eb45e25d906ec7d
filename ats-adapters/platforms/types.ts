// What a platform adapter declares: only what is peculiar to its platform. The runner (../runner.ts)
// and the form engine do everything else.
import type { Detector } from "../page-checks";
import type { Run } from "../run";

export interface AccountFlow {
  /** Sign in with existing credentials; throws ApplicationFailure when the site refuses them. */
  signIn(run: Run): Promise<void>;
  /** Register a new account; "verify_link" when the site now wants its e-mailed link opened. */
  create(run: Run): Promise<"ready" | "verify_link">;
  /** After the verification link was opened: get back to the application (usually sign in). */
  afterVerified(run: Run): Promise<void>;
}

export interface PlatformAdapter {
  id: string;
  /** The URL of the application form for a posting URL (default: the posting URL itself). */
  formUrl?(posting: URL): string;
  /** Clicks from the landing page to the form (Apply buttons), after the page loaded. */
  openForm?(run: Run): Promise<void>;
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
  verifySubmitted?(run: Run): Promise<boolean>;
  /** Account-based platforms: how to sign in or register on the tenant. */
  account?: AccountFlow;
  /** Harmless platform fields with a conventional answer (key -> option label), used when the profile says nothing. */
  defaults?: Record<string, string>;
  /** Known field keys -> a label that says what they mean, to help the answer engine. */
  fieldMeanings?: Record<string, string>;
}
