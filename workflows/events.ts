// Events: ids made in the workflow (so an activity retry writes the same event), and one webhook
// delivery child per subscribed endpoint, started and left to run on its own.
import { WorkflowExecutionAlreadyStartedError } from "@temporalio/common";
import { ParentClosePolicy, startChild, uuid4 } from "@temporalio/workflow";
import { WEBHOOK_DELIVERY_WORKFLOW, webhookDeliveryWorkflowId, type WebhookRetrySettings } from "./shared";

const DAY_MS = 24 * 3600 * 1000;
export const CONTRACT_WEBHOOK_RETRY: WebhookRetrySettings = {
  initialIntervalMs: 30_000,
  maximumIntervalMs: 6 * 3600 * 1000,
  giveUpAfterMs: 3 * DAY_MS,
};

/** `evt_` + 32 hex digits from the workflow's deterministic random source. */
export function newEventId(): string {
  return `evt_${uuid4().replace(/-/g, "")}`;
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
