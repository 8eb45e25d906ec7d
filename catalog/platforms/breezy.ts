// Breezy HR: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/breezy.ts.
import { describePlatform } from "../descriptor";
import { employer } from "../url-rules";

export const platform = describePlatform({
  id: "breezy",
  name: "Breezy HR",
  tier: "board",
  account: "none",
  hosts: ["*.breezy.hr"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: u.segs[0] === "p" && u.segs[1] ? u.segs[1].split("-")[0] : null } : null;
  },
  senderDomains: ["breezy.hr"], // guess
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
