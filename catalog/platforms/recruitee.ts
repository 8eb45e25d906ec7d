// Recruitee: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/recruitee.ts.
import { describePlatform } from "../descriptor";
import { after, employer } from "../url-rules";

export const platform = describePlatform({
  id: "recruitee",
  name: "Recruitee",
  tier: "board",
  account: "none",
  hosts: ["*.recruitee.com"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: after(u.segs, "o") } : null;
  },
  senderDomains: ["recruitee.com"], // guess
  support: { endToEnd: true, simulator: "captures", variants: true },
});
