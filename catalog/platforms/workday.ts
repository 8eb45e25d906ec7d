// Workday: the catalog's facts (../descriptor.ts says what each holds); its adapter is
// ats-adapters/platforms/workday.ts.
import { describePlatform } from "../descriptor";
import { after, LABEL } from "../url-rules";

/** Job paths: [locale/]{site}/job/{location}/{Title}_{reqId}[/apply[/applyManually|...]]. */
function jobIdOf(segs: string[]): string | null {
  const i = segs.findIndex((s) => s === "job" || s === "details");
  if (i < 0) return null;
  const rest = segs.slice(i + 1);
  const applyAt = rest.indexOf("apply");
  const titled = (applyAt >= 0 ? rest.slice(0, applyAt) : rest).at(-1);
  const cut = titled?.lastIndexOf("_") ?? -1;
  return titled && cut > 0 && cut < titled.length - 1 ? titled.slice(cut + 1) : null;
}

// Accounts are per tenant, so the tenant is canonical: "{tenant}.wd{N}.myworkdayjobs.com" whether the
// posting is there or on wd{N}.myworkdaysite.com/recruiting/{tenant} (same tenant, same accounts).
export const platform = describePlatform({
  id: "workday",
  name: "Workday",
  tier: "account_wizard",
  account: "client_password",
  hosts: ["*.myworkdayjobs.com", "*.myworkdaysite.com"],
  detect: ({ host, sub, matched, segs }) => {
    if (matched === "*.myworkdayjobs.com") {
      const m = /^([a-z0-9-]+)(?:\.(wd\d+))?$/.exec(sub ?? "");
      if (!m || m[1] === "www" || /^wd\d+$/.test(m[1])) return null;
      return { tenant: host, jobId: jobIdOf(segs) };
    }
    const name = /^wd\d+$/.test(sub ?? "") ? after(segs, "recruiting")?.toLowerCase() : null;
    return name && LABEL.test(name) ? { tenant: `${name}.${sub}.myworkdayjobs.com`, jobId: jobIdOf(segs) } : null;
  },
  senderDomains: ["myworkday.com", "workday.com"], // seen: {tenant}@myworkday.com; workday.com a guess
  support: {
    simulator: "captures",
    variants: true,
    endToEnd: true,
    verification: "link",
  },
});
