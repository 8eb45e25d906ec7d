// Jobvite: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/jobvite.ts.
import { describePlatform } from "../descriptor";

export const platform = describePlatform({
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
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
