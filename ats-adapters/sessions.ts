// Open pages waiting for a verification code or link, or for their review, on this worker only. Each
// is closed when the workflow continues or abandons it, or after its idle time without either; a page
// kept for a review also when an application needs its browser slot (it only spares a page load).
import { randomUUID } from "node:crypto";
import { AtsFailure } from "../lib/domain";
import { logger } from "../lib/logger";
import type { Run } from "./application-run";
import { onSlotsFull } from "./browser-pool";

/**
 * Where the application stands: waiting for a link or code before filling, a code after the click,
 * or the client's review of a filled one-page form.
 */
export type SessionStage = "account_link" | "account_code" | "submit_code" | "review";

interface Session {
  run: Run;
  stage: SessionStage;
  timer: NodeJS.Timeout;
}

const sessions = new Map<string, Session>();

export function parkSession(run: Run, stage: SessionStage, idleMs: number): string {
  const id = `sess_${randomUUID().replace(/-/g, "")}`;
  const timer = setTimeout(() => {
    logger.info({ sessionId: id, applicationId: run.req.applicationId, stage }, "parked page idle; closing it");
    void abandonSession(id);
  }, idleMs);
  timer.unref();
  sessions.set(id, { run, stage, timer });
  return id;
}

/** Takes the session out of the registry (the caller now owns its Run and must close or re-park it); null when it is gone. */
export function takeParked(id: string): { run: Run; stage: SessionStage } | null {
  const s = sessions.get(id);
  if (!s) return null;
  clearTimeout(s.timer);
  sessions.delete(id);
  return { run: s.run, stage: s.stage };
}

/** takeParked for a page the application cannot go on without (a verification's). */
export function takeSession(id: string): { run: Run; stage: SessionStage } {
  const parked = takeParked(id);
  if (!parked) {
    throw new AtsFailure(
      "site_error",
      "The page waiting for verification is no longer open (it expired or its worker restarted); it was not resubmitted.",
    );
  }
  return parked;
}

// The oldest page kept for a review gives its slot to an application that needs one.
onSlotsFull(async () => {
  const oldest = [...sessions].find(([, s]) => s.stage === "review");
  if (oldest) await abandonSession(oldest[0]);
});

export async function abandonSession(id: string): Promise<void> {
  const s = sessions.get(id);
  if (!s) return;
  clearTimeout(s.timer);
  sessions.delete(id);
  await s.run.close();
}

export async function abandonAllSessions(): Promise<void> {
  await Promise.all([...sessions.keys()].map(abandonSession));
}

export function openSessionCount(): number {
  return sessions.size;
}
