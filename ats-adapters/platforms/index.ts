// The 28 catalog platforms, one descriptor each in ./<id>.ts (what a descriptor holds: types.ts
// PlatformDescriptor). The catalog, detection, posting identity, trusted mail senders and the
// simulators' host map are derived from this list; a new platform is one file plus one entry here
// (ats-adapters/README.md, docs/how-to/add-a-platform.md).
import { ATS_IDS, type AtsId } from "../ats-ids";
import { platform as adp } from "./adp";
import { platform as ashby } from "./ashby";
import { platform as bamboohr } from "./bamboohr";
import { platform as breezy } from "./breezy";
import { platform as comeet } from "./comeet";
import { platform as dayforce } from "./dayforce";
import { platform as freshteam } from "./freshteam";
import { platform as greenhouse } from "./greenhouse";
import { platform as icims } from "./icims";
import { platform as jazzhr } from "./jazzhr";
import { platform as jobscore } from "./jobscore";
import { platform as jobvite } from "./jobvite";
import { platform as lever } from "./lever";
import { platform as oracle } from "./oracle";
import { platform as paycom } from "./paycom";
import { platform as paylocity } from "./paylocity";
import { platform as personio } from "./personio";
import { platform as pinpoint } from "./pinpoint";
import { platform as recruitee } from "./recruitee";
import { platform as rippling } from "./rippling";
import { platform as smartrecruiters } from "./smartrecruiters";
import { platform as successfactors } from "./successfactors";
import { platform as taleo } from "./taleo";
import { platform as teamtailor } from "./teamtailor";
import { platform as ukg } from "./ukg";
import { platform as workable } from "./workable";
import { platform as workday } from "./workday";
import { platform as zoho_recruit } from "./zoho_recruit";
import type { PlatformAdapter, PlatformDescriptor } from "./types";

const BY_ID: Record<AtsId, PlatformDescriptor> = {
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
  zoho_recruit,
  freshteam,
};

/** Every platform, in the contract's order (ats-ids.ts). */
export const PLATFORMS: readonly PlatformDescriptor[] = ATS_IDS.map((id) => BY_ID[id]);

const ADAPTERS = new Map<string, PlatformAdapter>(PLATFORMS.map((p) => [p.id, p.adapter()]));

/** The adapter of a catalog platform, or null for an id outside the catalog. */
export function adapterFor(ats: string): PlatformAdapter | null {
  return ADAPTERS.get(ats) ?? null;
}

export type { PlatformAdapter, PlatformDescriptor } from "./types";
