// Workable (apply.workable.com/{account}/j/{SHORTCODE}/apply/): one React page built from the form's
// JSON, no account; names through aria-labelledby, required as a star in the label; booleans are
// radiogroups whose hidden radios only mirror the pick; dropdowns are readonly listbox comboboxes; the
// resume uploads on choice; the address and phone country come prefilled from the visitor's IP and are
// replaced with the profile's. Closed or unknown postings redirect to /oops.
import type { AdapterRun, PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/workable";

async function openForm(run: AdapterRun): Promise<void> {
  // The page fetches its form definition and renders it; wait for the fields (bounded).
  await run.page.waitForSelector("form[data-ui=application-form] input, [data-ui=error-page]", { timeout: 10_000 }).catch(() => undefined);
}

export const workable: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const path = posting.pathname.replace(/\/+$/, "");
    return `${posting.origin}${path.endsWith("/apply") ? path : `${path}/apply`}/${posting.search}`;
  },
  openForm,
  formRoot: "form[data-ui=application-form]",
  closed: {
    url: /\/oops\b/,
    text: [/(job|position) (is )?(no longer available|closed|not found)|page you are looking for can'?t be found/i],
  },
  success: {
    selectors: ["[data-ui=application-success]"],
    text: [/thank you for (applying|your application)|application (has been )?(submitted|sent|received)/i],
  },
  submitButtons: ["[data-ui=apply-button]", "form[data-ui=application-form] button[type=submit]"],
  errors: { selectors: ["[data-ui^=error-]", "[data-ui=form-error]"] },
  fieldMeanings: {
    q_firstname: "First name",
    q_lastname: "Last name",
    q_headline: "Headline",
    q_summary: "Summary",
    q_input_phone: "Phone",
  },
};
