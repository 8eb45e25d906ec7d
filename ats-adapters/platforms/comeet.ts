// Comeet ([www.]comeet.com|.co/jobs/{co}/{companyUid}/{title-slug}/{positionUid}; comeet.co also serves
// the careers API): docs/platforms.md#other-platforms-url-shapes-and-feeds. The posting page is a shell
// whose form is a cross-origin iframe (iframe#iFrameResizer1) from www.comeet.co/jobs/{uid}/{pos}/apply
// ?token=...; the token is only in the shell, so the run opens the iframe's own address as the page (the
// form works there unembedded) and the engine, the success check and the walls all see one frame. The
// thank-you replaces the form in place; the phone input strips spaces as typed.
import { waitForQuietPage } from "../settle";
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/comeet";

const FORM_FRAME = "iframe#iFrameResizer1, iframe[src*='comeet.co/jobs/'][src*='/apply']";

async function openForm(run: AdapterRun): Promise<void> {
  const src = await run.page.$eval(FORM_FRAME, (f) => (f as HTMLIFrameElement).src).catch(() => null);
  if (!src) return; // already on the form's own address
  const response = await run.page.goto(src, { waitUntil: "domcontentloaded" });
  const status = response?.status() ?? 0;
  if (status >= 500 || status === 429) throw new Error(`${new URL(src).host} answered HTTP ${status}; will retry`);
  await waitForQuietPage(run);
}

export const comeet: PlatformAdapter = {
  id: platform.id,
  openForm,
  formRoot: "form#comeet-apply-form, form",
  closed: { text: [/position is no longer available|this position (has been )?closed/i] },
  success: { selectors: [".apply-success"], text: [/your application for .+ was submitted|thank you for applying/i] },
  submitButtons: ["#submit-application", "form button[type=submit]"],
  errors: { selectors: [".has-error .field-error", ".form-alert:not([hidden])"] },
};
