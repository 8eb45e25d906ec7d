// Dayforce (jobs.dayforcehcm.com/[en-US/]{tenant}/CANDIDATEPORTAL/jobs/{id}; legacy
// {pod}.dayforcehcm.com/CandidatePortal/en-US/{tenant}/Posting/View/{id}): docs/platforms.md#other-platforms-url-shapes-and-feeds.
import { after, digits, LOCALE } from "../url-rules";
import { genericAdapter } from "./generic";
import type { PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "dayforce", name: "Dayforce", tier: "multi_step", account: "none",
  hosts: ["jobs.dayforcehcm.com", "*.dayforcehcm.com"],
  detect: ({ sub, segs }) => {
    if (sub === "www") return null;
    const portal = segs.findIndex((s) => s.toLowerCase() === "candidateportal");
    if (portal < 0) return null;
    const tenant = portal === 0 ? (LOCALE.test(segs[1] ?? "") ? segs[2] : segs[1]) : segs[portal - 1];
    if (!tenant) return null;
    return { tenant: tenant.toLowerCase(), jobId: digits(after(segs, "jobs") ?? after(segs, "job") ?? after(segs, "View")) };
  },
  senderDomains: ["dayforce.com", "dayforcehcm.com"], // seen: notify@dayforce.com; dayforcehcm.com a guess
  adapter: () => genericAdapter("dayforce"),
};
