// Ashby (jobs.ashbyhq.com/{board}/{uuid}/application): one React page without a <form>, no account;
// booleans are Yes/No buttons with aria-pressed; the location is an id-less combobox that sticks only
// after a choice; the resume uploads on choice; success replaces the form in place. The "Autofill from
// resume" pane above the questions has an unlabelled file input that nothing answers
// (docs/platforms.md "Ashby").
import { UUID } from "../url-rules";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

const uuid = (id: string | null | undefined) => (id && UUID.test(id) ? id.toLowerCase() : null);

export const platform: PlatformDescriptor = {
  id: "ashby", name: "Ashby", tier: "board", account: "none",
  hosts: ["jobs.ashbyhq.com"],
  detect: ({ segs, query }) => {
    if (!segs[0] || segs[0] === "api") return null;
    return { tenant: segs[0], jobId: uuid(UUID.test(segs[1] ?? "") ? segs[1] : query.get("ashby_jid")) };
  },
  // Employers' pages embedding the board carry ?ashby_jid={uuid} (docs/platforms.md#ashby).
  detectElsewhere: ({ query }) => (uuid(query.get("ashby_jid")) ? { tenant: null, jobId: uuid(query.get("ashby_jid")) } : null),
  globalJobIds: true,
  senderDomains: ["ashbyhq.com"], // seen: no-reply@ashbyhq.com, notifications@ashbyhq.com
  adapter: () => ashby,
  support: { endToEnd: true },
};

export const ashby: PlatformAdapter = {
  id: "ashby",
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
};
