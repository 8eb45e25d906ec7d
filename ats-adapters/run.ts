// One application's browser state: its lease (context + page), the adapter, the resume, the
// questions seen so far and the answers given. Sessions keep a Run open across activities.
import type { Frame, Page } from "puppeteer-core";
import type { ReviewQuestion } from "../lib/domain";
import type { Lease } from "./browser";
import { fetchResume, uploadDir, type ResumeFile } from "./resume";
import type { FormField, FormScope } from "./engine/types";
import type { PlatformAdapter } from "./platforms/types";
import type { ApplyRequest, SubmitGuard } from "./types";

export class Run {
  /** Every question seen, in order, by key (the last read of a key wins). */
  readonly questions = new Map<string, ReviewQuestion & Pick<FormField, "widget" | "fmt">>();
  accountCreated = false;
  guard: SubmitGuard | null = null;
  private resume: Promise<ResumeFile> | null = null;
  private uploads: Awaited<ReturnType<typeof uploadDir>> | null = null;

  constructor(
    readonly req: ApplyRequest,
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
    return { page: this.page, frame, root };
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
      const other = await fetchResume(answer);
      return this.uploads.write(`${field.key}-${other.filename}`, other.bytes);
    }
    return this.uploads.write(`${field.key.replace(/^q_/, "")}.txt`, answer);
  }

  /** Closes the page when `signal` aborts (Temporal cancelled the attempt), so its work stops at once. */
  closeOnAbort(signal: AbortSignal | undefined): void {
    signal?.addEventListener("abort", () => void this.close(), { once: true });
  }

  async close(): Promise<void> {
    await this.lease.release();
    await this.uploads?.remove().catch(() => undefined);
  }
}
