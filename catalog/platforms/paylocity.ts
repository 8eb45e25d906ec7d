// Paylocity: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/paylocity.ts.
import { describePlatform } from "../descriptor";
import { after, digits, UUID } from "../url-rules";

export const platform = describePlatform({
  id: "paylocity",
  name: "Paylocity",
  tier: "multi_step",
  account: "none",
  hosts: ["recruiting.paylocity.com"],
  detect: ({ segs }) => {
    if (segs[0]?.toLowerCase() !== "recruiting") return null;
    const all = after(segs, "All");
    return { tenant: all && UUID.test(all) ? all.toLowerCase() : null, jobId: digits(after(segs, "Details") ?? after(segs, "Apply")) };
  },
  senderDomains: ["paylocity.com"], // guess
  support: {
    simulator: "descriptions",
    variants: true,
    endToEnd: true,
    limits:
      "The simulator's upload and submit endpoints and its wording are guessed; the resume parse offered in the upload dialog is declined, so work history is not pre-filled.",
  },
});
