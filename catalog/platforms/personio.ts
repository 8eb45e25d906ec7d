// Personio: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/personio.ts.
import { describePlatform } from "../descriptor";
import { after, digits, employer } from "../url-rules";

export const platform = describePlatform({
  id: "personio",
  name: "Personio",
  tier: "board",
  account: "none",
  hosts: ["*.jobs.personio.de", "*.jobs.personio.com"],
  detect: (u) => {
    const tenant = employer(u);
    return tenant ? { tenant, jobId: digits(after(u.segs, "job")) } : null;
  },
  senderDomains: ["personio.de", "personio.com"], // seen: {n}-jobs@m.personio.de; personio.com a guess
  support: { endToEnd: true, simulator: "captures", variants: true },
});
