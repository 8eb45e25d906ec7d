// ADP Workforce Now: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/adp.ts.
import { describePlatform } from "../descriptor";
import { param } from "../url-rules";

export const platform = describePlatform({
  id: "adp",
  name: "ADP Workforce Now",
  tier: "multi_step",
  account: "service",
  hosts: ["workforcenow.adp.com", "myjobs.adp.com", "recruiting.adp.com"],
  detect: ({ matched, segs, query }) => {
    if (matched === "workforcenow.adp.com") {
      const cid = segs.includes("recruitment") ? query.get("cid") : null;
      return cid ? { tenant: cid.toLowerCase(), jobId: query.get("jobId") } : null;
    }
    if (matched === "myjobs.adp.com") return segs[0] ? { tenant: segs[0].toLowerCase(), jobId: param(query, "reqId", "jobId") } : null;
    return query.get("c") ? { tenant: query.get("c"), jobId: query.get("r") } : null;
  },
  senderDomains: ["adp.com"], // seen: SecurityServices_NoReply@adp.com ("Here's your verification code from ADP")
  support: {
    simulator: "guesses",
    variants: true,
    endToEnd: true,
    limits:
      "Built for Workforce Now career centers; ADP Recruiting Management postings (myjobs.adp.com, recruiting.adp.com) are a different product, not simulated; registrations that ask for security questions or show a CAPTCHA end manual_completion_required.",
  },
});
