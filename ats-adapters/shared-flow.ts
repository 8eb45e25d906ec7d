// The flow every adapter shares: reach the form, pass the account step, walk the wizard filling
// each step from the answer engine (the final click and its outcome: final-submit.ts).
import type { ElementHandle } from "puppeteer-core";
import { AtsFailure, type ReviewQuestion } from "../lib/domain";
import { logger } from "../lib/logger";
import { answerAll, askedWords, unansweredKeys } from "./answers";
import { dismissConsentBanners } from "./engine/consent-banner";
import { readForm } from "./engine/read";
import { openSections, openUploaders, saveEntries, unfoldSections } from "./engine/sections";
import { describeErrors, formErrors } from "./engine/validation";
import { humanClick, optionIndex, writeAnswer } from "./engine/write";
import type { FormField, FormScope } from "./engine/types";
import { findButton, matches, visibleCaptcha, visiblePasswordField } from "./page-checks";
import type { Run } from "./application-run";
import type { AccountState, AdapterRun } from "./platforms/types";
import { atsSettings } from "./settings";
import { reachForm } from "./reach-form";
import { clickAndSettle, waitForQuietPage } from "./settle";
import { chooseCategory } from "./two-level";

const NEXT_TEXT = /^(next|continue|save (and|&) continue|next step|proceed)\b/i;
const ACCEPT_TEXT = /^(i )?(accept|agree)( (and|&) continue)?$/i;
export const SUBMIT_TEXT = /^(submit( application| my application)?|apply( now)?|send application)$/i;

/** Closed posting, CAPTCHA wall, unexpected login wall: outcomes a retry cannot change. */
export async function checkWalls(run: AdapterRun, opts: { allowPassword?: boolean } = {}): Promise<void> {
  const scope = await run.scope();
  if (await matches(run.page, run.adapter.closed)) {
    throw new AtsFailure("job_closed", "The posting no longer accepts applications.");
  }
  if ((await visibleCaptcha(scope.frame)) || (await matches(run.page, run.adapter.captcha))) {
    throw new AtsFailure("manual_completion_required", "The site shows a CAPTCHA challenge that a person has to solve.");
  }
  if (!opts.allowPassword && !run.adapter.account && (await visiblePasswordField(scope.frame))) {
    throw new AtsFailure(
      "manual_completion_required",
      "The site asks to sign in before applying, which this platform does not normally require.",
    );
  }
}

/**
 * Opens the form, signing in or creating the candidate's account where the platform has one (for an
 * inspection too, so that a review lists the questions behind it). Returns "verify_link" or
 * "verify_code" when the account must be verified by an e-mailed link or code first.
 */
export async function openApplication(run: Run): Promise<AccountState> {
  const { adapter, req } = run;
  const url = adapter.formUrl ? adapter.formUrl(new URL(req.url)) : req.url;
  const response = await run.page.goto(url, { waitUntil: "domcontentloaded" });
  const status = response?.status() ?? 0;
  if (status >= 500 || status === 429) throw new Error(`${new URL(url).host} answered HTTP ${status}; will retry`);
  await waitForQuietPage(run);
  if (status === 404 || status === 410 || (await matches(run.page, adapter.closed))) {
    throw new AtsFailure("job_closed", `The posting no longer accepts applications (HTTP ${status}).`);
  }
  await dismissConsentBanners(run.page);
  await checkWalls(run, { allowPassword: true });
  if (adapter.openForm) {
    await adapter.openForm(run);
    await waitForQuietPage(run);
  }
  await reachForm(run);
  if (!adapter.account) {
    await checkWalls(run);
    return "ready";
  }
  if (await matches(run.page, adapter.account.guestForm)) {
    await checkWalls(run);
    return "ready";
  }
  const creds = req.credentials;
  if (!creds && !adapter.account.passwordless) {
    throw new AtsFailure(
      "manual_completion_required",
      "This platform needs an account on the employer's site, and no credentials were provided.",
    );
  }
  if (creds?.existing) {
    const state = (await adapter.account.signIn(run)) ?? "ready";
    await waitForQuietPage(run);
    return state;
  }
  const state = await adapter.account.create(run);
  // A password-less identification makes no account of ours (the site keeps its own profile).
  if (!adapter.account.passwordless) run.accountCreated = true;
  await waitForQuietPage(run);
  return state;
}

/**
 * The account's login and password asked inside the form (fields the reader marks `account`): typed
 * from the run's credentials and kept out of the answers, so that they reach no review, no event and
 * no workflow history (docs/guarantees.md, "Secrets and personal data stay out of Temporal").
 */
async function fillAccountFields(run: Run, scope: FormScope, fields: FormField[], written: Set<string>): Promise<void> {
  const asked = fields.filter((f) => f.account && !written.has(f.key));
  const creds = run.req.credentials;
  if (!creds) {
    if (asked.some((f) => f.required))
      throw new AtsFailure(
        "manual_completion_required",
        "The form asks for the login and password of an account on the employer's site, and no credentials were provided.",
      );
    return;
  }
  for (const f of asked) {
    written.add(f.key);
    // The writer's own errors may quote what the field shows: never a password's.
    await writeAnswer(scope, f, f.account === "password" ? creds.password : creds.login, (x, a) => run.fileFor(x, a)).catch(() => {
      throw new Error(`the form's ${f.account} field ${f.key} did not take the account's ${f.account}`);
    });
  }
}

/** A write that failed because its control or its document went away, not because the control refused. */
const GONE =
  /disappeared before it could be filled|Cannot find context|Execution context was destroyed|detached|same JavaScript world|No node with given id/i;

async function fillStep(run: Run): Promise<Array<ReviewQuestion & FormField>> {
  // A cookie banner (often with a filter over the whole page) would take the clicks meant for fields.
  await dismissConsentBanners(run.page);
  const scope = await run.scope();
  const { profile } = run.req.applicant;
  const sections =
    (await unfoldSections(scope)) +
    (await openUploaders(scope)) +
    (await openSections(scope, [
      { kind: "education", entries: Math.min(profile.education?.length ?? 0, 3) },
      { kind: "language", entries: Math.min(profile.languages?.length ?? 0, 3), onlyRequired: true },
    ]));
  if (sections) await waitForQuietPage(run);
  const meanings = run.adapter.fieldMeanings ?? {};
  // Which questions the step asks; it changes when an answer brings up or removes others (a country
  // choice re-renders the address section), and then the step is read again.
  // A native dropdown's options count too: a State list is filled in when the Country is chosen.
  const shapeOf = (fields: FormField[]) =>
    fields.map((f) => `${f.key}:${f.label}:${f.required}${f.widget === "select" ? `:${f.options?.length}` : ""}`).join("|");
  let shape = "";
  // A two-level prompt's first level chosen by trying its categories (two-level.ts), kept over re-reads.
  const probed = new Map<string, Pick<ReviewQuestion, "answer" | "answer_source" | "answer_from">>();
  const answerFields = (fields: FormField[]) => {
    const forAnswers = fields.map((f) => (meanings[f.key] ? { ...f, label: meanings[f.key] } : f));
    const answered = answerAll(forAnswers, run.req.applicant, run.req.answers, run.req.answerDefaults, {
      autoConsent: run.req.autoConsent,
      nationalPhone: run.adapter.nationalPhone,
    });
    for (const q of answered) if (probed.has(q.key) && q.answer_source !== "client") Object.assign(q, probed.get(q.key));
    for (const q of answered) {
      const fallback = run.adapter.defaults?.[q.key];
      if (q.answer !== null || fallback === undefined) continue;
      const option = q.options?.find((o) => o.label.toLowerCase() === fallback.toLowerCase());
      if (q.options && !option) continue;
      Object.assign(q, { answer: option ? option.value : fallback, answer_source: "default", answer_from: "default:platform" });
    }
    return answered.map((q, i) => ({ ...q, label: fields[i].label }));
  };
  const written = new Set<string>();
  // A dropdown is answered in the opening that reads its options (opening each again costs a render).
  // (`seen`: the dropdowns met so far in this read, by their words: a second "Degree" is the next
  // entry's, answerAll's `entry`.)
  const pick = (field: FormField, seen: Map<string, number>) => {
    const words = askedWords(field.label);
    const entry = seen.get(words) ?? 0;
    seen.set(words, entry + 1);
    const [q] = answerFields([entry ? { ...field, entry } : field]);
    const i = q.answer ? optionIndex(field, q.answer) : -1;
    return i >= 0 ? field.options![i].label : null;
  };
  // A step replaced under the read (a page reloading itself after an upload) is read again once it settles.
  const readStep = async (opts: Parameters<typeof readForm>[1]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await readForm(scope, opts);
      } catch (err) {
        if (attempt >= 3 || !GONE.test((err as Error).message)) throw err;
        await waitForQuietPage(run);
      }
    }
  };
  const read = async (known?: FormField[]) => {
    const seen = new Map<string, number>();
    const choose = { pick: (f: FormField) => pick(f, seen), chosen: written, stale: false };
    let fields = await readStep({ known, choose });
    // A choice re-rendered the step under the read (Workday's Country): read it again; the dropdowns
    // chosen keep their options and their choice.
    for (let again = 0; choose.stale && again < 3; again++) {
      choose.stale = false;
      seen.clear();
      fields = await readStep({ known: [...(known ?? []), ...fields.filter((f) => written.has(f.key))], choose });
    }
    shape = shapeOf(fields);
    await fillAccountFields(run, scope, fields, written);
    return answerFields(fields.filter((f) => !f.account));
  };
  const fill = (q: ReviewQuestion & FormField) => writeAnswer(scope, q, q.answer!, (f, a) => run.fileFor(f, a));
  // A page kept open through its review holds the inspection's answers (and its dropdowns' options
  // are known): only what the client changed is written.
  const onPage = run.onPage;
  run.onPage = null;
  // An uploader that took its file shows the file's name in place of its input (Greenhouse): the
  // question was answered, not removed.
  const uploaded: Array<ReviewQuestion & FormField> = [];
  const withUploads = (fields: Array<ReviewQuestion & FormField>) => [
    ...fields,
    ...uploaded.filter((u) => !fields.some((f) => f.key === u.key)),
  ];
  if (!onPage) {
    // Files first: some pages read an uploaded résumé and fill boxes from it (Rippling), over earlier
    // answers. A read that opens no dropdown finds them; one that will not upload is tried again below.
    for (const q of answerFields((await readForm(scope, { options: false })).filter((f) => f.widget === "file"))) {
      if (q.answer)
        await fill(q).then(
          () => {
            written.add(q.key);
            uploaded.push(q);
          },
          () => undefined,
        );
    }
  }
  const refused = new Set<string>();
  let answered = withUploads(await read(onPage ? [...run.questions.values()] : undefined));
  for (const q of answered) if (q.answer !== null && onPage?.get(q.key) === q.answer) written.add(q.key);
  for (let pass = 0; pass <= answered.length; pass++) {
    let rerendered = false;
    for (const q of [...answered].sort((a, b) => Number(b.kind === "file") - Number(a.kind === "file"))) {
      if (q.answer === null || q.answer === "" || written.has(q.key) || q.widget === "none") continue;
      written.add(q.key);
      try {
        rerendered = await fill(q);
      } catch (err) {
        if (err instanceof AtsFailure) throw err;
        if (GONE.test((err as Error).message)) {
          // The step changed under the write (a page reloading itself with the résumé's data): read it again.
          written.delete(q.key);
          rerendered = true;
          await waitForQuietPage(run);
          break;
        }
        logger.warn({ applicationId: run.req.applicationId, key: q.key, err: (err as Error).message }, "could not fill a field");
        refused.add(q.key);
        q.answer = null;
        q.answer_source = "none";
        q.answer_from = null;
      }
      if (rerendered && q.answer !== null) uploaded.push(q);
      if (rerendered) break; // ids can regenerate after an upload: read the form again
    }
    if (!rerendered && shapeOf(await readStep({ options: false })) === shape) {
      // Nothing changes any more: once, a two-level prompt whose source the first level does not offer.
      const page = {
        write: (q: ReviewQuestion & FormField, answer: string) => writeAnswer(scope, q, answer, (f, a) => run.fileFor(f, a)),
        read: () => waitForQuietPage(run).then(() => readForm(scope, { known: answered })),
      };
      const tried = probed.size === 0 ? await chooseCategory(answered, run.req.applicant, page) : null;
      if (!tried) break;
      const { key, answer, answer_source, answer_from } = tried;
      probed.set(key, { answer, answer_source, answer_from });
      // The tries may have re-rendered what follows (the list after it, a section): all but the
      // uploads are written again (each write checks the page first, so an unchanged one is kept).
      for (const q of answered) if (q.widget !== "file" && !uploaded.some((u) => u.key === q.key)) written.delete(q.key);
    }
    const before = answered;
    // Dropdowns keep the options read before (opening each again costs seconds): all of them after an
    // upload (ids may change, options do not), the answered ones after an answer changed the form.
    answered = withUploads(await read(before.filter((q) => rerendered || (written.has(q.key) && q.answer !== null))));
    // A field that refused its answer stays unanswered; one that had no answer is answered again (its
    // options may have come since).
    for (const q of answered) if (refused.has(q.key)) Object.assign(q, { answer: null, answer_source: "none", answer_from: null });
  }
  for (const q of answered) run.questions.set(q.key, q);
  if (await saveEntries(scope)) await waitForQuietPage(run);
  return answered;
}

async function signature(run: Run): Promise<string> {
  const scope = await run.scope();
  const fields = await readForm(scope, { options: false }).catch(() => []);
  return run.page.url() + "|" + fields.map((f) => f.key).join(",");
}

/**
 * Fills each step and moves on; stops at the final step ("final", or "only_step" when the form has one
 * page) or when it cannot move ("stuck").
 */
export async function walkSteps(run: Run, mode: "inspect" | "submit"): Promise<"only_step" | "final" | "stuck"> {
  let filledAgain = -1;
  for (let step = 0; step < atsSettings.maxSteps; step++) {
    await checkWalls(run);
    const started = Date.now();
    const questions = await fillStep(run);
    logger.debug({ applicationId: run.req.applicationId, step, fields: questions.length, ms: Date.now() - started }, "filled a form step");
    const scope = await run.scope();
    // A Next found only by its text must belong to the form: a "Continue" in a dialog or banner over
    // the page is not the wizard's.
    let next = await findButton(scope.frame, run.adapter.nextButtons ?? []);
    if (!next) {
      const byText = await findButton(scope.frame, [], NEXT_TEXT);
      const inForm = byText && (!scope.root || (await byText.evaluate((e, root) => !!e.closest(root), scope.root)));
      next = inForm ? byText : null;
    }
    // Looked up once: a step without a Next ends at its submit.
    const submit = next ? null : await findButton(scope.frame, run.adapter.submitButtons, SUBMIT_TEXT);
    // A privacy notice before the form (Jobvite's data consent): accepting it is the consent to process
    // the application, given unless the account leaves consent to the review; only in front of the
    // form, where no submit is on show.
    if (!next && !submit && step === 0) {
      const gate = await findButton(scope.frame, [], ACCEPT_TEXT);
      if (gate && run.req.autoConsent === false)
        throw new AtsFailure(
          "incomplete_candidate",
          "The site asks to accept its privacy notice before the form, and the account gives no consent by itself.",
        );
      next = gate;
    }
    // A Next whose own words say it submits (an employer's wizard ending in "Submit") is the final
    // click, which final-submit.ts alone makes, once, through the guard.
    const says = next && (await next.evaluate((e) => ((e as HTMLInputElement).value || e.textContent || "").replace(/\s+/g, " ").trim()));
    if (!next || (says && SUBMIT_TEXT.test(says) && !NEXT_TEXT.test(says))) {
      if (submit || (next && (await findButton(scope.frame, run.adapter.submitButtons, SUBMIT_TEXT))))
        return step === 0 ? "only_step" : "final";
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
      // Once per step, the step is filled again: a page that replaced its document after an upload
      // (iCIMS reloads the profile with the résumé's data) dropped what had been typed before it.
      if (filledAgain !== step) {
        filledAgain = step--;
        continue;
      }
      if (mode === "inspect") return "stuck";
      // The adapter's own error markup first (its wording, as the site shows it), else any field's message.
      const says = (await errorText(run)) || describeErrors(await formErrors(scope.frame, run.adapter.errors?.selectors));
      throw new AtsFailure(
        "incomplete_candidate",
        `The form did not accept the answers on step ${step + 1}${says ? ` (it says: ${says})` : ""}.`,
      );
    }
  }
  throw new Error(`The form has more than ${atsSettings.maxSteps} steps; will retry`);
}

export function incomplete(run: Run, keys: string[]): AtsFailure {
  const labels = keys.map((k) => run.questions.get(k)?.label ?? k);
  return new AtsFailure("incomplete_candidate", `Required questions have no answer in the profile: ${labels.join("; ")}.`);
}

/** The form's own error messages, each once ("Error: The field City is required..."), by field. */
export async function errorText(run: Run): Promise<string> {
  const sels = run.adapter.errors?.selectors ?? [];
  const texts: string[] = [];
  for (const sel of sels) {
    texts.push(...(await run.page.$$eval(sel, (els) => els.map((e) => (e.textContent ?? "").replace(/\s+/g, " ").trim())).catch(() => [])));
  }
  return [...new Set(texts.filter(Boolean))].join("; ").slice(0, 500);
}

/** Types a verification code into the adapter's inputs and presses its submit button. */
export async function enterCode(run: Run, code: string): Promise<void> {
  const prompt = run.adapter.codePrompt;
  if (!prompt) throw new AtsFailure("site_error", "This platform has no verification-code step.");
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
  } else throw new AtsFailure("site_error", "The verification code field is gone.");
  const button: ElementHandle<Element> | null = await findButton(scope.frame, prompt.submit ?? run.adapter.submitButtons, SUBMIT_TEXT);
  if (!button) throw new AtsFailure("site_error", "The button to confirm the verification code is missing.");
  await scope.frame.waitForFunction((b) => !(b as HTMLButtonElement).disabled, { timeout: 5000 }, button).catch(() => undefined);
  await humanClick(button);
}
