// Greenhouse: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/greenhouse.ts.
import { describePlatform } from "../descriptor";
import { digits, DIGITS, param, SLUG } from "../url-rules";

export const platform = describePlatform({
  id: "greenhouse",
  name: "Greenhouse",
  tier: "board",
  account: "none",
  hosts: ["boards.greenhouse.io", "job-boards.greenhouse.io", "boards.eu.greenhouse.io", "job-boards.eu.greenhouse.io"],
  detect: ({ segs, query }) => {
    if (segs[0] === "embed") {
      // embed/job_app?for={token}&token={id}; embed/job_board[/js]?for={token}
      const tenant = query.get("for");
      const jobId = segs[1] === "job_app" ? param(query, "token", "gh_jid") : null;
      return tenant || jobId ? { tenant, jobId } : null;
    }
    if (!segs[0] || !SLUG.test(segs[0])) return null;
    return { tenant: segs[0], jobId: digits(segs[1] === "jobs" && DIGITS.test(segs[2] ?? "") ? segs[2] : query.get("gh_jid")) };
  },
  // Employers' own career pages carry ?gh_jid={id} (docs/platforms.md#greenhouse).
  detectElsewhere: ({ query }) => (digits(query.get("gh_jid")) ? { tenant: null, jobId: query.get("gh_jid") } : null),
  globalJobIds: true,
  senderDomains: ["greenhouse-mail.io", "greenhouse.io"], // seen: no-reply@us.greenhouse-mail.io, notifications@greenhouse-mail.io, no-reply@greenhouse.io
  support: { endToEnd: true, verification: "code", simulator: "descriptions", variants: true },
});
