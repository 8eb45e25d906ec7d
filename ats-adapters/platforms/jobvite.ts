// Jobvite (jobs.jobvite.com/{co}/job/{id}[/apply]; app.jobvite.com/CompanyJobs/...?c={co}&j={id}):
// docs/platforms.md#other-platforms-url-shapes-and-feeds. The hosted form is at /{co}/job/{id}/apply (older
// boards: /careers/{co}/...), an Angular wizard: step 1 contact, resume and work authorization, step 2
// voluntary EEO; Next is a type=button and "Send Application" the only submit. Labels are
// `.jv-form-field-label` blocks beside their inputs.
import type { PlatformAdapter, PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "jobvite",
  name: "Jobvite",
  tier: "multi_step",
  account: "none",
  hosts: ["jobs.jobvite.com", "app.jobvite.com"],
  detect: ({ matched, segs, query }) => {
    if (matched === "app.jobvite.com") {
      const c = query.get("c");
      return c ? { tenant: c, jobId: query.get("j") } : null;
    }
    const s = segs[0] === "careers" ? segs.slice(1) : segs;
    return s[0] ? { tenant: s[0].toLowerCase(), jobId: s[1] === "job" && s[2] ? s[2] : null } : null;
  },
  senderDomains: ["jobvite.com"], // seen: notification@jobvite.com, no-reply@jobvite.com
  adapter: () => jobvite,
  support: { endToEnd: true, simulator: "descriptions", variants: false },
};

export const jobvite: PlatformAdapter = {
  id: "jobvite",
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
