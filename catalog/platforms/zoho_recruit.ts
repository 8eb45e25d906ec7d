// Zoho Recruit: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/zoho_recruit.ts.
import { describePlatform } from "../descriptor";
import { after, digits, employer } from "../url-rules";

export const platform = describePlatform({
  id: "zoho_recruit",
  name: "Zoho Recruit",
  tier: "multi_step",
  account: "none",
  hosts: ["com", "eu", "in", "com.au", "jp", "com.cn", "ca", "sa"].map((dc) => `*.zohorecruit.${dc}`),
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: digits(after(u.segs, "Careers")) } : null;
  },
  senderDomains: ["zohorecruit.com", "zohorecruit.eu", "zohorecruit.in"], // seen: noreply@zohorecruit.com; .eu, .in guesses (never zoho.com)
  support: { endToEnd: true, simulator: "guesses", variants: true },
});
