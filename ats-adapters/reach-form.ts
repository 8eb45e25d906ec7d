// Reaching a form the posting page does not show yet, on pages an adapter was not written against
// (docs/platforms.md, "Pages the adapters were not written against"): a button that opens the form in
// place ("Apply for this job"), a sign-in dialog that also offers to apply without an account, a form
// in an iframe of the page. An adapter's own openForm runs first; this only acts when, after it, the
// page still shows no form.
import type { Frame } from "puppeteer-core";
import type { Run } from "./application-run";
import { findButton, visiblePasswordField } from "./page-checks";
import { clickAndSettle } from "./settle";

/** A control that opens the application (never a form's own submit, which reachForm leaves alone). */
export const APPLY_TEXT =
  /^(apply( now| online| here| for this (job|position|role|opening))?|i'?m interested|start (my |your )?application)$/i;
/** The choice to apply without signing in, beside a sign-in form. */
export const GUEST_TEXT =
  /^(apply|continue) (without (signing in|logging in|registering|an account|a login)|as (a )?guest)$|^apply without (an )?account$/i;

/** The clicks it may take: an Apply, then a dialog's guest choice. */
const MAX_OPENINGS = 3;

/** Controls a candidate fills, on show in `frame` (a field hidden until the form opens does not count). */
function shownControls(frame: Frame): Promise<number> {
  return frame
    .evaluate(() => {
      const skip = new Set(["hidden", "submit", "button", "reset", "image", "password", "search"]);
      let n = 0;
      for (const e of document.querySelectorAll("input, select, textarea, [role=combobox]")) {
        if (skip.has((e as HTMLInputElement).type) || e.closest("[role=search], header, nav")) continue;
        const r = e.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== "hidden") n++;
      }
      return n;
    })
    .catch(() => 0);
}

/** A form on show has at least this many controls (a lone box is a job search or a newsletter). */
const FORM_SHOWN = 2;

export async function reachForm(run: Run): Promise<void> {
  for (let opening = 0; opening < MAX_OPENINGS; opening++) {
    const { frame } = await run.scope();
    if (await visiblePasswordField(frame)) {
      if (run.adapter.account) return;
      const guest = await findButton(frame, [], GUEST_TEXT);
      if (!guest) return; // the wall is reported by checkWalls
      await clickAndSettle(run, guest);
      continue;
    }
    if ((await shownControls(frame)) >= FORM_SHOWN) return;
    const apply = run.adapter.account ? null : await findButton(frame, [], APPLY_TEXT, { links: true });
    // A submit button of a form with fields is that form's final click, which only final-submit.ts makes.
    if (!apply || (await apply.evaluate((e) => !!e.closest("form")?.querySelector("input:not([type=hidden]), select, textarea")))) break;
    await clickAndSettle(run, apply);
  }
  if (run.adapter.formFrame || (await shownControls(run.page.mainFrame())) >= FORM_SHOWN) return;
  // The form of an embedding page: the child frame that shows most controls.
  let best: { frame: Frame; controls: number } | null = null;
  for (const frame of run.page.frames().slice(1)) {
    const controls = await shownControls(frame);
    if (controls >= FORM_SHOWN && controls > (best?.controls ?? 0)) best = { frame, controls };
  }
  if (best) run.embeddingFrame = best.frame;
}
