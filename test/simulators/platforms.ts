// Registry of the simulated platforms other than Greenhouse (which index.ts wires itself).
import type express from "express";
import type { SimState } from "./core";

export interface PlatformRoute { match: (host: string) => boolean; router: express.Router }

/** Hosts to put in the host map; "{tenant}" expands to each configured tenant. */
export const platformHostTemplates: string[] = [];

export function platformRoutes(_state: SimState): PlatformRoute[] {
  return [];
}
