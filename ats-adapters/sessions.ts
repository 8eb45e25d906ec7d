// Open pages waiting for a verification code or link, on this worker only. Each is closed when the
// workflow continues or abandons it, or after ATS_SESSION_IDLE_MS without either.
import { randomUUID } from "node:crypto";
import { ApplicationError } from "../lib/domain";
import { logger } from "../lib/logger";
import type { Run } from "./application-run";

/** Where the application stands: waiting for a link or code before filling, or a code after the click. */
export type SessionStage = "account_link" | "account_code" | "submit_code";

interface Session {
  run: Run;
  stage: SessionStage;
  timer: NodeJS.Timeout;
}

const sessions = new Map<string, Session>();

export function parkSession(run: Run, stage: SessionStage, idleMs: number): string {
  const id = `sess_${randomUUID().replace(/-/g, "")}`;
  const timer = setTimeout(() => {
    logger.info({ sessionId: id, applicationId: run.req.applicationId }, "verification session idle; closing it");
    void abandonSession(id);
  }, idleMs);
  timer.unref();
  sessions.set(id, { run, stage, timer });
  return id;
}

/** Takes the session out of the registry (the caller now owns its Run and must close or re-park it). */
export function takeSession(id: string): { run: Run; stage: SessionStage } {
  const s = sessions.get(id);
  if (!s) {
    throw new ApplicationError(
      "site_error",
      "The page waiting for verification is no longer open (it expired or its worker restarted); it was not resubmitted.",
    );
  }
  clearTimeout(s.timer);
  sessions.delete(id);
  return { run: s.run, stage: s.stage };
}

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
