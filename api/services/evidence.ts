// An application's evidence (docs/api-rules.md#evidence), read through the store's interface
// (lib/evidence.ts), scoped to the account by the application: another account's is 404.
import { config } from "../../lib/config";
import type { EvidenceMeta, EvidenceStore } from "../../lib/evidence";
import { isId } from "../../lib/ids";
import { notFound } from "../errors";
import { findApplication } from "./applications";

export async function listEvidence(store: EvidenceStore, accountId: string, applicationId: string): Promise<EvidenceMeta[]> {
  const app = await findApplication(accountId, applicationId);
  return store.list(app.id);
}

export async function readEvidence(
  store: EvidenceStore,
  accountId: string,
  applicationId: string,
  evidenceId: string,
): Promise<{ meta: EvidenceMeta; content: Buffer }> {
  const app = await findApplication(accountId, applicationId);
  const found = isId("evd", evidenceId) ? await store.read(app.id, evidenceId) : null;
  if (!found) throw notFound("evidence");
  return found;
}

/** Deletes evidence older than EVIDENCE_RETENTION_DAYS (the gateway's housekeeping); returns how many. */
export function deleteExpiredEvidence(store: EvidenceStore, now = Date.now(), retentionMs = config.evidenceRetentionMs): Promise<number> {
  return store.deleteCreatedBefore(new Date(now - retentionMs));
}
