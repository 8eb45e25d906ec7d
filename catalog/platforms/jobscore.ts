// JobScore: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/jobscore.ts.
import { describePlatform } from "../descriptor";

export const platform = describePlatform({
  id: "jobscore",
  name: "JobScore",
  tier: "board",
  account: "none",
  hosts: ["careers.jobscore.com"],
  detect: ({ segs }) => {
    if (segs[0] !== "careers" || !segs[1]) return null;
    return { tenant: segs[1].toLowerCase(), jobId: segs[2] === "jobs" && segs[3] ? segs[3] : null };
  },
  senderDomains: ["jobscore.com"], // guess
  support: { endToEnd: true, simulator: "guesses", variants: true },
});
