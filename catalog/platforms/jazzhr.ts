// JazzHR: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/jazzhr.ts.
import { describePlatform } from "../descriptor";
import { employer } from "../url-rules";

export const platform = describePlatform({
  id: "jazzhr",
  name: "JazzHR",
  tier: "multi_step",
  account: "none",
  hosts: ["*.applytojob.com"],
  detect: (u) => {
    const tenant = employer(u);
    if (!tenant) return null;
    const id = u.segs[0] === "apply" ? u.segs[1] : null;
    return { tenant, jobId: id && /^[A-Za-z0-9]+$/.test(id) && id !== "jobs" ? id : null };
  },
  senderDomains: ["applytojob.com", "jazzhr.com"], // seen: noreply@applytojob.com; jazzhr.com a guess
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
