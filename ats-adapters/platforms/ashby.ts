// Ashby (jobs.ashbyhq.com/{board}/{uuid}/application): one React page without a <form>, no account;
// booleans are Yes/No buttons with aria-pressed; the location is an id-less combobox that sticks only
// after a choice; the resume uploads on choice; success replaces the form in place. The "Autofill from
// resume" pane above the questions has an unlabelled file input that nothing answers
// (docs/platforms.md "Ashby").
import type { PlatformAdapter } from "./types";
import { uuid, platform } from "../../catalog/platforms/ashby";

export const ashby: PlatformAdapter = {
  id: platform.id,
  formUrl(posting) {
    const path = posting.pathname.replace(/\/+$/, "");
    return `${posting.origin}${path.endsWith("/application") ? path : `${path}/application`}${posting.search}`;
  },
  formRoot: "#form, .ashby-application-form-container",
  closed: { selectors: [".ashby-job-posting-not-found"], text: [/^\s*job not found/im] },
  success: { selectors: [".ashby-application-form-success-container"] },
  submitButtons: [".ashby-application-form-submit-button"],
  errors: { selectors: [".ashby-application-form-failure-container"] },
  fieldMeanings: {
    q_systemfield_name: "Full name",
    q_systemfield_email: "Email",
    q_systemfield_resume: "Resume",
    q_systemfield_cover_letter: "Cover letter",
  },
  formSchema: {
    // The board's own ApiJobPosting (docs/platforms.md#ashby). The query text is ours: the board
    // client's own query is not published, and this one asks only for what the check reads.
    request(posting) {
      const [board, job] = posting.pathname.split("/").filter(Boolean);
      if (!board || !uuid(job)) return null;
      return {
        url: `${posting.origin}/api/non-user-graphql?op=ApiJobPosting`,
        method: "POST",
        body: {
          operationName: "ApiJobPosting",
          variables: { organizationHostedJobsPageName: board, jobPostingId: uuid(job) },
          query:
            "query ApiJobPosting($organizationHostedJobsPageName: String!, $jobPostingId: String!) { jobPosting(organizationHostedJobsPageName: $organizationHostedJobsPageName, jobPostingId: $jobPostingId) { id applicationForm { sections { fieldEntries { id isRequired field } } } } }",
        },
      };
    },
    questions(json) {
      const form = (json as { data?: { jobPosting?: { applicationForm?: { sections?: AshbySection[] } } | null } })?.data?.jobPosting
        ?.applicationForm;
      if (!Array.isArray(form?.sections)) return null;
      return form.sections
        .flatMap((s) => s.fieldEntries ?? [])
        .filter((e) => e.field?.path)
        .map((e) => ({
          label: e.field.title ?? e.field.path,
          required: !!e.isRequired,
          names: [e.field.path],
          options: e.field.selectableValues?.map((v) => v.label) ?? null,
        }));
    },
  },
};

/** A section of ApiJobPosting's application form, as far as the check reads it. */
interface AshbySection {
  fieldEntries?: Array<{
    isRequired?: boolean;
    field: { path: string; title?: string; type?: string; selectableValues?: Array<{ label: string }> };
  }>;
}
