// Starting an application's workflow: used right after the create transaction commits and by the
// reconciler for applications whose start was lost (crash between commit and start).
import { WorkflowExecutionAlreadyStartedError, type Client } from "@temporalio/client";
import type { SearchAttributePair } from "@temporalio/common";
import { db } from "../lib/db";
import { searchAttributeKeys } from "../lib/search-attributes";
import { APPLICATION_WORKFLOW, applicationWorkflowId, type ApplicationWorkflowInput } from "../workflows/shared";

export interface StartableApplication {
  id: string;
  accountId: string;
  ats: string | null;
  reviewBeforeSubmit: boolean;
}

export async function startApplicationWorkflow(temporal: Client, taskQueue: string, app: StartableApplication): Promise<void> {
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
  try {
    await temporal.workflow.start(APPLICATION_WORKFLOW, {
      workflowId: applicationWorkflowId(app.id),
      taskQueue,
      args: [input],
      typedSearchAttributes: attributes,
    });
  } catch (error) {
    // The workflow id is the application id, so an earlier start (a retry, the reconciler) wins.
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
  // Raw SQL so bookkeeping does not bump the client-visible updated_at.
  await db().$executeRaw`UPDATE applications SET workflow_started_at = now() WHERE id = ${app.id} AND workflow_started_at IS NULL`;
}
