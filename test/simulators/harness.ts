// Helpers for the simulators' own tests: Chromium pointed at the simulator through host-resolver
// rules, and a tiny real SMTP server that catches the verification mails.
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resumePdf } from "./files";
import { startSimulators, type Simulators } from "./";
import { config } from "../../lib/config";

/**
 * The tests' Chromium (the binary the service runs), with `args` added: for the simulators their
 * sim.chromiumArgs (host-resolver rules and trust for their TLS); other tests add a host map or a proxy.
 */
export async function launchChromium(args: string[] = []): Promise<Browser> {
  return puppeteer.launch({
    executablePath: config.chromiumPath,
    headless: "shell",
    // DevTools over a pipe: Chromium exits with its Node process even when that one is killed (the
    // bench gives up a bare script past its time budget with SIGKILL).
    pipe: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      ...args,
    ],
  });
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.createBrowserContext();
  const p = await context.newPage();
  p.setDefaultTimeout(15_000);
  return p;
}

/** A resume PDF on disk, for file inputs. */
export function resumeFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sim-resume-"));
  const file = path.join(dir, "jane-doe-resume.pdf");
  writeFileSync(file, resumePdf());
  return file;
}

export interface MailCatcher {
  host: string;
  port: number;
  mails: ParsedMail[];
  /** Resolves with the next mail to `to` (already received or still to come). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: ParsedMail[] = [];
  const waiters: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const recipients = (m: ParsedMail) =>
    [m.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .map((v) => (v.address ?? "").toLowerCase());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        for (const w of [...waiters]) {
          if (recipients(mail).includes(w.to)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    host: "127.0.0.1",
    port,
    mails,
    waitFor(to, timeoutMs = 10_000) {
      const want = to.toLowerCase();
      const seen = mails.find((m) => recipients(m).includes(want));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to}`)), timeoutMs);
        waiters.push({
          to: want,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Types into a field after clearing it (a hand-scripted fill, as a user would). */
export async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  // To the middle of the window first, as a person would: a field low on the page can sit under a pinned
  // footer (Workday's), where the click would land on the footer's buttons instead.
  await page.$eval(selector, (e) => e.scrollIntoView({ block: "center" }));
  await page.click(selector, { count: 3 });
  await page.keyboard.press("Backspace");
  await page.type(selector, value);
}

/** Sets a file input (visible or not) to the given file. */
export async function upload(page: Page, selector: string, file: string): Promise<void> {
  const input = await page.$(selector);
  if (!input) throw new Error(`no file input ${selector}`);
  await (input as unknown as { uploadFile(f: string): Promise<void> }).uploadFile(file);
}

export interface SimulatorBrowser {
  sim: Simulators;
  browser: Browser;
  /** A fresh incognito page for each test, closed after it. */
  page: Page;
  /** Catches the simulators' verification mails; only with `{ mail: true }`. */
  smtp: MailCatcher;
}

/**
 * Registers the hooks every browser test of a simulator needs: simulators (mailing to a catcher when
 * asked) and one Chromium for the file, a fresh page and no recorded submissions for each test.
 * The returned object is filled in by those hooks.
 */
export function useSimulatorBrowser(options: { mail?: boolean } = {}): SimulatorBrowser {
  const env = {} as SimulatorBrowser;
  beforeAll(async () => {
    if (options.mail) env.smtp = await startMailCatcher();
    env.sim = await startSimulators(options.mail ? { smtp: { host: env.smtp.host, port: env.smtp.port } } : {});
    env.browser = await launchChromium(env.sim.chromiumArgs);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.sim?.close();
    await env.smtp?.close();
  });
  beforeEach(async () => {
    env.sim.resetSubmissions();
    env.page = await newPage(env.browser);
  });
  afterEach(async () => {
    await env.page.browserContext().close();
  });
  return env;
}

/**
 * A page URL without its scheme. Chromium upgrades http:// navigations to https:// (HSTS preload and
 * HTTPS-Upgrades) whenever the host answers TLS, which the simulators do; tests compare the rest.
 */
export const schemeless = (url: string) => url.replace(/^https?:\/\//, "//");
