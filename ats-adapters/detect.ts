// Which ATS serves a posting URL: the host first, then the path, then (on employers' own domains) the
// query parameters the platform is known to put there. URL shapes come from ../shared/ats-reference.md.
//
// `tenant` is the employer key on the platform (board token, site, company, subdomain ...). Account-based
// platforms key their per-candidate accounts on it, so for those it is lower-cased and canonical:
// Workday → "{tenant}.wd{N}.myworkdayjobs.com" whether the posting is on myworkdayjobs.com or
// wd{N}.myworkdaysite.com/recruiting/{tenant} (same tenant, same accounts); iCIMS → the portal's
// subdomain ("careers-acme"); Taleo → the subdomain, or `org` on Taleo Business Edition; SuccessFactors
// → the `company` parameter. `jobId` is the platform's id of the posting, null on a board or list page.
import type { AtsId } from "./catalog";

export interface Detection {
  ats: AtsId | null;
  tenant: string | null;
  jobId: string | null;
}

interface Parts {
  host: string;
  /** Decoded, non-empty path segments. */
  segs: string[];
  query: URLSearchParams;
}

type Found = { tenant: string | null; jobId: string | null };
type Rule = (p: Parts) => Found | null;

const NONE: Detection = { ats: null, tenant: null, jobId: null };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = /^\d+$/;
const LOCALE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Subdomain labels that belong to the vendor itself (marketing, apps, APIs), never to an employer. */
const VENDOR_LABELS = new Set([
  "www", "app", "api", "apps", "help", "support", "blog", "status", "docs", "developer", "developers",
  "login", "community", "cdn", "assets", "static", "marketplace", "partners", "resources", "go", "info",
]);

/** The part of `host` before ".suffix" ("" when host is the suffix itself, null when unrelated). */
function under(host: string, suffix: string): string | null {
  if (host === suffix) return "";
  return host.endsWith(`.${suffix}`) ? host.slice(0, -suffix.length - 1) : null;
}

/** An employer's single-label subdomain of `suffix` (e.g. acme.breezy.hr), excluding the vendor's own. */
function employerLabel(host: string, suffix: string): string | null {
  const sub = under(host, suffix);
  return sub && LABEL.test(sub) && !VENDOR_LABELS.has(sub) ? sub : null;
}

const lower = (s: string | null | undefined) => (s ? s.toLowerCase() : null);
const after = (segs: string[], name: string) => {
  const i = segs.findIndex((s) => s.toLowerCase() === name.toLowerCase());
  return i >= 0 && i + 1 < segs.length ? segs[i + 1] : null;
};
const param = (q: URLSearchParams, ...names: string[]) => {
  for (const n of names) {
    const v = q.get(n);
    if (v) return v;
  }
  return null;
};

const greenhouse: Rule = ({ host, segs, query }) => {
  if (!["boards.greenhouse.io", "job-boards.greenhouse.io", "boards.eu.greenhouse.io", "job-boards.eu.greenhouse.io"].includes(host)) return null;
  if (segs[0] === "embed") {
    // embed/job_app?for={token}&token={id}; embed/job_board[/js]?for={token}
    const tenant = query.get("for");
    const jobId = segs[1] === "job_app" ? param(query, "token", "gh_jid") : null;
    return tenant || jobId ? { tenant, jobId } : null;
  }
  if (!segs[0] || !/^[\w-]+$/.test(segs[0])) return null;
  const id = segs[1] === "jobs" && DIGITS.test(segs[2] ?? "") ? segs[2] : query.get("gh_jid");
  return { tenant: segs[0], jobId: id && DIGITS.test(id) ? id : null };
};

const lever: Rule = ({ host, segs }) => {
  if (host !== "jobs.lever.co" && host !== "jobs.eu.lever.co") return null;
  if (!segs[0]) return null;
  return { tenant: segs[0], jobId: UUID.test(segs[1] ?? "") ? segs[1].toLowerCase() : null };
};

const ashby: Rule = ({ host, segs, query }) => {
  if (host !== "jobs.ashbyhq.com" || !segs[0] || segs[0] === "api") return null;
  const id = UUID.test(segs[1] ?? "") ? segs[1] : query.get("ashby_jid");
  return { tenant: segs[0], jobId: id && UUID.test(id) ? id.toLowerCase() : null };
};

/** Workday job paths: [locale/]{site}/job/{location}/{Title}_{reqId}[/apply[/applyManually|...]]. */
function workdayJobId(segs: string[]): string | null {
  const i = segs.findIndex((s) => s === "job" || s === "details");
  if (i < 0) return null;
  const rest = segs.slice(i + 1);
  const applyAt = rest.indexOf("apply");
  const titled = (applyAt >= 0 ? rest.slice(0, applyAt) : rest).at(-1);
  const cut = titled?.lastIndexOf("_") ?? -1;
  return titled && cut > 0 && cut < titled.length - 1 ? titled.slice(cut + 1) : null;
}

const workday: Rule = ({ host, segs }) => {
  const sub = under(host, "myworkdayjobs.com");
  if (sub) {
    const m = /^([a-z0-9-]+)(?:\.(wd\d+))?$/.exec(sub);
    if (!m || m[1] === "www" || /^wd\d+$/.test(m[1])) return null;
    return { tenant: host, jobId: workdayJobId(segs) };
  }
  const dc = /^(wd\d+)\.myworkdaysite\.com$/.exec(host)?.[1];
  if (!dc) return null;
  const name = after(segs, "recruiting");
  if (!name || !LABEL.test(name.toLowerCase())) return null;
  return { tenant: `${name.toLowerCase()}.${dc}.myworkdayjobs.com`, jobId: workdayJobId(segs) };
};

const smartrecruiters: Rule = ({ host, segs }) => {
  if (host !== "jobs.smartrecruiters.com" && host !== "careers.smartrecruiters.com") return null;
  if (segs[0] === "oneclick-ui") {
    const tenant = after(segs, "company");
    return tenant ? { tenant, jobId: after(segs, "posting") } : null;
  }
  if (!segs[0] || !/^[\w-]+$/.test(segs[0])) return null;
  return { tenant: segs[0], jobId: /^(\d+)(?:-|$)/.exec(segs[1] ?? "")?.[1] ?? null };
};

const icims: Rule = ({ host, segs }) => {
  const portal = employerLabel(host, "icims.com");
  if (!portal) return null;
  const id = after(segs, "jobs");
  return { tenant: portal, jobId: id && DIGITS.test(id) ? id : null };
};

const workable: Rule = ({ host, segs }) => {
  if (host === "apply.workable.com") {
    if (segs[0] === "j") return segs[1] ? { tenant: null, jobId: segs[1].toUpperCase() } : null;
    if (!segs[0] || segs[0] === "api" || !/^[\w-]+$/.test(segs[0])) return null;
    return { tenant: segs[0].toLowerCase(), jobId: segs[1] === "j" && segs[2] ? segs[2].toUpperCase() : null };
  }
  const account = employerLabel(host, "workable.com");
  if (!account || account === "jobs" || account === "apply") return null;
  const code = after(segs, "j") ?? after(segs, "jobs");
  return { tenant: account, jobId: code ? code.toUpperCase() : null };
};

const bamboohr: Rule = ({ host, segs, query }) => {
  const tenant = employerLabel(host, "bamboohr.com");
  if (!tenant) return null;
  const id = after(segs, "careers") ?? (segs.at(-1) === "view.php" ? query.get("id") : null);
  return { tenant, jobId: id && DIGITS.test(id) ? id : null };
};

const taleo: Rule = ({ host, query }) => {
  if (under(host, "tbe.taleo.net")) {
    // Business Edition: {pod}.tbe.taleo.net/{pod}/ats/careers/v2/viewRequisition?org={CO}&cws=..&rid={id}
    const org = query.get("org");
    return org ? { tenant: org.toLowerCase(), jobId: query.get("rid") } : null;
  }
  const co = employerLabel(host, "taleo.net");
  return co ? { tenant: co, jobId: query.get("job") } : null;
};

function successFactorsIds(query: URLSearchParams): Found {
  return { tenant: lower(query.get("company")), jobId: param(query, "career_job_req_id", "jobId") };
}

const successfactors: Rule = ({ host, segs, query }) => {
  const sub = under(host, "successfactors.com") ?? under(host, "successfactors.eu");
  if (sub && sub !== "www") return successFactorsIds(query);
  const site = employerLabel(host, "jobs.hr.cloud.sap");
  if (!site) return null;
  // Career Site Builder: /job/{City-Title}/{id}/ or /job/{City}/{Title}/{id}-{locale}
  const last = segs[0] === "job" ? segs.at(-1) : undefined;
  return { tenant: site, jobId: /^(\d+)(?:-[a-z]{2}_[A-Z]{2})?$/.exec(last ?? "")?.[1] ?? null };
};

const oracle: Rule = ({ host, segs }) => {
  const ce = segs.findIndex((s, i) => s === "hcmUI" && segs[i + 1] === "CandidateExperience");
  const pod = /^([a-z0-9-]+)\.fa(?:\.ocs)?(?:\.[a-z0-9-]+)?\.oraclecloud\.com$/.exec(host)?.[1];
  // Oracle Fusion hosts also serve employees' apps: only the candidate experience counts. Vanity hosts
  // are recognised by the same path.
  if (ce < 0) return null;
  const id = after(segs, "job") ?? after(segs, "preview");
  return { tenant: pod ?? host, jobId: id && /^[\w-]+$/.test(id) ? id : null };
};

const jazzhr: Rule = ({ host, segs }) => {
  const tenant = employerLabel(host, "applytojob.com");
  if (!tenant) return null;
  const id = segs[0] === "apply" ? segs[1] : null;
  return { tenant, jobId: id && /^[A-Za-z0-9]+$/.test(id) && id !== "jobs" ? id : null };
};

const jobvite: Rule = ({ host, segs, query }) => {
  if (host === "app.jobvite.com") {
    const c = query.get("c");
    return c ? { tenant: c, jobId: query.get("j") } : null;
  }
  if (host !== "jobs.jobvite.com") return null;
  const s = segs[0] === "careers" ? segs.slice(1) : segs;
  if (!s[0]) return null;
  return { tenant: s[0].toLowerCase(), jobId: s[1] === "job" && s[2] ? s[2] : null };
};

const breezy: Rule = ({ host, segs }) => {
  const tenant = employerLabel(host, "breezy.hr");
  if (!tenant) return null;
  return { tenant, jobId: segs[0] === "p" && segs[1] ? segs[1].split("-")[0] : null };
};

const recruitee: Rule = ({ host, segs }) => {
  const tenant = employerLabel(host, "recruitee.com");
  return tenant ? { tenant, jobId: after(segs, "o") } : null;
};

const personio: Rule = ({ host, segs }) => {
  const tenant = employerLabel(host, "jobs.personio.de") ?? employerLabel(host, "jobs.personio.com");
  if (!tenant) return null;
  const id = after(segs, "job");
  return { tenant, jobId: id && DIGITS.test(id) ? id : null };
};

const teamtailor: Rule = ({ host, segs }) => {
  const sub = under(host, "teamtailor.com");
  const tenant = sub?.split(".")[0];
  if (!tenant || !LABEL.test(tenant) || VENDOR_LABELS.has(tenant)) return null;
  return { tenant, jobId: /^(\d+)(?:-|$)/.exec(after(segs, "jobs") ?? "")?.[1] ?? null };
};

const pinpoint: Rule = ({ host, segs }) => {
  const tenant = employerLabel(host, "pinpointhq.com");
  return tenant ? { tenant, jobId: after(segs, "postings") } : null;
};

const rippling: Rule = ({ host, segs }) => {
  if (host !== "ats.rippling.com") return null;
  // Optional locale prefix (/en-GB/{company}/jobs/{id}); a company slug is never followed by "jobs" twice.
  const s = LOCALE.test(segs[0] ?? "") && segs.length > 1 && segs[1] !== "jobs" ? segs.slice(1) : segs;
  if (!s[0] || !/^[\w-]+$/.test(s[0])) return null;
  return { tenant: s[0], jobId: s[1] === "jobs" && s[2] ? s[2] : null };
};

const paylocity: Rule = ({ host, segs }) => {
  if (host !== "recruiting.paylocity.com" || segs[0]?.toLowerCase() !== "recruiting") return null;
  const all = after(segs, "All");
  const id = after(segs, "Details") ?? after(segs, "Apply");
  return { tenant: all && UUID.test(all) ? all.toLowerCase() : null, jobId: id && DIGITS.test(id) ? id : null };
};

const adp: Rule = ({ host, segs, query }) => {
  if (host === "workforcenow.adp.com" && segs.includes("recruitment")) {
    const cid = query.get("cid");
    return cid ? { tenant: cid.toLowerCase(), jobId: query.get("jobId") } : null;
  }
  if (host === "myjobs.adp.com" && segs[0]) return { tenant: segs[0].toLowerCase(), jobId: param(query, "reqId", "jobId") };
  if (host === "recruiting.adp.com" && query.get("c")) return { tenant: query.get("c"), jobId: query.get("r") };
  return null;
};

const ukg: Rule = ({ host, segs, query }) => {
  const ultipro = /^recruiting\d*\.ultipro\.(?:com|ca)$/.test(host);
  if (!ultipro && !employerLabel(host, "rec.pro.ukg.net")) return null;
  // /{TENANT_KEY}/JobBoard/{boardGuid}/OpportunityDetail?opportunityId={guid}
  if (!segs[0] || segs[1]?.toLowerCase() !== "jobboard") return null;
  return { tenant: segs[0], jobId: lower(query.get("opportunityId")) };
};

const dayforce: Rule = ({ host, segs }) => {
  const sub = under(host, "dayforcehcm.com");
  if (!sub || sub === "www") return null;
  const portal = segs.findIndex((s) => s.toLowerCase() === "candidateportal");
  if (portal < 0) return null;
  let tenant: string | undefined;
  if (portal === 0) tenant = LOCALE.test(segs[1] ?? "") ? segs[2] : segs[1]; // legacy: /CandidatePortal/en-US/{tenant}/Posting/View/{id}
  else tenant = segs[portal - 1]; // jobs.dayforcehcm.com/[en-US/]{tenant}/CANDIDATEPORTAL/jobs/{id}
  if (!tenant) return null;
  const id = after(segs, "jobs") ?? after(segs, "job") ?? after(segs, "View");
  return { tenant: tenant.toLowerCase(), jobId: id && DIGITS.test(id) ? id : null };
};

const paycom: Rule = ({ host, segs, query }) => {
  if (host !== "paycomonline.net" && !under(host, "paycomonline.net")) return null;
  if (!segs.includes("ats")) return null;
  // /v4/ats/web.php/jobs[/ViewJobDetails]?clientkey={32 hex}[&job={id}] or /v4/ats/web.php/portal/{key}/jobs/{id}
  const key = query.get("clientkey") ?? after(segs, "portal");
  const id = query.get("job") ?? after(segs, "jobs");
  return { tenant: key ? key.toUpperCase() : null, jobId: id && DIGITS.test(id) ? id : null };
};

const jobscore: Rule = ({ host, segs }) => {
  if (host !== "careers.jobscore.com" || segs[0] !== "careers" || !segs[1]) return null;
  return { tenant: segs[1].toLowerCase(), jobId: segs[2] === "jobs" && segs[3] ? segs[3] : null };
};

const comeet: Rule = ({ host, segs }) => {
  if (!["comeet.com", "www.comeet.com", "comeet.co", "www.comeet.co"].includes(host)) return null;
  if (segs[0] !== "jobs" || !segs[1] || !segs[2]) return null;
  // /jobs/{company}/{companyUid}/{title-slug}/{positionUid}
  const uid = segs.length >= 5 && /^[0-9A-F]{2}\.[0-9A-F]{2,4}$/i.test(segs[4]) ? segs[4].toUpperCase() : null;
  return { tenant: segs[1].toLowerCase(), jobId: uid };
};

const zohoRecruit: Rule = ({ host, segs }) => {
  const m = /^([a-z0-9-]+)\.zohorecruit\.(?:com|eu|in|com\.au|jp|com\.cn|ca|sa)$/.exec(host);
  if (!m || VENDOR_LABELS.has(m[1])) return null;
  const id = after(segs, "Careers");
  return { tenant: m[1], jobId: id && DIGITS.test(id) ? id : null };
};

const freshteam: Rule = ({ host, segs }) => {
  const tenant = employerLabel(host, "freshteam.com");
  if (!tenant) return null;
  return { tenant, jobId: segs[0] === "jobs" && segs[1] ? segs[1] : null };
};

const HOST_RULES: [AtsId, Rule][] = [
  ["greenhouse", greenhouse], ["lever", lever], ["ashby", ashby], ["workday", workday],
  ["smartrecruiters", smartrecruiters], ["icims", icims], ["workable", workable], ["bamboohr", bamboohr],
  ["taleo", taleo], ["successfactors", successfactors], ["oracle", oracle], ["jazzhr", jazzhr],
  ["jobvite", jobvite], ["breezy", breezy], ["recruitee", recruitee], ["personio", personio],
  ["teamtailor", teamtailor], ["pinpoint", pinpoint], ["rippling", rippling], ["paylocity", paylocity],
  ["adp", adp], ["ukg", ukg], ["dayforce", dayforce], ["paycom", paycom], ["jobscore", jobscore],
  ["comeet", comeet], ["zoho_recruit", zohoRecruit], ["freshteam", freshteam],
];

/**
 * Employers' own career pages that carry a platform's posting id in the query string
 * (ats-reference: Greenhouse's `gh_jid`, Ashby's `ashby_jid` embed parameter, SuccessFactors'
 * `career_job_req_id`). Generic names (`jobId`, `token`, `opportunityId`) prove nothing on their own.
 */
function detectByQuery(query: URLSearchParams): Detection {
  const gh = query.get("gh_jid");
  if (gh && DIGITS.test(gh)) return { ats: "greenhouse", tenant: null, jobId: gh };
  const ashbyId = query.get("ashby_jid");
  if (ashbyId && UUID.test(ashbyId)) return { ats: "ashby", tenant: null, jobId: ashbyId.toLowerCase() };
  const sf = query.get("career_job_req_id");
  if (sf && DIGITS.test(sf)) return { ats: "successfactors", ...successFactorsIds(query) };
  return NONE;
}

function parts(input: string): Parts | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const segs = url.pathname.split("/").filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  return { host: url.hostname.replace(/\.$/, ""), segs, query: url.searchParams };
}

/** Identifies the platform behind a posting URL; all fields null when it is not one of the 28. */
export function detectAts(url: string): Detection {
  const p = parts(url);
  if (!p) return NONE;
  for (const [ats, rule] of HOST_RULES) {
    const found = rule(p);
    if (found) return { ats, tenant: found.tenant || null, jobId: found.jobId || null };
  }
  return detectByQuery(p.query);
}
