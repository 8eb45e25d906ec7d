// Shared plumbing of the ATS simulators (test fixtures, not product code): per-posting behaviours,
// the submission record, multipart parsing, cookies/sessions, e-mail over real SMTP, HTML helpers.
import type { Request, Response } from "express";
import { randomBytes, randomInt } from "node:crypto";
import nodemailer from "nodemailer";
import type { AtsId } from "../../catalog/platforms";

export interface UploadedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface Submission {
  ats: AtsId;
  tenant: string;
  jobId: string;
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
  receivedAt: Date;
  /** Workday only: the hidden honeypot `beecatcher` was filled, so the platform flagged a bot. */
  bot?: boolean;
  /** SmartRecruiters: the OneTrust consent cookie at submission ("groups=C0001:1,C0002:0,..."; "" when none). */
  cookieConsent?: string;
}

/** What a posting does; every key optional. Reserved job ids (see README) preset some of them. */
export interface PostingBehaviour {
  /** Job title shown on the posting (default "Software Engineer"). */
  title?: string;
  closed?: boolean;
  /** A visible reCAPTCHA v2 checkbox that cannot be passed; the server refuses the submission. */
  captcha?: boolean;
  /** Adds a required question that no profile can answer ("employee referral code"). */
  unanswerableQuestion?: boolean;
  /** Answer the first N requests for this posting with `failStatus` (default 503). */
  failFirst?: number;
  failStatus?: 500 | 503;
  /** Delay every response for this posting, in milliseconds. */
  delayMs?: number;
  /** E-mail a verification code before accepting the submission (Workday: account link, default on). */
  emailVerification?: boolean;
  /** Send the verification mail as HTML only (no text part). */
  htmlOnlyMail?: boolean;
  /** Greenhouse: serve the legacy hosted form (form#application_form, job_application[...]) instead. */
  legacyMarkup?: boolean;
  /** Lever: the region the posting lives in; the other region's host answers 404. */
  region?: "us" | "eu";
  /**
   * Greenhouse, Ashby: the platform's published form definition declares a required question the page
   * does not show (a page cached before the employer added it; a board that failed to render it).
   */
  schemaDrift?: boolean;
  /** Workday: a session-timeout dialog covers the Review page until its Continue is pressed. */
  sessionWarning?: boolean;
  /**
   * Seeded page variation (variants.ts): reworded labels, shuffled fields, extra screening questions,
   * a cookie banner, another confirmation shape. Greenhouse (new board), Lever, Workable,
   * SmartRecruiters and Ashby honour it; without it the page is the fixed one.
   */
  variant?: number;
}

/** Reserved trailing digits of a job id (any platform): "4012" is plain, "4040" closed, etc. */
export const reservedBehaviours: Record<string, PostingBehaviour> = {
  "4040": { closed: true },
  "4041": { captcha: true },
  "4042": { emailVerification: true },
  "4043": { emailVerification: true, htmlOnlyMail: true },
  "4044": { unanswerableQuestion: true },
  "5000": { failFirst: 1, failStatus: 500 },
  "5030": { failFirst: 2, failStatus: 503 },
  "4080": { delayMs: 1500 },
};

export function reservedFor(jobId: string): PostingBehaviour {
  const m = /(\d{4})$/.exec(jobId);
  return (m && reservedBehaviours[m[1]]) || {};
}

export interface RequestLogEntry {
  method: string;
  host: string;
  path: string;
  status: number;
  at: Date;
}
export interface SentMail {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  at: Date;
  error?: string;
}

export class SimState {
  readonly submissions: Submission[] = [];
  readonly requests: RequestLogEntry[] = [];
  readonly mails: SentMail[] = [];
  private readonly overrides = new Map<string, PostingBehaviour>();
  private readonly hits = new Map<string, number>();
  private readonly sessions = new Map<string, Record<string, unknown>>();
  private readonly transport;

  constructor(private readonly smtp?: { host: string; port: number }) {
    this.transport = smtp ? nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true }) : null;
  }

  readonly postings = {
    set: (jobId: string, b: PostingBehaviour) => {
      this.overrides.set(jobId, b);
      this.hits.delete(jobId);
    },
    get: (jobId: string): PostingBehaviour => ({ ...reservedFor(jobId), ...this.overrides.get(jobId) }),
    delete: (jobId: string) => {
      this.overrides.delete(jobId);
      this.hits.delete(jobId);
    },
    reset: () => {
      this.overrides.clear();
      this.hits.clear();
    },
  };

  /** Counts a page hit for the posting; used by failFirst. */
  hit(jobId: string): number {
    const n = (this.hits.get(jobId) ?? 0) + 1;
    this.hits.set(jobId, n);
    return n;
  }

  record(s: Omit<Submission, "receivedAt">): Submission {
    const full = { ...s, receivedAt: new Date() };
    this.submissions.push(full);
    return full;
  }

  session(req: Request, res: Response): Record<string, unknown> {
    let sid = /(?:^|;\s*)sim_sid=([0-9a-f]+)/.exec(req.headers.cookie ?? "")?.[1];
    if (!sid || !this.sessions.has(sid)) {
      sid = randomBytes(12).toString("hex");
      this.sessions.set(sid, {});
      res.cookie("sim_sid", sid, { httpOnly: true, path: "/" });
    }
    return this.sessions.get(sid)!;
  }

  /** Sends over real SMTP when configured; always kept in `mails` too (for debugging tests). */
  async sendMail(m: { from: string; to: string; subject: string; text?: string; html?: string }): Promise<void> {
    const sent: SentMail = { ...m, at: new Date() };
    this.mails.push(sent);
    // A platform does not show its visitor an error when its own mail fails; the test sees `error`.
    if (this.transport)
      await this.transport.sendMail(m).catch((e: Error) => {
        sent.error = e.message;
      });
  }

  close(): void {
    this.transport?.close();
  }
}

/**
 * Applies the cross-cutting behaviours that come before any platform logic (delay, server errors).
 * Returns true when it already answered.
 */
export async function preamble(state: SimState, jobId: string, res: Response): Promise<boolean> {
  const b = state.postings.get(jobId);
  if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
  const n = state.hit(jobId);
  if (b.failFirst && n <= b.failFirst) {
    const status = b.failStatus ?? 503;
    res
      .status(status)
      .type("html")
      .send(page(`${status}`, `<h1>${status === 503 ? "Service Unavailable" : "Internal Server Error"}</h1>`));
    return true;
  }
  return false;
}

export interface ParsedForm {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

/** Parses urlencoded or multipart bodies with the Fetch API's own parser (no extra dependency). */
export async function readForm(req: Request): Promise<ParsedForm> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  const request = new Request(`http://sim${req.url}`, { method: "POST", headers, body: req as any, duplex: "half" } as RequestInit);
  const fd = await request.formData();
  const fields: ParsedForm["fields"] = {};
  const files: ParsedForm["files"] = {};
  for (const [key, value] of fd) {
    if (typeof value !== "string") {
      if (value.size === 0 && !value.name) continue; // an empty file input
      files[key] = { filename: value.name, contentType: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      continue;
    }
    const prev = fields[key];
    if (prev === undefined) fields[key] = key.endsWith("[]") ? [value] : value;
    else fields[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return { fields, files };
}

export function str(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v.join(",") : (v ?? "")).trim();
}

export const h = (s: unknown): string =>
  String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function page(title: string, body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${h(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<style>.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.error,.helper-text--error{color:#b00}label{display:block;margin-top:.6em}</style></head><body>${body}</body></html>`;
}

/** An INVISIBLE reCAPTCHA badge (as Greenhouse pages carry): must not be treated as a wall. */
export function invisibleRecaptcha(): string {
  return `<div class="grecaptcha-badge" data-style="bottomright" style="position:fixed;bottom:14px;right:-186px;width:256px;height:60px">
<div class="grecaptcha-logo"><iframe title="reCAPTCHA" width="256" height="60" src="https://www.google.com/recaptcha/api2/anchor?ar=1&amp;k=6LfSimInvisible&amp;size=invisible" srcdoc="<span>protected by reCAPTCHA</span>"></iframe></div>
<textarea id="g-recaptcha-response" name="g-recaptcha-response" class="g-recaptcha-response" style="display:none"></textarea></div>`;
}

/**
 * A VISIBLE reCAPTCHA v2 checkbox that cannot be passed: its token field is never filled.
 * The src is only there for detection (srcdoc wins, so nothing is fetched).
 */
export function recaptchaWall(): string {
  return `<div class="g-recaptcha" data-sitekey="6LfSimVisibleCheckbox"><div style="width:304px;height:78px">
<iframe title="reCAPTCHA" width="304" height="78" role="presentation" src="https://www.google.com/recaptcha/api2/anchor?ar=1&amp;k=6LfSimVisibleCheckbox&amp;size=normal"
 srcdoc="<label><input type=checkbox disabled> I'm not a robot</label>"></iframe></div>
<textarea id="g-recaptcha-response-wall" name="g-recaptcha-response" class="g-recaptcha-response" style="display:none"></textarea></div>`;
}

/** Token the simulated invisible challenge hands out; a wall never produces one. */
export const INVISIBLE_TOKEN = "sim-invisible-recaptcha-token";

export function numericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function alphanumericCode(len = 8): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from({ length: len }, () => alphabet[randomInt(alphabet.length)]).join("");
}

export function token(): string {
  return randomBytes(16).toString("hex");
}

/** Verification mail in the common shape: text + HTML, or HTML only when the posting asks for it. */
export function verificationMail(opts: { from: string; to: string; subject: string; lines: string[]; htmlOnly?: boolean; link?: string }) {
  const htmlBody = opts.lines.map((l) => `<p>${l === opts.link ? `<a href="${h(l)}">Verify your account</a>` : h(l)}</p>`).join("");
  return {
    from: opts.from,
    to: opts.to,
    subject: opts.subject,
    html: `<html><body>${htmlBody}</body></html>`,
    ...(opts.htmlOnly ? {} : { text: opts.lines.join("\n\n") }),
  };
}

/** An invisible hCaptcha (Lever's per-employer setting): must not be treated as a wall. */
export function invisibleHcaptcha(): string {
  return `<div class="h-captcha" data-size="invisible" data-sitekey="sim-hcaptcha-invisible"><iframe title="Main content of the hCaptcha challenge" aria-hidden="true" style="display:none" src="https://newassets.hcaptcha.com/captcha/v1/sim/static/hcaptcha.html#frame=challenge&amp;size=invisible" srcdoc=""></iframe>
<textarea name="h-captcha-response" style="display:none"></textarea></div>`;
}

/** A VISIBLE hCaptcha checkbox that cannot be passed. */
export function hcaptchaWall(): string {
  return `<div class="h-captcha" data-sitekey="sim-hcaptcha-checkbox"><iframe title="Widget containing checkbox for hCaptcha security challenge" width="303" height="78"
 src="https://newassets.hcaptcha.com/captcha/v1/sim/static/hcaptcha.html#frame=checkbox&amp;size=normal" srcdoc="<label><input type=checkbox disabled> I am human</label>"></iframe>
<textarea name="h-captcha-response-wall" style="display:none"></textarea></div>`;
}

/** Marks the invisible challenge as passed right before the form is sent (what the real widget does). */
export const passInvisibleChallengeJs = (selector: string, field: string) =>
  `document.querySelector(${JSON.stringify(selector)}).addEventListener('submit', function () {
  const t = this.querySelector('[name="${field}"]'); if (t && t.closest('[data-size=invisible],.grecaptcha-badge')) t.value = ${JSON.stringify(INVISIBLE_TOKEN)};
}, true);`;
