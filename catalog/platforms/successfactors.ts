// SAP SuccessFactors: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/successfactors.ts.
import { describePlatform } from "../descriptor";
import { DIGITS, employer, lower, param, type Found } from "../url-rules";

/** The company keys the candidate's accounts. */
const ids = (query: URLSearchParams): Found => ({ tenant: lower(query.get("company")), jobId: param(query, "career_job_req_id", "jobId") });

export const platform = describePlatform({
  id: "successfactors",
  name: "SAP SuccessFactors",
  tier: "account_wizard",
  account: "service",
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
  support: {
    simulator: "descriptions",
    variants: true,
    endToEnd: true,
    verification: "code",
    limits:
      "Companies that show a CAPTCHA at account creation end manual_completion_required; Career Site Builder pages (*.jobs.hr.cloud.sap) and work and education history are not simulated.",
  },
});
