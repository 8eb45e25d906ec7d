// Personio ({co}.jobs.personio.de|com/job/{id}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The application form is on the posting page itself (below the description), so no click leads to it;
// the page sends the applicant API's fields (first_name, last_name, custom_attribute_{id}, the CV as a
// categorised document). A visually hidden honeypot sits in the form (the engine never fills those).
import { after, digits, employer } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "personio",
  name: "Personio",
  tier: "board",
  account: "none",
  hosts: ["*.jobs.personio.de", "*.jobs.personio.com"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: digits(after(u.segs, "job")) } : null;
  },
  senderDomains: ["personio.de", "personio.com"], // seen: {n}-jobs@m.personio.de; personio.com a guess
  adapter: () => personio,
  support: { endToEnd: true, simulator: "descriptions", variants: false },
};

export const personio: PlatformAdapter = {
  id: "personio",
  formUrl: (posting) => `${posting.origin}${posting.pathname.replace(/\/apply\/?$/, "")}`,
  formRoot: "#job-application-form",
  closed: { text: [/this position is no longer available|position (has been )?closed/i] },
  success: { selectors: [".application-success"], text: [/thank you for your application/i] },
  submitButtons: ["#job-application-form button[type=submit]"],
  errors: { selectors: [".is-invalid", "#form-error:not([hidden])"] },
};
