// Registry of the simulated platforms other than Greenhouse (which index.ts wires itself).
import type express from "express";
import type { SimState } from "./core";
import { ashbyBoard, ashbyApi, ASHBY_HOSTS, ASHBY_API_HOSTS } from "./ashby";
import { workdaySite, WORKDAY_HOST, WORKDAY_HOST_PATTERN, WORKDAY_SITE_HOST, WORKDAY_SITE_HOST_PATTERN } from "./workday";
import { leverSite, leverApi, LEVER_HOSTS, LEVER_API_HOSTS } from "./lever";
import { smartRecruitersSite, smartRecruitersApi, SMARTRECRUITERS_HOSTS, SMARTRECRUITERS_API_HOSTS } from "./smartrecruiters";
import { workableSite, WORKABLE_HOSTS } from "./workable";
import { genericRoutes, GENERIC_PLATFORMS, OTHER_PLATFORMS } from "./generic";

export interface PlatformRoute { match: (host: string) => boolean; router: express.Router }

/** Hosts to put in the host map; per-tenant hosts as "*.domain" (ATS_HOST_MAP and Chromium's MAP accept it). */
export const platformHostPatterns: string[] = [
  ...LEVER_HOSTS, ...LEVER_API_HOSTS, ...ASHBY_HOSTS, ...ASHBY_API_HOSTS, WORKDAY_HOST_PATTERN, WORKDAY_SITE_HOST_PATTERN,
  ...SMARTRECRUITERS_HOSTS, ...SMARTRECRUITERS_API_HOSTS, ...WORKABLE_HOSTS,
  ...[...GENERIC_PLATFORMS, ...OTHER_PLATFORMS].flatMap((p) => p.hostPatterns),
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
    ...genericRoutes(state),
  ];
}
