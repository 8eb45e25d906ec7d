// Events: ids made in the workflow (so an activity retry writes the same event), and one webhook
// delivery child per subscribed endpoint, started and left to run on its own.
import { WorkflowExecutionAlreadyStartedError } from "@temporalio/common";
import { ParentClosePolicy, startChild, uuid4 } from "@temporalio/workflow";
import type { EventDraft } from "../activities/application";
import type { EventType } from "../lib/domain";
import {
  CONTRACT_WEBHOOK_RETRY,
  WEBHOOK_DELIVERY_WORKFLOW,
  webhookDeliveryWorkflowId,
  type WebhookRetrySettings,
} from "../lib/workflow-contract";

/** A new event: id (`evt_` + 32 hex digits from the workflow's deterministic random source) and time. */
export function newEvent(type: EventType): EventDraft {
  return { id: `evt_${uuid4().replace(/-/g, "")}`, type, createdAt: new Date().toISOString() };
}

/** Starts deliveries without waiting for them, so a slow receiver never delays the application. */
export async function announceEvent(eventId: string, endpointIds: string[], retry: WebhookRetrySettings = CONTRACT_WEBHOOK_RETRY) {
  for (const endpointId of endpointIds) {
    try {
      await startChild(WEBHOOK_DELIVERY_WORKFLOW, {
        workflowId: webhookDeliveryWorkflowId(eventId, endpointId),
        args: [{ eventId, endpointId, retry }],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      });
    } catch (err) {
      // Already started by an earlier run of this same code path: nothing to do.
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  }
}
