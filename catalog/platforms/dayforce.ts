// Dayforce: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/dayforce.ts.
import { describePlatform } from "../descriptor";
import { after, digits, LOCALE } from "../url-rules";

export const platform = describePlatform({
  id: "dayforce",
  name: "Dayforce",
  tier: "multi_step",
  account: "none",
  hosts: ["jobs.dayforcehcm.com", "*.dayforcehcm.com"],
  detect: ({ sub, segs }) => {
    if (sub === "www") return null;
    const portal = segs.findIndex((s) => s.toLowerCase() === "candidateportal");
    if (portal < 0) return null;
    const tenant = portal === 0 ? (LOCALE.test(segs[1] ?? "") ? segs[2] : segs[1]) : segs[portal - 1];
    if (!tenant) return null;
    return { tenant: tenant.toLowerCase(), jobId: digits(after(segs, "jobs") ?? after(segs, "job") ?? after(segs, "View")) };
  },
  senderDomains: ["dayforce.com", "dayforcehcm.com"], // seen: notify@dayforce.com; dayforcehcm.com a guess
  support: {
    simulator: "guesses",
    variants: true,
    endToEnd: true,
    limits: "Applies without a Dayforce account (as Dayforce allows); employers whose site requires signing in are left to the candidate.",
  },
});
