// Paycom ([www.]paycomonline.net/v4/ats/web.php/jobs?clientkey={32 hex}[&job={id}] or
// /v4/ats/web.php/portal/{key}/jobs/{id}; both hosts seen: fs:"paycomonline.net/v4/ats"):
// docs/platforms.md#other-platforms-url-shapes-and-feeds.
import { after, digits } from "../url-rules";
import { genericAdapter } from "./generic";
import type { PlatformDescriptor } from "./types";

export const platform: PlatformDescriptor = {
  id: "paycom", name: "Paycom", tier: "multi_step", account: "none",
  hosts: ["www.paycomonline.net", "paycomonline.net"],
  detect: ({ segs, query }) => {
    if (!segs.includes("ats")) return null;
    const key = query.get("clientkey") ?? after(segs, "portal");
    return { tenant: key ? key.toUpperCase() : null, jobId: digits(query.get("job") ?? after(segs, "jobs")) };
  },
  senderDomains: ["paycomonline.com", "paycomonline.net"], // seen: no-reply@msgint.paycomonline.com; .net a guess
  adapter: () => genericAdapter("paycom"),
};
