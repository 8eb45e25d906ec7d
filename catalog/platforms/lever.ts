// Lever: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/lever.ts.
import { describePlatform } from "../descriptor";
import { UUID } from "../url-rules";

export const platform = describePlatform({
  id: "lever",
  name: "Lever",
  tier: "board",
  account: "none",
  hosts: ["jobs.lever.co", "jobs.eu.lever.co"],
  detect: ({ segs }) => (segs[0] ? { tenant: segs[0], jobId: UUID.test(segs[1] ?? "") ? segs[1].toLowerCase() : null } : null),
  globalJobIds: true,
  senderDomains: ["lever.co"], // seen: no-reply@hire.lever.co
  support: { endToEnd: true, simulator: "captures", variants: true },
});
