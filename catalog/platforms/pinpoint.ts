// Pinpoint: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/pinpoint.ts.
import { describePlatform } from "../descriptor";
import { after, employer } from "../url-rules";

export const platform = describePlatform({
  id: "pinpoint",
  name: "Pinpoint",
  tier: "board",
  account: "none",
  hosts: ["*.pinpointhq.com"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: after(u.segs, "postings") } : null;
  },
  senderDomains: ["pinpointhq.com"], // seen: jobs@pinpointhq.com
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
