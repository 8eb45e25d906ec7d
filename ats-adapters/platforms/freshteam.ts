// Freshteam ({co}.freshteam.com/jobs/{opaqueId}/{slug}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
// The job page carries its own form (form#new_candidate, posted to /jobs/{opaqueId}/applicants, a Rails
// server re-render with "can't be blank" on refusal); first and last name, e-mail, mobile, the resume, a
// questionnaire and a required privacy box; success redirects to /jobs/{id}/{slug}/applied.
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/freshteam";

export const freshteam: PlatformAdapter = {
  id: platform.id,
  formRoot: "form#new_candidate",
  closed: { text: [/this job is no longer available|position .{0,40}has been closed/i] },
  success: { url: /\/applied\b/, text: [/thank you for applying|application has been submitted/i] },
  submitButtons: ["form#new_candidate button[type=submit]"],
  errors: { selectors: [".has-error .help-block", ".alert-danger"] },
};
