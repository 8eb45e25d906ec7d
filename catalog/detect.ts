// Which ATS serves a posting URL: the platform whose advertised hosts the URL's host is on, read by
// that platform's rule (platforms/<id>.ts `detect`); else, on employers' own domains, what a platform
// is known to leave there (`detectElsewhere`: Greenhouse's gh_jid, Ashby's ashby_jid, SuccessFactors'
// career_job_req_id, Oracle's candidate-experience path). URL shapes come from docs/platforms.md.
//
// `tenant` is the employer key on the platform (board token, site, company, subdomain ...). Account-based
// platforms key their per-candidate accounts on it, so for those it is lower-cased and canonical
// (Workday: "{tenant}.wd{N}.myworkdayjobs.com" on either of its hosts). `jobId` is the platform's id of
// the posting, null on a board or list page.
import { PLATFORMS, type AtsId } from "./platforms";
import { matchHost, urlParts, type Found } from "./url-rules";

export interface Detection {
  ats: AtsId | null;
  tenant: string | null;
  jobId: string | null;
}

const NONE: Detection = { ats: null, tenant: null, jobId: null };

const detection = (ats: AtsId, found: Found): Detection => ({ ats, tenant: found.tenant || null, jobId: found.jobId || null });

/** Identifies the platform behind a posting URL; all fields null when it is not a catalog platform. */
export function detectAts(url: string): Detection {
  const parts = urlParts(url);
  if (!parts) return NONE;
  for (const platform of PLATFORMS) {
    const on = matchHost(platform.hosts, parts.host);
    const found = on && platform.detect({ ...parts, ...on });
    if (found) return detection(platform.id, found);
  }
  for (const platform of PLATFORMS) {
    const found = platform.detectElsewhere?.(parts);
    if (found) return detection(platform.id, found);
  }
  return NONE;
}
