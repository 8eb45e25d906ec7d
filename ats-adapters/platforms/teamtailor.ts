// Teamtailor ({co}[.{region}].teamtailor.com/jobs/{id}-{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The form is at /jobs/{id}-{slug}/applications/new, one page, no account. The resume is uploaded as soon
// as it is chosen (the form then carries its URL); screening questions are `candidate[answers_attributes]`
// with Yes/No radios valued true/false; a consent box is required. The receipt ("Thanks for applying")
// replaces the form in place, followed by a talent-network "Connect" form that is never pressed.
import { after, LABEL, leadingNumber, VENDOR_LABELS } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "teamtailor",
  name: "Teamtailor",
  tier: "board",
  account: "none",
  hosts: ["*.teamtailor.com"],
  detect: ({ sub, segs }) => {
    const tenant = sub?.split(".")[0]; // acme.na.teamtailor.com: the region label follows the company's
    if (!tenant || !LABEL.test(tenant) || VENDOR_LABELS.has(tenant)) return null;
    return { tenant, jobId: leadingNumber(after(segs, "jobs")) };
  },
  senderDomains: ["teamtailor-mail.com", "teamtailor.com"], // seen: no-reply@teamtailor-mail.com; teamtailor.com a guess
  adapter: () => teamtailor,
  support: { endToEnd: true, simulator: "descriptions", variants: false },
};

export const teamtailor: PlatformAdapter = {
  id: "teamtailor",
  formUrl(posting) {
    const m = /^\/jobs\/([^/]+)/.exec(posting.pathname);
    return m ? `${posting.origin}/jobs/${m[1]}/applications/new` : posting.href;
  },
  formRoot: "form#new_candidate",
  closed: { text: [/this job is no longer open|position .* (has been )?(filled|unpublished)/i] },
  success: { selectors: [".application-receipt"], text: [/thanks for applying|we have received your application/i] },
  submitButtons: ["form#new_candidate button[type=submit]"],
  errors: { selectors: [".field-with-errors", "#error_explanation:not([hidden])"] },
};
