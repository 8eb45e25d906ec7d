// Every catalog platform without its own adapter: the form engine on the posting page (or behind
// an "Apply" button), standard closed/success wording, and a typed code if the site asks for one.
import { humanClick } from "../engine/write";
import { findButton } from "../page-checks";
import type { Run } from "../application-run";
import { waitForQuietPage } from "../shared-flow";
import type { PlatformAdapter } from "./types";

async function openForm(run: Run): Promise<void> {
  const hasForm = await run.page.$("form input:not([type=hidden]), form textarea, form select");
  if (hasForm) return;
  const apply = await findButton(run.page, ["a[href*=apply]", "[data-ui=apply-button]"], /^(apply|apply now|apply for this (job|position)|i'?m interested)$/i);
  if (apply) {
    await humanClick(apply);
    await waitForQuietPage(run);
  }
}

const generic = new WeakSet<PlatformAdapter>();

/** Made by genericAdapter: the platform has no adapter of its own (the support matrix says so). */
export function isGenericAdapter(adapter: PlatformAdapter): boolean {
  return generic.has(adapter);
}

export function genericAdapter(id: string, extra: Partial<PlatformAdapter> = {}): PlatformAdapter {
  const adapter: PlatformAdapter = {
    id,
    openForm,
    formRoot: "form",
    closed: { text: [/(job|position|posting|vacancy) (is )?(no longer (open|available|accepting)|has (been )?(closed|filled|expired))|this job has expired|no longer accepting applications/i] },
    success: { text: [/thank(s| you) for (applying|your (application|interest))|application (has been |was )?(submitted|received|sent)/i], url: /\/(thank-?you|thanks|success|confirmation)\b/ },
    submitButtons: ["form button[type=submit]", "form input[type=submit]", "a#resumator-submit-resume"],
    errors: { selectors: [".error", ".errors", "[role=alert]"] },
    codePrompt: {
      shown: { selectors: ["input[autocomplete=one-time-code]", "input[name=verification_code]", "input[name=code]", "input[id*=otp]"] },
      inputs: "input[autocomplete=one-time-code], input[name=verification_code], input[name=code], input[id*=otp]",
      submit: ["#verify-button", "form button[type=submit]"],
    },
    ...extra,
  };
  generic.add(adapter);
  return adapter;
}
