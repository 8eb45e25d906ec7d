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
export async function clickIfPresent(run: AdapterRun, selectors: string[], text?: RegExp, opts?: { links?: boolean }): Promise<boolean> {
  const button = await findButton(run.page, selectors, text, opts);
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

/** What a registration form's box asks, by its type, autocomplete, name and label. */
type AccountBox = "login" | "password" | "firstName" | "lastName" | "phone" | "terms" | "optIn";

/**
 * A registration form whose boxes are not where the adapter expects them (another version of the
 * platform's page): each box on show is filled by what it asks (the e-mail, the password and its
 * confirmation, the names, the phone), the terms box is ticked (the client's request to apply is the
 * consent, docs/answers.md), a job-alert or newsletter box is left unticked, and the button named
 * `create` is pressed.
 */
export async function registerByMeaning(run: AdapterRun, create: RegExp): Promise<void> {
  const creds = requireCredentials(run, "This platform needs an account on the employer's site, and no credentials were provided.");
  const { applicant } = run.req;
  const boxes = await run.page.$$eval("input:not([type=hidden])", (inputs) =>
    inputs.map((e, i) => {
      const el = e as HTMLInputElement;
      el.setAttribute("data-ae-account", String(i));
      const shown = el.getClientRects().length > 0 || !!el.closest("label")?.getClientRects().length;
      const label = [...(el.labels ?? [])].map((l) => l.textContent ?? "").join(" ");
      const says = `${el.name} ${el.id} ${el.autocomplete} ${label} ${el.getAttribute("aria-label") ?? ""}`.toLowerCase();
      const kind =
        el.type === "password"
          ? "password"
          : el.type === "checkbox"
            ? /alert|newsletter|marketing|notif|talent (community|pool)|promotion/.test(says)
              ? "optIn"
              : /terms|privacy|agree|accept/.test(says)
                ? "terms"
                : null
            : el.type === "email" || /e-?mail|user ?name|login/.test(says)
              ? "login"
              : /first|given/.test(says)
                ? "firstName"
                : /last|family|surname/.test(says)
                  ? "lastName"
                  : el.type === "tel" || /phone|mobile/.test(says)
                    ? "phone"
                    : null;
      return { i, kind, shown };
    }),
  );
  const values: Record<AccountBox, string | undefined> = {
    login: creds.login,
    password: creds.password,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    phone: applicant.phone ?? undefined,
    terms: undefined,
    optIn: undefined,
  };
  const scope = await run.scope();
  for (const box of boxes) {
    if (!box.shown || !box.kind) continue;
    const el = (await run.page.$(`[data-ae-account="${box.i}"]`))!;
    if (box.kind === "terms") {
      if (run.req.autoConsent === false)
        throw new AtsFailure(
          "incomplete_candidate",
          "The account form asks to accept the site's terms, and the account gives no consent by itself.",
        );
      if (!(await el.evaluate((e) => (e as HTMLInputElement).checked))) await el.click();
      continue;
    }
    // Job alerts and newsletters often arrive ticked: marketing the candidate did not ask for.
    if (box.kind === "optIn") {
      if (await el.evaluate((e) => (e as HTMLInputElement).checked)) await el.click();
      continue;
    }
    const value = values[box.kind as AccountBox];
    if (value) await typeControlled(scope, el, value);
  }
  if (!(await clickIfPresent(run, [], create))) throw new Error("The account form's button is not on show; will retry");
}
