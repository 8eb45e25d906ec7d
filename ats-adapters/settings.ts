// Settings of the ATS layer, handed over by the entry point that runs it: worker/index.ts from the
// process's configuration (lib/config.ts), test harnesses and `npm run try` with their own values.
// Nothing in the ATS layer reads the process's configuration itself. Until configured, the defaults of
// lib/config.ts apply (an empty environment's) with no host map.
import { loadConfig } from "../lib/config";
import { parseHostMap, type HostMap } from "../lib/host-map";

export interface AtsSettings {
  /** Timeout of one browser action (click, type, wait for an element). */
  actionTimeoutMs: number;
  /** Timeout of one page load. */
  navigationTimeoutMs: number;
  /** How long to wait for the site's answer after the final click. */
  outcomeTimeoutMs: number;
  /** An open verification session is closed after this much idle time (default: the workflow's
   * wait for a code, OTP_TIMEOUT_SECONDS, plus five minutes). */
  sessionIdleMs: number;
  /** Total time one document download (resume_url, a file answer) may take, headers to last byte. */
  resumeTimeoutMs: number;
  /** Largest document downloaded. */
  downloadMaxBytes: number;
  /** Largest evidence screenshot (evidence-capture.ts scales a larger one down, then cuts it). */
  evidenceMaxBytes: number;
  /** ATS_HOST_MAP parsed (lib/host-map.ts): where Chromium and downloads connect for mapped hosts. */
  hostMap: HostMap;
  chromiumPath: string;
  /** Browser contexts open at once in this process (ats-adapters/browser-pool.ts). */
  browserPoolSize: number;
  /** ACCOUNT_WEIGHTS: each named account's share of the browser places waited for (fair-slots.ts); others 1. */
  accountWeights: ReadonlyMap<string, number>;
  /** Upper bound on wizard steps, so a form that never ends cannot loop forever. */
  maxSteps: number;
}

/** What an entry point hands over: any of the settings, the host map as ATS_HOST_MAP's text or parsed. */
export type AtsSettingsInput = Partial<Omit<AtsSettings, "hostMap">> & { hostMap?: string | HostMap };

function defaults(): AtsSettings {
  const base = loadConfig({});
  return {
    ...base.ats,
    hostMap: [],
    chromiumPath: base.chromiumPath,
    browserPoolSize: base.browserPoolSize,
    accountWeights: base.accountWeights,
    maxSteps: 12,
  };
}

const current: AtsSettings = defaults();

/** The ATS layer's settings now (read them when used: a harness may configure after modules load). */
export const atsSettings: Readonly<AtsSettings> = current;

/**
 * Replaces the given settings, keeping the others. A bad host map throws HostMapError naming the
 * entry, so an entry point that configures at start fails there.
 */
export function configureAts(settings: AtsSettingsInput): void {
  const { hostMap, ...rest } = settings;
  Object.assign(current, rest, hostMap !== undefined && { hostMap: typeof hostMap === "string" ? parseHostMap(hostMap) : hostMap });
}
