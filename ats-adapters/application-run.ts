// One application's browser state: its lease (context + page), the adapter, the resume, the
// questions seen so far and the answers given. Sessions keep a Run open across activities.
// The adapter interface (what a platform declares, re-exported by platforms/types.ts) is here too:
// an adapter's hooks take a Run and a Run holds its adapter.
import type { Frame, Page } from "puppeteer-core";
import type { ReviewQuestion } from "../lib/domain";
import type { Lease } from "./browser-pool";
import { fetchDocument, fetchResume, uploadDir, type ResumeFile } from "./resume";
import type { FormField, FormScope, Typeahead } from "./engine/types";
import type { FormSchemaSource } from "./form-schema";
import type { Detector } from "./page-checks";
import type { ApplyRequest, SubmitGuard } from "./types";

export class Run {
  /** Every question seen, in order, by key (the last read of a key wins). */
  readonly questions = new Map<string, ReviewQuestion & Pick<FormField, "widget" | "fmt">>();
  accountCreated = false;
  guard: SubmitGuard | null = null;
  /** Verification codes typed into the site in this run: masked, like passwords, before any screenshot (evidence-capture.ts). */
  readonly typedCodes: string[] = [];
  /**
   * Answers already on the page, by question key: set when a page kept open through its review is
   * continued (what the inspection wrote), so the submit writes only what the client changed.
   */
  onPage: Map<string, string> | null = null;
  private resume: Promise<ResumeFile> | null = null;
  private uploads: Awaited<ReturnType<typeof uploadDir>> | null = null;
  /** Stops watching the cancellation of the activity that holds this page (closeOnAbort). */
  private unwatch = () => {};

  constructor(
    /** Replaced only by continueWith. */
    public req: ApplyRequest,
    readonly adapter: PlatformAdapter,
    readonly lease: Lease,
  ) {}

  get page(): Page {
    return this.lease.page;
  }

  /** The frame and container holding the form (an iframe on embedding pages). */
  async scope(): Promise<FormScope> {
    let frame: Frame = this.page.mainFrame();
    if (this.adapter.formFrame) {
      const handle = await this.page.$(this.adapter.formFrame);
      const inner = handle ? await handle.contentFrame() : null;
      if (inner) frame = inner;
    }
    const root = this.adapter.formRoot && (await frame.$(this.adapter.formRoot)) ? this.adapter.formRoot : undefined;
    return { page: this.page, frame, root, typeaheads: this.adapter.typeaheads };
  }

  /** Continues this page for a later request of the same application: the submit after its review. */
  continueWith(req: ApplyRequest): void {
    this.req = req;
    this.resume = null; // the profile (and its resume) may have been edited during the review
    this.onPage = new Map([...this.questions].flatMap(([key, q]) => (q.answer ? [[key, q.answer] as const] : [])));
  }

  /**
   * Starts the resume's download while the form loads, so a form that asks for it first (most do)
   * does not wait for the client's file server as well. A failed download is not reported here: it
   * is tried again, and reported, when the form needs the file.
   */
  prefetchResume(): void {
    this.resumeFile().catch(() => undefined);
  }

  /** Downloads the resume once per run. */
  resumeFile(): Promise<ResumeFile> {
    if (!this.resume) {
      this.resume = fetchResume(this.req.applicant.resumeUrl);
      // A failed download is tried again by the next caller rather than cached.
      this.resume.catch(() => {
        this.resume = null;
      });
    }
    return this.resume;
  }

  /** A local file to upload for a file answer: the resume, another URL, or cover-letter text. */
  async fileFor(field: FormField, answer: string): Promise<string> {
    this.uploads ??= await uploadDir();
    if (answer === this.req.applicant.resumeUrl) {
      const resume = await this.resumeFile();
      return this.uploads.write(resume.filename, resume.bytes);
    }
    if (/^https?:\/\//i.test(answer)) {
      const other = await fetchDocument(answer, `the file given for "${field.label}"`);
      return this.uploads.write(`${field.key}-${other.filename}`, other.bytes);
    }
    return this.uploads.write(`${field.key.replace(/^q_/, "")}.txt`, answer);
  }

  /**
   * Closes the page when `signal` aborts (Temporal cancelled the attempt), so its work stops at once;
   * for this activity's signal only (a page kept for a review or a verification is watched by the
   * activity that continues it). The listener goes when the page does: an activity's context outlives
   * it wherever a promise made during it is kept (a database socket's listeners, Puppeteer's targets),
   * and through the listener it kept every closed page with it (the bench's 200-application leak check,
   * docs/performance.md: one CdpPage, its sessions and frames held per application).
   */
  closeOnAbort(signal: AbortSignal | undefined): void {
    this.unwatch();
    if (!signal) return;
    const abort = () => void this.close();
    signal.addEventListener("abort", abort, { once: true });
    this.unwatch = () => signal.removeEventListener("abort", abort);
  }

  async close(): Promise<void> {
    this.unwatch();
    await this.lease.release();
    await this.uploads?.remove().catch(() => undefined);
  }
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
  signIn(run: Run): Promise<void | "ready" | "verify_code">;
  /** Register (or identify) the candidate; "verify_link"/"verify_code" when the site now wants its e-mailed link or code. */
  create(run: Run): Promise<AccountState>;
  /** Types the e-mailed code the account step asked for; "verify_code" when the site asks again (wrong or expired code). */
  enterCode?(run: Run, code: string): Promise<"ready" | "verify_code">;
  /** After the verification link was opened or the code accepted: get back to the application (usually sign in). */
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
  /** Text inputs that are typeaheads with no ARIA role (a suggestion must be picked for the value to stick). */
  typeaheads?: Typeahead[];
  /** Known field keys -> a label that says what they mean, to help the answer engine. */
  fieldMeanings?: Record<string, string>;
  /** Where the platform publishes each posting's form: the page is checked against it before the final click. */
  formSchema?: FormSchemaSource;
}
