// Registry of the simulated platforms other than Greenhouse (which index.ts wires itself).
import type express from "express";
import { CATALOG } from "../../catalog";
import type { SimState } from "./core";
import { ashbyBoard, ashbyApi, ASHBY_HOSTS, ASHBY_API_HOSTS } from "./ashby";
import { workdaySite, WORKDAY_HOST, WORKDAY_SITE_HOST } from "./workday";
import { leverSite, leverApi, LEVER_HOSTS, LEVER_API_HOSTS } from "./lever";
import { smartRecruitersSite, smartRecruitersApi, SMARTRECRUITERS_HOSTS, SMARTRECRUITERS_API_HOSTS } from "./smartrecruiters";
import { workableSite, WORKABLE_HOSTS } from "./workable";
import { jazzhrSite, JAZZHR_HOST } from "./jazzhr";
import { pinpointSite, PINPOINT_HOST } from "./pinpoint";
import { ripplingSite, RIPPLING_HOSTS } from "./rippling";
import { comeetSite, COMEET_HOSTS } from "./comeet";
import { zohoRecruitSite, ZOHO_HOST } from "./zoho-recruit";
import { bamboohrSite, BAMBOOHR_HOST } from "./bamboohr";
import { recruiteeSite, RECRUITEE_HOST } from "./recruitee";
import { breezySite, BREEZY_HOST } from "./breezy";
import { freshteamSite, FRESHTEAM_HOST } from "./freshteam";
import { jobscoreSite, JOBSCORE_HOST } from "./jobscore";
import { personioSite, PERSONIO_HOST } from "./personio";
import { teamtailorSite, TEAMTAILOR_HOST } from "./teamtailor";
import { jobviteSite, JOBVITE_HOST } from "./jobvite";
import { ukgSite, UKG_HOST } from "./ukg";
import { icimsSite, ICIMS_HOST } from "./icims";
import { paylocitySite, PAYLOCITY_HOST } from "./paylocity";
import { taleoSite, TALEO_HOST } from "./taleo";
import { successFactorsSite, SUCCESSFACTORS_HOST } from "./successfactors";
import { paycomSite, PAYCOM_HOST } from "./paycom";
import { dayforceSite, DAYFORCE_HOST } from "./dayforce";
import { adpSite, ADP_HOST } from "./adp";
import { oracleSite, ORACLE_HOST } from "./oracle";

export interface PlatformRoute {
  match: (host: string) => boolean;
  router: express.Router;
}

/**
 * Hosts to put in the host map: every host the catalog advertises (catalog/platforms/<id>.ts, so the
 * map cannot miss a host detection accepts) and the simulated platforms' APIs; per-tenant hosts as
 * "*.domain" (ATS_HOST_MAP and Chromium's MAP accept it). Greenhouse's API host is index.ts's.
 */
export const platformHostPatterns: string[] = [
  ...new Set([...CATALOG.flatMap((p) => p.hosts), ...LEVER_API_HOSTS, ...ASHBY_API_HOSTS, ...SMARTRECRUITERS_API_HOSTS]),
];

export function platformRoutes(state: SimState): PlatformRoute[] {
  const among = (hosts: string[]) => (host: string) => hosts.includes(host);
  return [
    { match: among(LEVER_HOSTS), router: leverSite(state) },
    { match: among(LEVER_API_HOSTS), router: leverApi(state) },
    { match: among(ASHBY_HOSTS), router: ashbyBoard(state) },
    { match: among(ASHBY_API_HOSTS), router: ashbyApi(state) },
    { match: (host) => WORKDAY_HOST.test(host) || WORKDAY_SITE_HOST.test(host), router: workdaySite(state) },
    { match: among(SMARTRECRUITERS_HOSTS), router: smartRecruitersSite(state) },
    { match: among(SMARTRECRUITERS_API_HOSTS), router: smartRecruitersApi(state) },
    { match: among(WORKABLE_HOSTS), router: workableSite(state) },
    { match: (host) => JAZZHR_HOST.test(host), router: jazzhrSite(state) },
    { match: (host) => PINPOINT_HOST.test(host), router: pinpointSite(state) },
    { match: among(RIPPLING_HOSTS), router: ripplingSite(state) },
    { match: among(COMEET_HOSTS), router: comeetSite(state) },
    { match: (host) => ZOHO_HOST.test(host), router: zohoRecruitSite(state) },
    { match: (host) => BAMBOOHR_HOST.test(host), router: bamboohrSite(state) },
    { match: (host) => RECRUITEE_HOST.test(host), router: recruiteeSite(state) },
    { match: (host) => BREEZY_HOST.test(host), router: breezySite(state) },
    { match: (host) => FRESHTEAM_HOST.test(host), router: freshteamSite(state) },
    { match: (host) => JOBSCORE_HOST.test(host), router: jobscoreSite(state) },
    { match: (host) => PERSONIO_HOST.test(host), router: personioSite(state) },
    { match: (host) => TEAMTAILOR_HOST.test(host), router: teamtailorSite(state) },
    { match: (host) => JOBVITE_HOST.test(host), router: jobviteSite(state) },
    { match: (host) => UKG_HOST.test(host), router: ukgSite(state) },
    { match: (host) => ICIMS_HOST.test(host), router: icimsSite(state) },
    { match: (host) => PAYLOCITY_HOST.test(host), router: paylocitySite(state) },
    { match: (host) => TALEO_HOST.test(host), router: taleoSite(state) },
    { match: (host) => SUCCESSFACTORS_HOST.test(host), router: successFactorsSite(state) },
    { match: (host) => PAYCOM_HOST.test(host), router: paycomSite(state) },
    { match: (host) => DAYFORCE_HOST.test(host), router: dayforceSite(state) },
    { match: (host) => ADP_HOST.test(host), router: adpSite(state) },
    { match: (host) => ORACLE_HOST.test(host), router: oracleSite(state) },
  ];
}
