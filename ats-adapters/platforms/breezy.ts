// Breezy HR ({co}.breezy.hr/p/{id-slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds. The form
// is at /p/{id-slug}/apply, one page; one full-name input (cName); the resume uploads on choice and its
// parse then appends work-history and education entries (the engine reads the step again when it
// changes); an hp_ honeypot sits collapsed (the engine leaves it alone).
import { employer, withPathSuffix } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "breezy",
  name: "Breezy HR",
  tier: "board",
  account: "none",
  hosts: ["*.breezy.hr"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: u.segs[0] === "p" && u.segs[1] ? u.segs[1].split("-")[0] : null } : null;
  },
  senderDomains: ["breezy.hr"], // guess
  adapter: () => breezy,
  support: { endToEnd: true, simulator: "descriptions", variants: false },
};

export const breezy: PlatformAdapter = {
  id: "breezy",
  formUrl: (posting) => withPathSuffix(posting, "/apply"),
  formRoot: "form",
  closed: { text: [/no longer accepting applications|position (is )?(closed|no longer available)/i] },
  success: { url: /\/apply\/thanks\b/, text: [/application submitted|thank you for applying/i] },
  submitButtons: ["form button[type=submit]"],
  errors: { selectors: [".ng-invalid .error-message", "#form-error:not([hidden])"] },
};
