// The adapter of every catalog platform, one file each in ./<id>.ts beside its descriptor in
// catalog/platforms/<id>.ts. Typed by the catalog's ids, so the type checker proves that every platform
// has an adapter and nothing else does.
import type { AtsId } from "../../catalog/platforms";
import { adp } from "./adp";
import { ashby } from "./ashby";
import { bamboohr } from "./bamboohr";
import { breezy } from "./breezy";
import { comeet } from "./comeet";
import { dayforce } from "./dayforce";
import { freshteam } from "./freshteam";
import { greenhouse } from "./greenhouse";
import { icims } from "./icims";
import { jazzhr } from "./jazzhr";
import { jobscore } from "./jobscore";
import { jobvite } from "./jobvite";
import { lever } from "./lever";
import { oracle } from "./oracle";
import { paycom } from "./paycom";
import { paylocity } from "./paylocity";
import { personio } from "./personio";
import { pinpoint } from "./pinpoint";
import { recruitee } from "./recruitee";
import { rippling } from "./rippling";
import { smartrecruiters } from "./smartrecruiters";
import { successfactors } from "./successfactors";
import { taleo } from "./taleo";
import { teamtailor } from "./teamtailor";
import { ukg } from "./ukg";
import { workable } from "./workable";
import { workday } from "./workday";
import { zohoRecruit } from "./zoho_recruit";
import type { PlatformAdapter } from "./types";

const ADAPTERS: Record<AtsId, PlatformAdapter> = {
  greenhouse,
  lever,
  ashby,
  workday,
  smartrecruiters,
  icims,
  workable,
  bamboohr,
  taleo,
  successfactors,
  oracle,
  jazzhr,
  jobvite,
  breezy,
  recruitee,
  personio,
  teamtailor,
  pinpoint,
  rippling,
  paylocity,
  adp,
  ukg,
  dayforce,
  paycom,
  jobscore,
  comeet,
  zoho_recruit: zohoRecruit,
  freshteam,
};

/** The adapter of a catalog platform, or null for an id outside the catalog. */
export function adapterFor(ats: string): PlatformAdapter | null {
  return Object.hasOwn(ADAPTERS, ats) ? ADAPTERS[ats as AtsId] : null;
}

export type { PlatformAdapter } from "./types";
