// Teamtailor: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/teamtailor.ts.
import { describePlatform } from "../descriptor";
import { after, LABEL, leadingNumber, VENDOR_LABELS } from "../url-rules";

export const platform = describePlatform({
  id: "teamtailor",
  name: "Teamtailor",
  tier: "board",
  account: "none",
  hosts: ["*.teamtailor.com"],
  detect: ({ sub, segs }) => {
    const tenant = sub?.split(".")[0]; // acme.na.teamtailor.com: the region label follows the company's
    if (!tenant || !LABEL.test(tenant) || VENDOR_LABELS.has(tenant)) return null;
    return { tenant, jobId: leadingNumber(after(segs, "jobs")) };
  },
  senderDomains: ["teamtailor-mail.com", "teamtailor.com"], // seen: no-reply@teamtailor-mail.com; teamtailor.com a guess
  support: { endToEnd: true, simulator: "captures", variants: true },
});
