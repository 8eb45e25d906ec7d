// UKG Pro (UltiPro): the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/ukg.ts.
import { describePlatform } from "../descriptor";
import { employer, lower } from "../url-rules";

export const platform = describePlatform({
  id: "ukg",
  name: "UKG Pro (UltiPro)",
  tier: "multi_step",
  account: "service",
  hosts: ["recruiting.ultipro.com", "recruiting2.ultipro.com", "recruiting.ultipro.ca", "*.rec.pro.ukg.net"],
  detect: (u) => {
    if (u.matched === "*.rec.pro.ukg.net" && !employer(u)) return null;
    // /{TENANT_KEY}/JobBoard/{boardGuid}/[Opportunity/]OpportunityDetail?opportunityId={guid}. Candidate
    // accounts are per tenant key, written in capitals wherever seen (USG1006, UO32145HGOGOG): one case
    // for every spelling of the URL, so one stored account serves them all.
    if (!u.segs[0] || u.segs[1]?.toLowerCase() !== "jobboard") return null;
    return { tenant: u.segs[0].toUpperCase(), jobId: lower(u.query.get("opportunityId")) };
  },
  senderDomains: ["ultipro.com", "ukg.com", "ukg.net"], // seen: noreply@notifications.ultipro.com; ukg.com, ukg.net guesses
  support: {
    simulator: "guesses",
    variants: true,
    endToEnd: true,
    limits: "Answers changed at review on steps before the last may not be re-entered, as the site keeps the inspected draft.",
  },
});
