// Freshteam: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/freshteam.ts.
import { describePlatform } from "../descriptor";
import { employer } from "../url-rules";

export const platform = describePlatform({
  id: "freshteam",
  name: "Freshteam",
  tier: "board",
  account: "none",
  hosts: ["*.freshteam.com"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: u.segs[0] === "jobs" && u.segs[1] ? u.segs[1] : null } : null;
  },
  senderDomains: ["freshteam.com"], // guess
  support: { endToEnd: true, simulator: "guesses", variants: true },
});
