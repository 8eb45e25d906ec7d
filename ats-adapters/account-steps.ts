// Steps the account platforms share (platforms/<id>.ts): the stored credentials, pressing a button
// that may not be there, typing into an account form's field, looking for a sent application signed in.
import { AtsFailure } from "../lib/domain";
import { typeControlled } from "./engine/react-input";
import { findButton, matches, type Detector } from "./page-checks";
import type { ElementHandle } from "puppeteer-core";
import type { AdapterRun } from "./platforms/types";
import { clickAndSettle } from "./settle";
import type { AtsCredentials } from "./types";

/** The candidate's credentials for this tenant; `missing` says to the client what the platform needs when there are none. */
export function requireCredentials(run: AdapterRun, missing: string): AtsCredentials {
  const creds = run.req.credentials;
  if (!creds) throw new AtsFailure("manual_completion_required", missing);
  return creds;
}

/** Presses the first shown button matching `selectors` (or `text`) and lets the page settle; false when none is shown. */
export async function clickIfPresent(run: AdapterRun, selectors: string[], text?: RegExp): Promise<boolean> {
  const button = await findButton(run.page, selectors, text);
  if (!button) return false;
  await clickAndSettle(run, button);
  return true;
}

/**
 * Types into an account form's field once it shows (as a person would, so React keeps the value);
 * `optional` skips an absent one. The field is the first one on show: a page may keep the sign-in
 * form, hidden, beside the registration form, both with an "email" box.
 */
export async function typeInto(run: AdapterRun, selector: string, value: string, opts: { optional?: boolean } = {}): Promise<void> {
  const input = opts.optional
    ? await run.page.$(selector)
    : await run.page
        .waitForFunction(
          (sel) =>
            [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden"),
          {},
          selector,
        )
        .then((found) => found.asElement() as ElementHandle<Element> | null)
        .catch((err: Error) => {
          throw new Error(`No ${selector} on show (${err.message})`);
        });
  if (input) await typeControlled(await run.scope(), input, value);
}

/**
 * verifySubmitted of an account platform: after a final click whose outcome was not recorded, open the
 * posting as an application would, sign in when `signInNeeded` says so, and look for the platform's
 * sign that the candidate has applied.
 */
export async function appliedWhenSignedIn(
  run: AdapterRun,
  look: { signInNeeded(run: AdapterRun): Promise<boolean>; applied: Detector },
): Promise<boolean> {
  const { adapter } = run;
  await run.page.goto(adapter.formUrl ? adapter.formUrl(new URL(run.req.url)) : run.req.url, { waitUntil: "domcontentloaded" });
  await adapter.openForm?.(run);
  if (await look.signInNeeded(run)) await adapter.account!.signIn(run);
  return matches(run.page, look.applied);
}
