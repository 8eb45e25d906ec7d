// Starting an application's workflow, and recording that it started: right after the create statement
// commits, and by the reconciler for applications whose start was lost (crash between commit and start).
import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import type { SearchAttributePair } from "@temporalio/common";
import { sqlPool } from "../lib/db";
import { searchAttributeKeys } from "../lib/search-attributes";
import { APPLICATION_WORKFLOW, applicationWorkflowId, type ApplicationWorkflowInput } from "../lib/workflow-contract";

export interface StartableApplication {
  id: string;
  accountId: string;
  ats: string | null;
  reviewBeforeSubmit: boolean;
}

/** workflow.start's arguments for an application (the bench's raw-start reference uses them too). */
export function applicationWorkflowStart(taskQueue: string, app: StartableApplication) {
  const input: ApplicationWorkflowInput = {
    applicationId: app.id,
    accountId: app.accountId,
    ats: app.ats,
    reviewBeforeSubmit: app.reviewBeforeSubmit,
  };
  const attributes: SearchAttributePair[] = [
    { key: searchAttributeKeys.applicationId, value: app.id },
    { key: searchAttributeKeys.accountId, value: app.accountId },
    { key: searchAttributeKeys.status, value: "queued" },
  ];
  if (app.ats) attributes.push({ key: searchAttributeKeys.ats, value: app.ats });
  return { workflowId: applicationWorkflowId(app.id), taskQueue, args: [input] as [ApplicationWorkflowInput], typedSearchAttributes: attributes };
}

/** Starts an application's workflow; one already started for it (a retry, the reconciler) counts as started. */
export async function startApplicationWorkflow(temporal: Client, taskQueue: string, app: StartableApplication): Promise<void> {
  try {
    await temporal.workflow.start(APPLICATION_WORKFLOW, applicationWorkflowStart(taskQueue, app));
  } catch (error) {
    // The workflow id is the application id, so an earlier start wins.
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}

/**
 * Records that an application's workflow has started, so the reconciler (api/reconcile.ts) leaves it
 * alone. In batches: a record waits BATCH_WINDOW_MS for others to join it, then one UPDATE writes them
 * all, one batch in flight at a time; each caller's promise settles once its row is written. The
 * reconciler only looks at applications 5 s old, so the wait costs nothing, while a transaction per one
 * or two applications cost PostgreSQL about 0.2 ms of CPU per application (README.md, "Performance").
 * A record never written (the process died first) costs only the reconciler's start attempt, which
 * finds the workflow started and writes it then.
 */
const BATCH_WINDOW_MS = 50;
let pending: { ids: string[]; written: Promise<void> } | null = null;
// Raw SQL so bookkeeping does not bump the client-visible updated_at. Unnamed, so PostgreSQL plans it
// for each batch: a named statement's generic plan, made while the table was small, was a sequential
// scan of applications, kept for the connection's life, costing more with every application stored.
const markStartedRows = (ids: string[]) =>
  sqlPool().query("UPDATE applications SET workflow_started_at = now() WHERE id = ANY($1::text[]) AND workflow_started_at IS NULL", [ids]);
let writing: Promise<void> = Promise.resolve();

export function recordWorkflowStarted(id: string): Promise<void> {
  if (!pending) {
    const batch = { ids: [] as string[], written: Promise.resolve() };
    const previous = writing;
    batch.written = new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS))
      .then(() => previous)
      .then(() => {
        pending = null;
        return markStartedRows(batch.ids);
      })
      .then(() => undefined);
    writing = batch.written.catch(() => undefined);
    pending = batch;
  }
  pending.ids.push(id);
  return pending.written;
}
