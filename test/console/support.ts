// What the console tests share: a test gateway with a worker on a stub ATS layer (applications reach
// needs_review and submitted without a browser), a real Chromium, and helpers to drive the page as a
// person would (clicks, or the keyboard alone) and to read what it shows.
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, expect } from "vitest";
import { disconnectDb } from "../../lib/db";
import type { ReviewQuestion } from "../../lib/domain";
import { startWorker, type RunningWorker, type StartWorkerOptions } from "../../worker";
import { createAccountWithCandidate, startTestApi, type TestAccount, type TestApi } from "../api/helpers";
import { eventually } from "../helpers";
import { launchChromium } from "../simulators/harness";
import { stubAts, testQueue } from "../workflows/fixtures";

const yesNo = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** The form the stub shows at review: one question of each kind of control the console draws. */
export const REVIEW_QUESTIONS: ReviewQuestion[] = [
  {
    key: "q_first_name",
    label: "First name",
    kind: "text",
    required: true,
    options: null,
    answer: "Ada",
    answer_source: "profile",
    answer_from: "personalInformation.firstName",
  },
  {
    key: "q_work_auth",
    label: "Are you authorized to work in the United States?",
    kind: "single_select",
    required: true,
    options: yesNo,
    answer: "yes",
    answer_source: "profile",
    answer_from: "workAuthorization.authorizedCountries",
  },
  {
    key: "q_langs",
    label: "Languages",
    kind: "multi_select",
    required: false,
    options: [
      { value: "en", label: "English" },
      { value: "fr", label: "French" },
    ],
    answer: '["en"]',
    answer_source: "profile",
    answer_from: "skills.languages",
  },
  { key: "q_start", label: "Earliest start date", kind: "date", required: false, options: null, answer: null, answer_source: "none" },
  {
    key: "q_how_heard",
    label: "How did you hear about us?",
    kind: "text",
    required: false,
    options: null,
    answer: "Job board",
    answer_source: "default",
    answer_from: "default:how_heard",
  },
  {
    key: "q_note",
    label: "Please check your answers before you approve.",
    kind: "display",
    required: false,
    options: null,
    answer: null,
    answer_source: "none",
  },
];

export interface ConsoleHarness {
  server: TestApi;
  browser: Browser;
  stub: ReturnType<typeof stubAts>;
}

/** Hooks for one test file: a worker on its own queue with the stub, a gateway on it, Chromium. */
export function useConsoleHarness(options: Pick<StartWorkerOptions, "settings" | "webhook"> = {}): ConsoleHarness {
  const harness = { stub: stubAts() } as ConsoleHarness;
  const queue = testQueue();
  let worker: RunningWorker | undefined;
  beforeAll(async () => {
    worker = await startWorker({
      taskQueue: queue,
      ats: harness.stub.layer,
      settings: { reviewTimeoutMs: 600_000, otpTimeoutMs: 600_000, ...options.settings },
      ...(options.webhook && { webhook: options.webhook }),
    });
    harness.server = await startTestApi({ taskQueue: queue });
    harness.browser = await launchChromium();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.close();
    await worker?.shutdown();
    await disconnectDb();
  });
  return harness;
}

let jobSeq = Date.now() % 1_000_000;

/** An application, made through the API, that the stub leads to needs_review with REVIEW_QUESTIONS. */
export async function parkedOnReview(harness: ConsoleHarness, account?: TestAccount): Promise<TestAccount & { id: string }> {
  const owner = account ?? (await createAccountWithCandidate(harness.server.baseUrl));
  const created = await owner.api("POST", "/applications", {
    profile_id: owner.profileId,
    url: `https://boards.greenhouse.io/acme/jobs/${jobSeq++}`,
    review_before_submit: true,
  });
  expect(created.status).toBe(202);
  const id: string = created.body.id;
  harness.stub.script(id, { inspect: () => ({ questions: REVIEW_QUESTIONS, unanswered: [] }) });
  await eventually(async () => (await owner.api("GET", `/applications/${id}`)).body.status === "needs_review", 60_000);
  return { ...owner, id };
}

/** A page that records any Content-Security-Policy violation (read them with cspViolations). */
export async function consolePage(harness: ConsoleHarness, viewport = { width: 1000, height: 900 }): Promise<Page> {
  const page = await harness.browser.newPage();
  // A loaded machine is slow, not wrong: a workflow step can take tens of seconds at load 10+.
  page.setDefaultTimeout(60_000);
  await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
  page.on("dialog", (dialog) => void dialog.accept());
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return page;
}

export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

export async function signIn(page: Page, harness: ConsoleHarness, account: TestAccount, hash = ""): Promise<void> {
  await page.goto(`${harness.server.baseUrl}/console${hash}`);
  await page.type("#api-key", account.apiKey);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector("#sign-in")?.hasAttribute("hidden"));
}

export const textOf = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? "");

/** Waits until the element's text satisfies `expected` (a substring or a pattern). */
export async function waitForText(page: Page, selector: string, expected: string | RegExp): Promise<string> {
  const pattern = typeof expected === "string" ? expected : expected.source;
  await page
    .waitForFunction(
      (sel, source, isRegExp) => {
        const text = document.querySelector(sel)?.textContent ?? "";
        return isRegExp ? new RegExp(source).test(text) : text.includes(source);
      },
      {},
      selector,
      pattern,
      typeof expected !== "string",
    )
    .catch(async (error: Error) => {
      const seen = await page.$eval(selector, (el) => el.textContent).catch(() => "(no such element)");
      throw new Error(`${selector} never showed ${String(expected)}; it shows: ${seen}\n${error.message}`);
    });
  return textOf(page, selector);
}

/** Opens an application's page from the dashboard's list, by clicking its link. */
export async function openFromList(page: Page, id: string): Promise<void> {
  const link = `#applications a[href="#/applications/${id}"]`;
  await page.waitForSelector(link);
  await page.click(link);
  await waitForText(page, "#application-title", id);
}
