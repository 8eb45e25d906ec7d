// ADP Workforce Now (workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid={guid}&jobId=;
// myjobs.adp.com/{tenant}/cx; recruiting.adp.com/srccar/public/RTI.home?c=&r=):
// docs/platforms.md#other-platforms-url-shapes-and-feeds.
import { param } from "../url-rules";
import { genericAdapter } from "./generic";
import type { PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "adp", name: "ADP Workforce Now", tier: "multi_step", account: "none",
  hosts: ["workforcenow.adp.com", "myjobs.adp.com", "recruiting.adp.com"],
  detect: ({ matched, segs, query }) => {
    if (matched === "workforcenow.adp.com") {
      const cid = segs.includes("recruitment") ? query.get("cid") : null;
      return cid ? { tenant: cid.toLowerCase(), jobId: query.get("jobId") } : null;
    }
    if (matched === "myjobs.adp.com") return segs[0] ? { tenant: segs[0].toLowerCase(), jobId: param(query, "reqId", "jobId") } : null;
    return query.get("c") ? { tenant: query.get("c"), jobId: query.get("r") } : null;
  },
  senderDomains: ["adp.com"], // seen: SecurityServices_NoReply@adp.com ("Here's your verification code from ADP")
  adapter: () => genericAdapter("adp"),
};
