// BambooHR: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/bamboohr.ts.
import { describePlatform } from "../descriptor";
import { after, digits, employer } from "../url-rules";

export const platform = describePlatform({
  id: "bamboohr",
  name: "BambooHR",
  tier: "multi_step",
  account: "none",
  hosts: ["*.bamboohr.com"],
  detect: (u) => {
    const tenant = employer(u);
    if (!tenant) return null;
    const id = after(u.segs, "careers") ?? (u.segs.at(-1) === "view.php" ? u.query.get("id") : null);
    return { tenant, jobId: digits(id) };
  },
  senderDomains: ["bamboohr.com"], // seen: noreply@app.bamboohr.com
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
