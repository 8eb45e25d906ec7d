// Registry of platform adapters by catalog id. A new platform is one file plus one line here;
// catalog platforms without a file of their own get the generic adapter.
import { ATS_IDS, type AtsId } from "../catalog";
import { ashby } from "./ashby";
import { genericAdapter } from "./generic";
import { greenhouse } from "./greenhouse";
import { lever } from "./lever";
import { smartrecruiters } from "./smartrecruiters";
import type { PlatformAdapter } from "./types";
import { workable } from "./workable";
import { workday } from "./workday";

const DEDICATED: Partial<Record<AtsId, PlatformAdapter>> = { greenhouse, lever, ashby, workday, smartrecruiters, workable };

const ADAPTERS: Record<AtsId, PlatformAdapter> = Object.fromEntries(
  ATS_IDS.map((id) => [id, DEDICATED[id] ?? genericAdapter(id)]),
) as Record<AtsId, PlatformAdapter>;

export function adapterFor(ats: string): PlatformAdapter | null {
  return (ADAPTERS as Record<string, PlatformAdapter>)[ats] ?? null;
}

export type { PlatformAdapter } from "./types";
