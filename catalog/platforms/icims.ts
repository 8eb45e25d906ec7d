// iCIMS: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/icims.ts.
import { describePlatform } from "../descriptor";
import { after, digits, employer } from "../url-rules";

export const platform = describePlatform({
  id: "icims",
  name: "iCIMS",
  tier: "account_wizard",
  account: "service",
  hosts: ["*.icims.com"],
  detect: (u) => {
    const portal = employer(u); // "careers-acme": the portal keys the candidate's accounts
    return portal ? { tenant: portal, jobId: digits(after(u.segs, "jobs")) } : null;
  },
  senderDomains: ["icims.com", "icims.eu"], // seen: noreply@talent.icims.eu; icims.com a guess
  support: {
    simulator: "descriptions",
    variants: true,
    endToEnd: true,
    limits: "Work and education history sections are not filled.",
  },
});
