// Oracle Recruiting Cloud: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/oracle.ts.
import { describePlatform } from "../descriptor";
import { after, type Found, type UrlParts } from "../url-rules";

/** Oracle Fusion hosts also serve employees' apps: only the candidate experience counts, on any host. */
function candidateExperience({ host, segs }: UrlParts): Found | null {
  if (!segs.some((s, i) => s === "hcmUI" && segs[i + 1] === "CandidateExperience")) return null;
  const pod = /^([a-z0-9-]+)\.fa(?:\.ocs)?(?:\.[a-z0-9-]+)?\.oraclecloud\.com$/.exec(host)?.[1];
  const id = after(segs, "job") ?? after(segs, "preview");
  return { tenant: pod ?? host, jobId: id && /^[\w-]+$/.test(id) ? id : null };
}

export const platform = describePlatform({
  id: "oracle",
  name: "Oracle Recruiting Cloud",
  tier: "account_wizard",
  account: "none",
  hosts: ["*.oraclecloud.com"],
  detect: candidateExperience,
  detectElsewhere: candidateExperience,
  senderDomains: ["oracle.com", "oraclecloud.com"], // seen: donotreply@workflow.mail.us2.cloud.oracle.com; oraclecloud.com a guess
  support: {
    simulator: "guesses",
    variants: true, // rendered in the guessed application sections (test/simulators/oracle/variants.ts)
    verification: "code", // a 6-digit e-mailed code before the form (docs/platforms.md#oracle-recruiting-cloud)
    endToEnd: true,
    limits:
      "A returning candidate whose employer asks for the date of birth instead of the last name needs a person; work and education history sections are not filled.",
  },
});
