// Ashby: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/ashby.ts.
import { describePlatform } from "../descriptor";
import { UUID } from "../url-rules";

export const uuid = (id: string | null | undefined) => (id && UUID.test(id) ? id.toLowerCase() : null);

export const platform = describePlatform({
  id: "ashby",
  name: "Ashby",
  tier: "board",
  account: "none",
  hosts: ["jobs.ashbyhq.com"],
  detect: ({ segs, query }) => {
    if (!segs[0] || segs[0] === "api") return null;
    return { tenant: segs[0], jobId: uuid(UUID.test(segs[1] ?? "") ? segs[1] : query.get("ashby_jid")) };
  },
  // Employers' pages embedding the board carry ?ashby_jid={uuid} (docs/platforms.md#ashby).
  detectElsewhere: ({ query }) => (uuid(query.get("ashby_jid")) ? { tenant: null, jobId: uuid(query.get("ashby_jid")) } : null),
  globalJobIds: true,
  senderDomains: ["ashbyhq.com"], // seen: no-reply@ashbyhq.com, notifications@ashbyhq.com
  support: { endToEnd: true, simulator: "captures", variants: true },
});
