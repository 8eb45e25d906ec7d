// Paycom: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/paycom.ts.
import { describePlatform } from "../descriptor";
import { after, digits } from "../url-rules";

export const platform = describePlatform({
  id: "paycom",
  name: "Paycom",
  tier: "multi_step",
  account: "none",
  hosts: ["www.paycomonline.net", "paycomonline.net"],
  detect: ({ segs, query }) => {
    if (!segs.includes("ats")) return null;
    const key = query.get("clientkey") ?? after(segs, "portal");
    return { tenant: key ? key.toUpperCase() : null, jobId: digits(query.get("job") ?? after(segs, "jobs")) };
  },
  senderDomains: ["paycomonline.com", "paycomonline.net"], // seen: no-reply@msgint.paycomonline.com; .net a guess
  support: {
    simulator: "guesses",
    variants: true,
    endToEnd: true,
    limits: "The steps, field names and wording may differ on real Paycom portals.",
  },
});
