// Credit must never be stranded: an application committed as queued whose workflow never started
// (the gateway died between commit and start, or Temporal was briefly away) is started here.
import type { Client } from "@temporalio/client";
import { config } from "../lib/config";
import { db } from "../lib/db";
import { logger } from "../lib/logger";
import { recordWorkflowStarted, startApplicationWorkflow } from "./workflow-start";

export interface ReconcileOptions {
  /** Skip applications younger than this: their own request is most likely still starting them. */
  olderThanMs?: number;
  taskQueue?: string;
  batchSize?: number;
}

export async function startPendingWorkflows(temporal: Client, options: ReconcileOptions = {}): Promise<number> {
  const cutoff = new Date(Date.now() - (options.olderThanMs ?? 5_000));
  const pending = await db().application.findMany({
    where: { status: "queued", workflowStartedAt: null, createdAt: { lt: cutoff } },
    orderBy: { createdAt: "asc" },
    take: options.batchSize ?? 200,
    select: { id: true, accountId: true, ats: true, reviewBeforeSubmit: true },
  });
  let started = 0;
  const records: Array<Promise<void>> = [];
  for (const app of pending) {
    try {
      await startApplicationWorkflow(temporal, options.taskQueue ?? config.taskQueue, app);
      records.push(recordWorkflowStarted(app.id));
      started++;
    } catch (err) {
      logger.warn({ err, applicationId: app.id }, "could not start a pending application workflow; will retry");
    }
  }
  // Written in batches (recordWorkflowStarted); one that fails leaves its applications for the next pass.
  await Promise.all(records);
  if (started > 0) logger.info({ started }, "started pending application workflows");
  return started;
}
