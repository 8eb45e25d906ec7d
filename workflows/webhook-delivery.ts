// One event to one endpoint. Temporal's retry policy is the retry schedule (exponential backoff,
// given up after three days); the activity reads and decrypts the secret itself.
import { proxyActivities } from "@temporalio/workflow";
import type { WebhookActivities } from "../activities/webhooks";
import { WEBHOOK_NON_RETRYABLE, type WebhookDeliveryInput } from "../lib/workflow-contract";

const { markDeliveryFailed } = proxyActivities<WebhookActivities>({
  startToCloseTimeout: "30s",
  retry: { initialInterval: "1s", maximumInterval: "1m" },
});

export async function webhookDeliveryWorkflow({ eventId, endpointId, retry }: WebhookDeliveryInput): Promise<"delivered" | "failed"> {
  const { deliverWebhook } = proxyActivities<WebhookActivities>({
    // Covers the 10 s request plus the bookkeeping around it.
    startToCloseTimeout: "30s",
    scheduleToCloseTimeout: retry.giveUpAfterMs,
    retry: {
      initialInterval: retry.initialIntervalMs,
      backoffCoefficient: 2,
      maximumInterval: retry.maximumIntervalMs,
      nonRetryableErrorTypes: [...WEBHOOK_NON_RETRYABLE],
    },
  });
  try {
    await deliverWebhook({ eventId, endpointId });
    return "delivered";
  } catch (err) {
    await markDeliveryFailed({
      eventId,
      endpointId,
      error: err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err),
    });
    return "failed";
  }
}
