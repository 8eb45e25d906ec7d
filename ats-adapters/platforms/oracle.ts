// Oracle Recruiting Cloud ({pod}.fa[.ocs].{dc}.oraclecloud.com/hcmUI/CandidateExperience/{lang}/sites/
// {CX_n}/job/{id}; vanity hosts serve the same path): an identity check by e-mailed code, no account of
// ours (docs/platforms.md#oracle-recruiting-cloud).
import type { Found, UrlParts } from "../url-rules";
import { after } from "../url-rules";
import { genericAdapter } from "./generic";
import type { PlatformDescriptor } from "./types";

/** Oracle Fusion hosts also serve employees' apps: only the candidate experience counts, on any host. */
function candidateExperience({ host, segs }: UrlParts): Found | null {
  if (!segs.some((s, i) => s === "hcmUI" && segs[i + 1] === "CandidateExperience")) return null;
  const pod = /^([a-z0-9-]+)\.fa(?:\.ocs)?(?:\.[a-z0-9-]+)?\.oraclecloud\.com$/.exec(host)?.[1];
  const id = after(segs, "job") ?? after(segs, "preview");
  return { tenant: pod ?? host, jobId: id && /^[\w-]+$/.test(id) ? id : null };
}

export const platform: PlatformDescriptor = {
  id: "oracle", name: "Oracle Recruiting Cloud", tier: "account_wizard", account: "none",
  hosts: ["*.oraclecloud.com"],
  detect: candidateExperience,
  detectElsewhere: candidateExperience,
  senderDomains: ["oracle.com", "oraclecloud.com"], // seen: donotreply@workflow.mail.us2.cloud.oracle.com; oraclecloud.com a guess
  adapter: () => genericAdapter("oracle"),
  support: { verification: "code" }, // returning candidates confirm with a 6-digit e-mailed code (docs/platforms.md#oracle-recruiting-cloud)
};
