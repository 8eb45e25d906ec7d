// Jobvite (jobs.jobvite.com/{co}/job/{id}[/apply]; app.jobvite.com/CompanyJobs/...?c={co}&j={id}):
// docs/platforms.md#other-platforms-url-shapes-and-feeds. The hosted form is at /{co}/job/{id}/apply (older
// boards: /careers/{co}/...), an Angular wizard: step 1 contact, resume and work authorization, step 2
// voluntary EEO; Next is a type=button and "Send Application" the only submit. Labels are
// `.jv-form-field-label` blocks beside their inputs.
import type { PlatformAdapter } from "./types";
import { platform } from "../../catalog/platforms/jobvite";

export const jobvite: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const m = /^(\/(?:careers\/)?[^/]+\/job\/[^/]+)/.exec(posting.pathname);
    return m && posting.hostname === "jobs.jobvite.com" ? `${posting.origin}${m[1]}/apply` : posting.href;
  },
  formRoot: "form.jv-apply-form",
  closed: { text: [/this job is no longer available|job (has been )?closed/i] },
  success: { selectors: [".jv-apply-confirmation"], text: [/thank you for applying|your application has been submitted/i] },
  nextButtons: [".jv-apply-form-actions button[ng-click*='nextStep'][type=button]"],
  submitButtons: [".jv-apply-form-actions button[type=submit]"],
  errors: { selectors: [".jv-form-field-invalid", "form.jv-apply-form .jv-alert:not([hidden])"] },
};
