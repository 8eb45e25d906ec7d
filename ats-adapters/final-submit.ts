// The one final click and what the site answered: the click is claimed through the submit guard right
// before the press, and the page is then watched until the evidence decides (docs/api-rules.md,
// "Outcome by evidence"; the signals are read by submit-evidence.ts).
import type { ElementHandle, Frame, Page } from "puppeteer-core";
import { AtsFailure } from "../lib/domain";
import { unansweredKeys } from "./answers";
import type { Run } from "./application-run";
import { uncover } from "./engine/consent-banner";
import { ClickNotLanded, pointerClick } from "./engine/pointer";
import { describeErrors, formErrors } from "./engine/validation";
import { findButton, matches, visibleCaptcha } from "./page-checks";
import { atsSettings } from "./settings";
import { checkWalls, errorText, incomplete, SUBMIT_TEXT } from "./shared-flow";
import { captureConfirmation } from "./evidence-capture";
import { confirmationsShown, describeRequest, SubmitRecorder } from "./submit-evidence";
import type { SubmitOutcome, WithCapture } from "./types";

/** The one final click, claimed through the guard first (it throws when the click is not ours); then the site's answer. */
export async function finalSubmit(run: Run): Promise<WithCapture<SubmitOutcome> | Waiting> {
  const missing = unansweredKeys([...run.questions.values()]);
  if (missing.length) throw incomplete(run, missing);
  await checkWalls(run);
  const scope = await run.scope();
  const button = await findButton(scope.frame, run.adapter.submitButtons, SUBMIT_TEXT);
  if (!button) throw new Error("The submit button disappeared; will retry");
  const guard = run.guard;
  if (!guard) throw new Error("internal: no submit guard");
  // A cookie banner gets its strictly-necessary choice before anything is pressed.
  const cover = await uncover(run.page, button);
  if (cover) throw new Error(`The submit button is covered by ${cover}; will retry`);
  const shownBefore = describeErrors(await formErrors(scope.frame, run.adapter.errors?.selectors));
  const thanksBefore = await pageConfirmations(run);
  const recorder = new SubmitRecorder(run.page);
  try {
    await pressFinal(run, button);
    return await awaitOutcome(run, { shownBefore, thanksBefore, recorder, button });
  } finally {
    recorder.stop();
  }
}

/** Presses the final button under the guard's claim; an overlay that took the press is dismissed and it is pressed again. */
async function pressFinal(run: Run, button: ElementHandle<Element>): Promise<void> {
  const guard = run.guard!;
  // The claim is made only once the button's point is clear of overlays, right before the press
  // (engine/pointer.ts). A press that reached an overlay appearing at that very moment sent nothing:
  // the overlay is dismissed and the button pressed again under the same claim, a few times at most.
  let claimed = false;
  for (let tries = 1; ; tries++) {
    try {
      const beforePress = claimed
        ? undefined
        : () =>
            guard.claimFinalClick().then(() => {
              claimed = true;
            });
      await pointerClick(run.page, button, { waitMs: 8000, beforePress });
      break;
    } catch (err) {
      if (!(err instanceof ClickNotLanded)) throw err;
      if (!claimed) throw new Error(`The submit button could not be clicked (${err.message}); will retry`, { cause: err });
      const still = await uncover(run.page, button);
      if (still || tries >= 3) {
        throw new AtsFailure(
          "site_error",
          `The final click reached another element than the submit button (${err.message}); it was not resubmitted.`,
        );
      }
    }
  }
}

/** Thank-you sentences shown in the page and in the form's frame. */
async function pageConfirmations(run: Run): Promise<Set<string>> {
  const scope = await run.scope().catch(() => null);
  const frames = scope && scope.frame !== run.page.mainFrame() ? [run.page, scope.frame] : [run.page];
  return new Set((await Promise.all(frames.map(confirmationsShown))).flat());
}

export type Waiting = { kind: "code_prompt" };

/**
 * Waits for the next look at the page after a submit click: 100 ms, or less when a new document is
 * ready before that (most sites answer a submit with a confirmation page, which is then read at once).
 */
function nextLook(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      page.off("domcontentloaded", done);
      resolve();
    };
    const timer = setTimeout(done, 100);
    page.on("domcontentloaded", done); // not once(): off() would not remove its wrapper
  });
}

interface OutcomeWatch {
  codeEntered?: boolean;
  /** The form's validation messages before the click. */
  shownBefore?: string;
  /** Thank-you sentences on the page before the click. */
  thanksBefore?: Set<string>;
  /** The page's writes to its own site since the click. */
  recorder?: SubmitRecorder;
  /** The button that was pressed: once it is gone from the page, so is the form it submitted. */
  button?: ElementHandle<Element>;
}

/** How long an accepted submit request must stand without a validation message, a code prompt or a confirmation. */
const ACCEPTED_SETTLE_MS = 2500;
/** The same, once the form is gone from the page: no message can be tied to its fields any more. */
const FORM_GONE_SETTLE_MS = 500;

/**
 * The form is gone: the pressed button is no longer shown (detached, hidden, or its document replaced),
 * and no other submit button is (a server that answers 200 with the form drawn again has not gone).
 */
async function formGone(button: ElementHandle<Element>, run: Run, frame: Page | Frame): Promise<boolean> {
  const hidden = await button.evaluate((e) => !e.isConnected || e.getClientRects().length === 0).catch(() => true);
  if (!hidden) return false;
  const again = await findButton(frame, run.adapter.submitButtons, SUBMIT_TEXT).catch(() => null);
  await again?.dispose();
  return !again;
}

/**
 * Polls the page after a submit click until the evidence decides (docs/api-rules.md, "Outcome by
 * evidence"): the platform's confirmation or a new thank-you sentence is submitted; a code prompt
 * waits for its code; the form's own messages by field refuse; a 2xx answer to the form's submit
 * request that stands without any of these is submitted.
 */
export async function awaitOutcome(run: Run, opts: OutcomeWatch = {}): Promise<WithCapture<SubmitOutcome> | Waiting> {
  const deadline = Date.now() + atsSettings.outcomeTimeoutMs;
  const { adapter } = run;
  // The outcome is decided here: the page it was decided on is kept as evidence, with the signals.
  const submitted = async (evidence: string[]): Promise<WithCapture<SubmitOutcome>> => {
    const requests = opts.recorder?.requests.map(describeRequest) ?? [];
    const signals = [...evidence, ...requests];
    const confirmation = await confirmationText(run);
    const capture = await captureConfirmation(run, signals);
    return {
      kind: "submitted",
      confirmation,
      evidence: signals,
      accountCreated: run.accountCreated || undefined,
      ...(capture && { capture }),
    };
  };
  let refusedSince = 0;
  let acceptedSince = 0;
  let goneSince = 0;
  while (Date.now() < deadline) {
    await nextLook(run.page);
    if (await matches(run.page, adapter.success)) return submitted(["the platform's confirmation is shown"]);
    const scope = await run.scope().catch(() => null);
    if (!scope) continue;
    if (!opts.codeEntered && adapter.codePrompt && (await matches(scope.frame, adapter.codePrompt.shown))) return { kind: "code_prompt" };
    if (await visibleCaptcha(scope.frame)) {
      throw new AtsFailure("manual_completion_required", "A CAPTCHA challenge appeared after submitting; it was not resubmitted.");
    }
    // The form's own validation refused the click (nothing was sent): report what it says, by field.
    // Only messages tied to a field count here; a form-wide notice may be a "Submitting..." status.
    const refused = opts.shownBefore === undefined ? [] : await formErrors(scope.frame, adapter.errors?.selectors);
    const byField = refused.some((e) => e.field) && describeErrors(refused) !== opts.shownBefore;
    refusedSince = byField ? refusedSince || Date.now() : 0;
    if (refusedSince && Date.now() - refusedSince >= 1500) {
      const sent = opts.recorder?.requests.at(-1);
      throw new AtsFailure(
        "site_error",
        `The form refused the submission: ${describeErrors(refused)}${sent ? ` (${describeRequest(sent)})` : ""}. It was not resubmitted.`,
      );
    }
    if (byField) continue;
    if (opts.thanksBefore) {
      const thanks = [...(await pageConfirmations(run))].filter((t) => !opts.thanksBefore!.has(t));
      if (thanks.length) return submitted([`the page says: ${thanks[0]}`]);
    }
    const accepted = opts.recorder?.accepted();
    acceptedSince = accepted ? acceptedSince || Date.now() : 0;
    if (acceptedSince && Date.now() - acceptedSince >= ACCEPTED_SETTLE_MS) {
      return submitted(["the submit request was accepted and the form shows no validation message"]);
    }
    // The latest write accepted, and the form gone: nothing is left on the page to refuse it by field.
    const lastAccepted = accepted !== undefined && opts.recorder?.requests.at(-1) === accepted;
    goneSince = lastAccepted && opts.button && (await formGone(opts.button, run, scope.frame)) ? goneSince || Date.now() : 0;
    if (goneSince && Date.now() - goneSince >= FORM_GONE_SETTLE_MS) {
      return submitted(["the submit request was accepted and the form is gone from the page"]);
    }
  }
  // A code the site did not accept leaves its prompt on screen: ask for another code.
  if (opts.codeEntered && adapter.codePrompt && (await matches(run.page, adapter.codePrompt.shown))) return { kind: "code_prompt" };
  const errors = describeErrors(await formErrors(run.page, adapter.errors?.selectors)) || (adapter.errors ? await errorText(run) : "");
  const sent = opts.recorder?.refused();
  throw new AtsFailure(
    "site_error",
    `The site did not confirm the application after the submit click${errors ? ` (it says: ${errors})` : ""}${sent ? ` (${describeRequest(sent)})` : ""}; it was not resubmitted.`,
  );
}

async function confirmationText(run: Run): Promise<string | null> {
  const text = await run.page.evaluate(() => document.body?.innerText ?? "").catch(() => "");
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || run.page.url();
}
