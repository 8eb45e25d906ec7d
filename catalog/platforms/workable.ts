// Workable: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/workable.ts.
import { describePlatform } from "../descriptor";
import { after, employer, SLUG } from "../url-rules";

export const platform = describePlatform({
  id: "workable",
  name: "Workable",
  tier: "board",
  account: "none",
  hosts: ["apply.workable.com", "*.workable.com"],
  detect: (u) => {
    const { segs } = u;
    if (u.matched === "apply.workable.com") {
      if (segs[0] === "j") return segs[1] ? { tenant: null, jobId: segs[1].toUpperCase() } : null;
      if (!segs[0] || segs[0] === "api" || !SLUG.test(segs[0])) return null;
      return { tenant: segs[0].toLowerCase(), jobId: segs[1] === "j" && segs[2] ? segs[2].toUpperCase() : null };
    }
    const account = employer(u);
    if (!account || account === "jobs") return null;
    const code = after(segs, "j") ?? after(segs, "jobs");
    return { tenant: account, jobId: code ? code.toUpperCase() : null };
  },
  globalJobIds: true,
  senderDomains: ["workablemail.com", "workable.com"], // seen: noreply@workablemail.com; workable.com a guess
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
