// Breezy HR ({co}.breezy.hr/p/{id-slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds. The form
// is at /p/{id-slug}/apply, one page; one full-name input (cName); the resume uploads on choice and its
// parse then appends work-history and education entries (the engine reads the step again when it
// changes); an hp_ honeypot sits collapsed (the engine leaves it alone).
import { withPathSuffix } from "../../catalog/url-rules";
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/breezy";

export const breezy: PlatformAdapter = {
  id: platform.id,
  formUrl: (posting) => withPathSuffix(posting, "/apply"),
  formRoot: "form",
  closed: { text: [/no longer accepting applications|position (is )?(closed|no longer available)/i] },
  success: { url: /\/apply\/thanks\b/, text: [/application submitted|thank you for applying/i] },
  submitButtons: ["form button[type=submit]"],
  errors: { selectors: [".ng-invalid .error-message", "#form-error:not([hidden])"] },
};
