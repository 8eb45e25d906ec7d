// Oracle Taleo: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/taleo.ts.
import { describePlatform } from "../descriptor";
import { employer } from "../url-rules";

export const platform = describePlatform({
  id: "taleo",
  name: "Oracle Taleo",
  tier: "account_wizard",
  account: "service",
  hosts: ["*.taleo.net", "*.tbe.taleo.net"],
  detect: (u) => {
    if (u.matched === "*.tbe.taleo.net") {
      // Business Edition: /{pod}/ats/careers/v2/viewRequisition?org={CO}&cws=..&rid={id}: the tenant is `org`
      const org = u.query.get("org");
      return org ? { tenant: org.toLowerCase(), jobId: u.query.get("rid") } : null;
    }
    const co = employer(u);
    return co ? { tenant: co, jobId: u.query.get("job") } : null;
  },
  senderDomains: ["taleo.net"], // seen: no-reply@taleo.net
  support: {
    simulator: "descriptions",
    variants: true,
    endToEnd: true,
    verification: "link",
    limits:
      "Taleo Business Edition (*.tbe.taleo.net) is not simulated; companies whose password policy forbids symbols refuse the generated password.",
  },
});
