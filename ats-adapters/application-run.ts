// One application's browser state: its lease (context + page), the adapter, the resume, the
// questions seen so far and the answers given. Sessions keep a Run open across activities. An
// adapter's hooks see it as an AdapterRun (platforms/types.ts).
import type { Frame, Page } from "puppeteer-core";
import type { ReviewQuestion } from "../lib/domain";
import type { Lease } from "./browser-pool";
import { fetchDocument, fetchResume, uploadDir, type ResumeFile } from "./resume";
import type { FormField, FormScope } from "./engine/types";
import type { AdapterRun, PlatformAdapter } from "./platforms/types";
import type { ApplyRequest, SubmitGuard } from "./types";

export class Run implements AdapterRun {
  /** Every question seen, in order, by key (the last read of a key wins). */
  readonly questions = new Map<string, ReviewQuestion & Pick<FormField, "widget" | "fmt">>();
  accountCreated = false;
  /** The iframe holding the form on an embedding page the adapter names no frame for (reach-form.ts). */
  embeddingFrame: Frame | null = null;
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
    let frame: Frame = this.embeddingFrame && !this.embeddingFrame.detached ? this.embeddingFrame : this.page.mainFrame();
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
