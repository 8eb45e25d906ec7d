// SAP SuccessFactors (career{N}.successfactors.com|.eu/career?company={co}&career_job_req_id={id};
// Career Site Builder on *.jobs.hr.cloud.sap or the employer's domain): an account per company
// (docs/platforms.md#sap-successfactors).
import type { Found } from "../url-rules";
import { DIGITS, employer, lower, param } from "../url-rules";
import { genericAdapter } from "./generic";
import type { PlatformDescriptor } from "./types";

/** The company keys the candidate's accounts. */
const ids = (query: URLSearchParams): Found => ({ tenant: lower(query.get("company")), jobId: param(query, "career_job_req_id", "jobId") });

export const platform: PlatformDescriptor = {
  id: "successfactors", name: "SAP SuccessFactors", tier: "account_wizard", account: "service",
  hosts: ["*.successfactors.com", "*.successfactors.eu", "*.jobs.hr.cloud.sap"],
  detect: (u) => {
    if (u.matched !== "*.jobs.hr.cloud.sap") return u.sub === "www" ? null : ids(u.query);
    const site = employer(u);
    if (!site) return null;
    // Career Site Builder: /job/{City-Title}/{id}/ or /job/{City}/{Title}/{id}-{locale}
    const last = u.segs[0] === "job" ? u.segs.at(-1) : undefined;
    return { tenant: site, jobId: /^(\d+)(?:-[a-z]{2}_[A-Z]{2})?$/.exec(last ?? "")?.[1] ?? null };
  },
  // Career pages on the employer's own domain keep the career_job_req_id parameter.
  detectElsewhere: ({ query }) => (DIGITS.test(query.get("career_job_req_id") ?? "") ? ids(query) : null),
  senderDomains: ["successfactors.com", "successfactors.eu"], // seen: system@successfactors.com; .eu a guess
  adapter: () => genericAdapter("successfactors"),
};
