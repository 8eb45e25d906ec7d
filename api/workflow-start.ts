// Starting an application's workflow, and recording that it started: right after the create statement
// commits, and by the reconciler for applications whose start was lost (crash between commit and start).
import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import type { SearchAttributePair } from "@temporalio/common";
import pLimit, { type LimitFunction } from "p-limit";
import { accountWeight, config } from "../lib/config";
import { sqlPool } from "../lib/db";
import { logger } from "../lib/logger";
import { searchAttributeKeys } from "../lib/search-attributes";
import { APPLICATION_WORKFLOW, applicationWorkflowId, type ApplicationWorkflowInput } from "../lib/workflow-contract";

export interface StartableApplication {
  id: string;
  accountId: string;
  ats: string | null;
  reviewBeforeSubmit: boolean;
}

/**
 * workflow.start's arguments for an application (the bench's raw-start reference uses them too). The
 * account is the fairness key, so the server dispatches each account's tasks in proportion to its weight
 * (ACCOUNT_WEIGHTS) instead of in arrival order; the workflow's activities inherit it (docs/cluster.md
 * "Fair shares per account").
 */
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
  return {
    workflowId: applicationWorkflowId(app.id),
    taskQueue,
    args: [input] as [ApplicationWorkflowInput],
    typedSearchAttributes: attributes,
    priority: { fairnessKey: app.accountId, fairnessWeight: accountWeight(config.accountWeights, app.accountId) },
  };
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
 * The workflow starts of the applications a gateway accepts, run beside its answers. POST answers 202
 * once the application and its credit hold are committed: from then on the reconciler (api/reconcile.ts)
 * starts a workflow whose start is lost, so the answer need not wait for Temporal, whose latency under
 * load was most of POST's and all of its tail (docs/performance.md). At most `inFlight` starts are
 * under way: beyond that a POST waits for one to end (first come, first served), so a slow Temporal
 * slows the answers instead of piling starts up in memory.
 */
export class WorkflowStarts {
  private readonly limit: LimitFunction;
  /** Every start begun or waiting for its turn, until it ends. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly temporal: Client,
    readonly taskQueue: string,
    inFlight = 32,
  ) {
    this.limit = pLimit(inFlight);
  }

  /** Resolves when the start is under way, not when it is done; a failed start is logged and left to the reconciler. */
  begin(app: StartableApplication): Promise<void> {
    return new Promise((underWay) => {
      const start = this.limit(() => {
        underWay();
        return this.start(app);
      }).finally(() => this.pending.delete(start));
      this.pending.add(start);
    });
  }

  /** Waits for the starts under way (a closing gateway lets them finish before it lets Temporal go). */
  async drain(): Promise<void> {
    await Promise.all(this.pending);
  }

  private async start(app: StartableApplication): Promise<void> {
    try {
      await startApplicationWorkflow(this.temporal, this.taskQueue, app);
    } catch (err) {
      logger.warn({ err, applicationId: app.id }, "workflow start failed; the reconciler will retry");
      return;
    }
    // Not awaited: the start's place goes to the next one while the record waits for its batch.
    recordWorkflowStarted(app.id).catch((err: unknown) =>
      logger.warn({ err, applicationId: app.id }, "could not record the workflow start; the reconciler will"),
    );
  }
}

/**
 * Records that an application's workflow has started, so the reconciler (api/reconcile.ts) leaves it
 * alone. In batches: a record waits BATCH_WINDOW_MS for others to join it, then one UPDATE writes them
 * all, one batch in flight at a time; each caller's promise settles once its row is written. The
 * reconciler only looks at applications 5 s old, so the wait costs nothing, while a transaction per one
 * or two applications cost PostgreSQL about 0.2 ms of CPU per application (docs/performance.md).
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
