// The boundary between the workflow's activities and the ATS layer. Activities load everything
// from the database (secrets included) and hand it over here; nothing here touches the database.
import type { Profile } from "../lib/profile";
import type { EmailMode, EvidenceKind, ReviewQuestion } from "../lib/domain";

export interface Applicant {
  firstName: string;
  lastName: string;
  /** The address to put on forms: the managed inbox or the candidate's own (email_mode). */
  email: string;
  emailMode: EmailMode;
  phone: string;
  profile: Profile;
  resumeUrl: string;
}

/** An account on an account-based ATS tenant (Workday: the client's password; others: generated). */
export interface AtsCredentials {
  login: string;
  password: string;
  /** true when we already created this account on this tenant: sign in instead of registering. */
  existing: boolean;
}

export interface ApplyRequest {
  applicationId: string;
  /** The application's account: browser places are shared fairly between accounts (browser-pool.ts); harnesses leave it out. */
  accountId?: string;
  url: string;
  applicant: Applicant;
  credentials: AtsCredentials | null;
  /** Client's answers from review (question key -> answer string), applied over the engine's. */
  answers?: Record<string, string>;
  /** The account's answers for non-sensitive questions no profile answers, by rule name (answers/defaults.ts). */
  answerDefaults?: Record<string, string>;
  /** false: the account leaves the consent boxes an application needs to its review (docs/api-rules.md#account). */
  autoConsent?: boolean;
}

export interface InspectResult {
  questions: ReviewQuestion[];
  /** Keys of required questions that neither the profile nor the client answered. */
  unanswered: string[];
  /**
   * Account platforms: inspecting signs in or creates the candidate's account (docs/api-rules.md), so
   * the review lists the questions behind it; true when this inspection created it (recorded, so the
   * submit signs in instead of creating it again).
   */
  accountCreated?: boolean;
  /**
   * The account must be verified by an e-mailed link or code before the form shows: the page is parked
   * on this worker (as SubmitOutcome's needs_verification); continue with continueInspection.
   */
  verification?: { sessionId: string; expects: "code" | "link" };
  /**
   * A one-page form inspected for a review stays open, filled, on this worker for a while: pass this
   * to submitApplication there to submit it without loading it again (it falls back to a fresh load).
   */
  reviewSessionId?: string;
  /** The stored screenshot of the filled form (set by the activity that stored it; docs/api-rules.md#evidence). */
  evidenceId?: string;
}

export type SubmitOutcome =
  | {
      kind: "submitted";
      confirmation: string | null;
      /** What decided it (docs/api-rules.md, "Outcome by evidence"): the signals seen and the form's writes after the click. */
      evidence?: string[];
      accountCreated?: boolean;
      /** The stored screenshot of the confirmation page (set by the activity that stored it; docs/api-rules.md#evidence). */
      evidenceId?: string;
    }
  | {
      kind: "needs_verification";
      /** Handle of the open page on this worker; continue with continueWithVerification. */
      sessionId: string;
      /** What the site asked for: a typed code or a link to open. */
      expects: "code" | "link";
      accountCreated?: boolean;
    };

/** Makes the final click at-most-once across overlapping attempts, retries and worker crashes. */
export interface SubmitGuard {
  /** true when some attempt already claimed the final click: verify its outcome, never click again. */
  alreadyClicked: boolean;
  /**
   * Called immediately before the final click; durably claims it for this attempt. Throws
   * FinalClickTaken when another attempt holds the claim (or this one was superseded): no click then.
   */
  claimFinalClick(): Promise<void>;
}

/** The final click belongs to another attempt: this one must not click. */
export class FinalClickTaken extends Error {
  override name = "FinalClickTaken";
}

export interface Verification {
  code?: string;
  link?: string;
}

/**
 * A screenshot the ATS layer took as evidence (ats-adapters/evidence-capture.ts), secrets masked. It
 * goes to the activity, which stores it and passes on only its id: images never enter a workflow.
 */
export interface EvidenceCapture {
  kind: EvidenceKind;
  png: Buffer;
  width: number;
  height: number;
  /** null: the whole page; "scaled": scaled down to fit the size cap; "cut": scaled, then cut at the bottom. */
  fitted: "scaled" | "cut" | null;
  pageUrl: string;
  /** confirmation: the page's text. */
  text?: string;
  /** confirmation: the signals that decided the outcome (the same as SubmitOutcome.evidence). */
  signals?: string[];
}

/** A result of the ATS layer with the screenshot it took, if any (the activity takes it off). */
export type WithCapture<T> = T & { capture?: EvidenceCapture };
