// Rippling: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/rippling.ts.
import { describePlatform } from "../descriptor";
import { LOCALE, SLUG } from "../url-rules";

export const platform = describePlatform({
  id: "rippling",
  name: "Rippling",
  tier: "board",
  account: "none",
  hosts: ["ats.rippling.com"],
  detect: ({ segs }) => {
    // Optional locale prefix (/en-GB/{company}/jobs/{id}); a company slug is never followed by "jobs" twice.
    const s = LOCALE.test(segs[0] ?? "") && segs.length > 1 && segs[1] !== "jobs" ? segs.slice(1) : segs;
    if (!s[0] || !SLUG.test(s[0])) return null;
    return { tenant: s[0], jobId: s[1] === "jobs" && s[2] ? s[2] : null };
  },
  senderDomains: ["rippling.com"], // seen: no-reply@ats.rippling.com
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
