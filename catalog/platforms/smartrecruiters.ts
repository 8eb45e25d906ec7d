// SmartRecruiters: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/smartrecruiters.ts.
import { describePlatform } from "../descriptor";
import { after, leadingNumber, SLUG } from "../url-rules";

export const platform = describePlatform({
  id: "smartrecruiters",
  name: "SmartRecruiters",
  tier: "multi_step",
  account: "none",
  hosts: ["jobs.smartrecruiters.com", "careers.smartrecruiters.com"],
  detect: ({ segs }) => {
    if (segs[0] === "oneclick-ui") {
      const tenant = after(segs, "company");
      return tenant ? { tenant, jobId: after(segs, "posting") } : null;
    }
    if (!segs[0] || !SLUG.test(segs[0])) return null;
    return { tenant: segs[0], jobId: leadingNumber(segs[1]) };
  },
  globalJobIds: true,
  senderDomains: ["smartrecruiters.com"], // seen: noreply@ and notification@smartrecruiters.com
  support: { endToEnd: true, simulator: "descriptions", variants: true },
});
