// Freshteam ({co}.freshteam.com/jobs/{opaqueId}/{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The job page carries its own form (form#new_candidate, posted to /jobs/{opaqueId}/applicants, a Rails
// server re-render with "can't be blank" on refusal); first and last name, e-mail, mobile, the resume, a
// questionnaire and a required privacy box; success redirects to /jobs/{id}/{slug}/applied.
import { employer } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "freshteam",
  name: "Freshteam",
  tier: "board",
  account: "none",
  hosts: ["*.freshteam.com"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: u.segs[0] === "jobs" && u.segs[1] ? u.segs[1] : null } : null;
  },
  senderDomains: ["freshteam.com"], // guess
  adapter: () => freshteam,
  support: { endToEnd: true, simulator: "guesses", variants: false },
};

export const freshteam: PlatformAdapter = {
  id: "freshteam",
  formRoot: "form#new_candidate",
  closed: { text: [/this job is no longer available|position .{0,40}has been closed/i] },
  success: { url: /\/applied\b/, text: [/thank you for applying|application has been submitted/i] },
  submitButtons: ["form#new_candidate button[type=submit]"],
  errors: { selectors: [".has-error .help-block", ".alert-danger"] },
};
