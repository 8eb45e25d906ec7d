// The flow every adapter shares: reach the form, pass the account step, walk the wizard filling
// each step from the answer engine, and click the final submit at most once.
import type { ElementHandle } from "puppeteer-core";
import { ApplicationFailure, type ReviewQuestion } from "../lib/domain";
import { logger } from "../lib/logger";
import { answerAll, unansweredKeys } from "./answers";
import { readForm } from "./engine/read";
import { humanClick, writeAnswer } from "./engine/write";
import type { FormField } from "./engine/types";
import { findButton, matches, visibleCaptcha, visiblePasswordField } from "./page-checks";
import type { Run } from "./run";
import { atsSettings } from "./settings";
import type { SubmitOutcome } from "./types";

const NEXT_TEXT = /^(next|continue|save (and|&) continue|next step|proceed)\b/i;
const SUBMIT_TEXT = /^(submit( application| my application)?|apply( now)?|send application)$/i;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the page stops loading after an action (bounded; never fails). */
export async function settle(run: Run): Promise<void> {
  await run.page.waitForNetworkIdle({ idleTime: 150, timeout: 4000 }).catch(() => undefined);
}

/** Clicks, then waits for the navigation it may start (bounded) and for the network to settle. */
export async function clickAndSettle(run: Run, target: ElementHandle<Element>): Promise<void> {
  const navigation = run.page.waitForNavigation({ waitUntil: "domcontentloaded", timeout: 2500 }).catch(() => null);
  await humanClick(target);
  await navigation;
  await settle(run);
}

/** Closed posting, CAPTCHA wall, unexpected login wall: outcomes a retry cannot change. */
export async function checkWalls(run: Run, opts: { allowPassword?: boolean } = {}): Promise<void> {
  const scope = await run.scope();
  if (await matches(run.page, run.adapter.closed)) {
    throw new ApplicationFailure("job_closed", "The posting no longer accepts applications.");
  }
  if ((await visibleCaptcha(scope.frame)) || (await matches(run.page, run.adapter.captcha))) {
    throw new ApplicationFailure("manual_completion_required", "The site shows a CAPTCHA challenge that a person has to solve.");
  }
  if (!opts.allowPassword && !run.adapter.account && (await visiblePasswordField(scope.frame))) {
    throw new ApplicationFailure("manual_completion_required", "The site asks to sign in before applying, which this platform does not normally require.");
  }
}

/** Opens the form. Returns "verify_link" when a new account must be verified by e-mail first. */
export async function openApplication(run: Run, opts: { createAccount: boolean }): Promise<"ready" | "verify_link" | "account_missing"> {
  const { adapter, req } = run;
  const url = adapter.formUrl ? adapter.formUrl(new URL(req.url)) : req.url;
  const response = await run.page.goto(url, { waitUntil: "domcontentloaded" });
  const status = response?.status() ?? 0;
  if (status >= 500 || status === 429) throw new Error(`${new URL(url).host} answered HTTP ${status}; will retry`);
  await settle(run);
  if (status === 404 || status === 410 || (await matches(run.page, adapter.closed))) {
    throw new ApplicationFailure("job_closed", `The posting no longer accepts applications (HTTP ${status}).`);
  }
  await checkWalls(run, { allowPassword: true });
  if (adapter.openForm) {
    await adapter.openForm(run);
    await settle(run);
  }
  if (!adapter.account) {
    await checkWalls(run);
    return "ready";
  }
  const creds = req.credentials;
  if (!creds) throw new ApplicationFailure("manual_completion_required", "This platform needs an account on the employer's site, and no credentials were provided.");
  if (creds.existing) {
    await adapter.account.signIn(run);
    await settle(run);
    return "ready";
  }
  if (!opts.createAccount) return "account_missing";
  const state = await adapter.account.create(run);
  run.accountCreated = true;
  await settle(run);
  return state;
}

async function fillStep(run: Run): Promise<Array<ReviewQuestion & FormField>> {
  const scope = await run.scope();
  const meanings = run.adapter.fieldMeanings ?? {};
  const read = async () => {
    const fields = await readForm(scope);
    const forAnswers = fields.map((f) => (meanings[f.key] ? { ...f, label: meanings[f.key] } : f));
    const answered = answerAll(forAnswers, run.req.applicant, run.req.answers);
    for (const q of answered) {
      const fallback = run.adapter.defaults?.[q.key];
      if (q.answer !== null || fallback === undefined) continue;
      const option = q.options?.find((o) => o.label.toLowerCase() === fallback.toLowerCase());
      if (q.options && !option) continue;
      Object.assign(q, { answer: option ? option.value : fallback, answer_source: "default" });
    }
    return answered.map((q, i) => ({ ...q, label: fields[i].label }));
  };
  let answered = await read();
  const written = new Set<string>();
  for (let pass = 0; pass <= answered.length; pass++) {
    let rerendered = false;
    for (const q of answered) {
      if (q.answer === null || q.answer === "" || written.has(q.key) || q.widget === "none") continue;
      written.add(q.key);
      try {
        rerendered = await writeAnswer(scope, q, q.answer, (f, a) => run.fileFor(f, a));
      } catch (err) {
        if (err instanceof ApplicationFailure) throw err;
        logger.warn({ applicationId: run.req.applicationId, key: q.key, err: (err as Error).message }, "could not fill a field");
        q.answer = null;
        q.answer_source = "none";
      }
      if (rerendered) break; // ids can regenerate after an upload: read the form again
    }
    if (!rerendered) break;
    const failed = answered.filter((q) => q.answer === null).map((q) => q.key);
    answered = await read();
    for (const q of answered) if (failed.includes(q.key)) Object.assign(q, { answer: null, answer_source: "none" });
  }
  for (const q of answered) run.questions.set(q.key, q);
  return answered;
}

async function signature(run: Run): Promise<string> {
  const scope = await run.scope();
  const fields = await readForm(scope, { options: false }).catch(() => []);
  return run.page.url() + "|" + fields.map((f) => f.key).join(",");
}

/** Fills each step and moves on; stops at the final step ("final") or when it cannot move ("stuck"). */
export async function walkSteps(run: Run, mode: "inspect" | "submit"): Promise<"final" | "stuck"> {
  for (let step = 0; step < atsSettings.maxSteps; step++) {
    await checkWalls(run);
    const started = Date.now();
    const questions = await fillStep(run);
    logger.debug({ applicationId: run.req.applicationId, step, fields: questions.length, ms: Date.now() - started }, "filled a form step");
    const scope = await run.scope();
    const next = await findButton(scope.frame, run.adapter.nextButtons ?? [], NEXT_TEXT);
    if (!next) {
      if (await findButton(scope.frame, run.adapter.submitButtons, SUBMIT_TEXT)) return "final";
      throw new Error("Neither a Next nor a Submit button was found on the form; will retry");
    }
    const missing = unansweredKeys(questions);
    if (missing.length) {
      if (mode === "inspect") return "stuck";
      throw incomplete(run, missing);
    }
    const before = await signature(run);
    await clickAndSettle(run, next);
    if ((await signature(run)) === before) {
      if (mode === "inspect") return "stuck";
      throw new ApplicationFailure("incomplete_candidate", `The form did not accept the answers on step ${step + 1}.`);
    }
  }
  throw new Error(`The form has more than ${atsSettings.maxSteps} steps; will retry`);
}

function incomplete(run: Run, keys: string[]): ApplicationFailure {
  const labels = keys.map((k) => run.questions.get(k)?.label ?? k);
  return new ApplicationFailure("incomplete_candidate", `Required questions have no answer in the profile: ${labels.join("; ")}.`);
}

/** The one final click, claimed through the guard first (it throws when the click is not ours); then the site's answer. */
export async function finalSubmit(run: Run): Promise<SubmitOutcome | Waiting> {
  const missing = unansweredKeys([...run.questions.values()]);
  if (missing.length) throw incomplete(run, missing);
  await checkWalls(run);
  const scope = await run.scope();
  const button = await findButton(scope.frame, run.adapter.submitButtons, SUBMIT_TEXT);
  if (!button) throw new Error("The submit button disappeared; will retry");
  if (!run.guard) throw new Error("internal: no submit guard");
  await run.guard.claimFinalClick();
  await humanClick(button);
  return awaitOutcome(run);
}

export type Waiting = { kind: "code_prompt" };

/** Polls the page for success, a code prompt or a failure after a submit click. */
export async function awaitOutcome(run: Run, opts: { codeEntered?: boolean } = {}): Promise<SubmitOutcome | Waiting> {
  const deadline = Date.now() + atsSettings.outcomeTimeoutMs;
  const { adapter } = run;
  while (Date.now() < deadline) {
    await sleep(200);
    if (await matches(run.page, adapter.success)) {
      return { kind: "submitted", confirmation: await confirmationText(run), accountCreated: run.accountCreated || undefined };
    }
    const scope = await run.scope().catch(() => null);
    if (!scope) continue;
    if (!opts.codeEntered && adapter.codePrompt && (await matches(scope.frame, adapter.codePrompt.shown))) return { kind: "code_prompt" };
    if (await visibleCaptcha(scope.frame)) {
      throw new ApplicationFailure("manual_completion_required", "A CAPTCHA challenge appeared after submitting; it was not resubmitted.");
    }
  }
  // A code the site did not accept leaves its prompt on screen: ask for another code.
  if (opts.codeEntered && adapter.codePrompt && (await matches(run.page, adapter.codePrompt.shown))) return { kind: "code_prompt" };
  const errors = adapter.errors ? await errorText(run) : "";
  throw new ApplicationFailure(
    "site_error",
    `The site did not confirm the application after the submit click${errors ? ` (it says: ${errors})` : ""}; it was not resubmitted.`,
  );
}

async function confirmationText(run: Run): Promise<string | null> {
  const text = await run.page.evaluate(() => document.body?.innerText ?? "").catch(() => "");
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || run.page.url();
}

async function errorText(run: Run): Promise<string> {
  const sels = run.adapter.errors?.selectors ?? [];
  const texts: string[] = [];
  for (const sel of sels) {
    texts.push(...(await run.page.$$eval(sel, (els) => els.map((e) => (e.textContent ?? "").trim())).catch(() => [])));
  }
  return texts.filter(Boolean).join(" ").slice(0, 300);
}

/** Types a verification code into the adapter's inputs and presses its submit button. */
export async function enterCode(run: Run, code: string): Promise<void> {
  const prompt = run.adapter.codePrompt;
  if (!prompt) throw new ApplicationFailure("site_error", "This platform has no verification-code step.");
  const scope = await run.scope();
  const inputs = await scope.frame.$$(prompt.inputs);
  const clean = code.trim();
  if (inputs.length > 1) {
    for (let i = 0; i < inputs.length; i++) {
      await inputs[i].click({ count: 3 });
      await inputs[i].type(clean[i] ?? "");
    }
  } else if (inputs[0]) {
    await inputs[0].click({ count: 3 });
    await inputs[0].type(clean);
  } else throw new ApplicationFailure("site_error", "The verification code field is gone.");
  const button: ElementHandle<Element> | null = await findButton(scope.frame, prompt.submit ?? run.adapter.submitButtons, SUBMIT_TEXT);
  if (!button) throw new ApplicationFailure("site_error", "The button to confirm the verification code is missing.");
  await scope.frame.waitForFunction((b) => !(b as HTMLButtonElement).disabled, { timeout: 5000 }, button).catch(() => undefined);
  await humanClick(button);
}
