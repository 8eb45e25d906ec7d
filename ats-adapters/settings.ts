// Settings of the ATS layer (environment, with defaults); tests shorten the timeouts.
import { config } from "../lib/config";

const env = process.env;

function ms(name: string, fallback: number): number {
  const raw = env[name];
  const n = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

export const atsSettings = {
  /** Timeout of one browser action (click, type, wait for an element). */
  get actionTimeoutMs() { return ms("ATS_ACTION_TIMEOUT_MS", 15_000); },
  /** Timeout of one page load. */
  get navigationTimeoutMs() { return ms("ATS_NAVIGATION_TIMEOUT_MS", 30_000); },
  /** How long to wait for the site's answer after the final click. */
  get outcomeTimeoutMs() { return ms("ATS_OUTCOME_TIMEOUT_MS", 20_000); },
  /** An open verification session is closed after this much idle time (default: the workflow's
   * wait for a code, OTP_TIMEOUT_SECONDS, plus five minutes). */
  get sessionIdleMs() { return ms("ATS_SESSION_IDLE_MS", config.otpTimeoutMs + 5 * 60_000); },
  /** Resume download limits. */
  get resumeTimeoutMs() { return ms("ATS_RESUME_TIMEOUT_MS", 20_000); },
  resumeMaxBytes: 10 * 1024 * 1024,
  /** Upper bound on wizard steps, so a form that never ends cannot loop forever. */
  maxSteps: 12,
};
