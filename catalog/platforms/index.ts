// The catalog platforms, one descriptor each in ./<id>.ts (what a descriptor holds: ../descriptor.ts),
// in the contract's order. This list is the one list of platforms: the ids, the catalog, detection,
// posting identity, trusted mail senders and the simulators' host map are derived from it, and the
// adapter registry (ats-adapters/platforms/index.ts) is typed by its ids (docs/how-to/add-a-platform.md).
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

/** Every platform, in the contract's order. */
export const PLATFORMS = [
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
] as const;

/** A contract id (docs/api-rules.md#catalog-and-detection): never renamed. */
export type AtsId = (typeof PLATFORMS)[number]["id"];

/** The contract's ids, in the contract's order. */
export const ATS_IDS: readonly AtsId[] = Object.freeze(PLATFORMS.map((p) => p.id));
