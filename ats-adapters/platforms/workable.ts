// Workable (apply.workable.com/{account}/j/{SHORTCODE}/apply/): one SPA page, no account; radios
// are [role=radio] in fieldsets; the resume input has a random id and uploads on choice.
import type { PlatformAdapter } from "./types";

export const workable: PlatformAdapter = {
  id: "workable",
  formUrl(posting) {
    const path = posting.pathname.replace(/\/+$/, "");
    return `${posting.origin}${path.endsWith("/apply") ? path : `${path}/apply`}/${posting.search}`;
  },
  formRoot: "form",
  closed: { text: [/(job|position) (is )?(no longer available|closed|not found)|page (you are looking for )?(was )?not found/i] },
  success: { selectors: ["[data-ui=application-success]", "[data-ui=success]"], text: [/application (has been )?(submitted|sent|received)|thank you for (applying|your application)/i] },
  submitButtons: ["[data-ui=apply-button]", "button[type=submit]"],
  errors: { selectors: ["[data-ui=error]", "[role=alert]"] },
  fieldMeanings: { q_firstname: "First name", q_lastname: "Last name", q_headline: "Headline", q_summary: "Summary" },
};
