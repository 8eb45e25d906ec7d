// One signed POST of one event to one endpoint (Standard Webhooks). Temporal retries a failed
// attempt; this activity only makes the attempt and keeps the WebhookDelivery row up to date.
import { ApplicationFailure } from "@temporalio/common";
import { Webhook } from "standardwebhooks";
import { decryptSecret } from "../lib/crypto";
import { db } from "../lib/db";
import { newId } from "../lib/ids";
import { OutboundRefused, outboundPolicy, policyFetch, type OutboundPolicy, type Resolver } from "../lib/outbound";

export interface WebhookSettings {
  /** Loopback, private and link-local targets are refused unless this is set (development, tests). */
  allowPrivateNetworks: boolean;
  requestTimeoutMs: number;
  /** Name resolution (tests inject one); the system's by default. */
  resolve?: Resolver;
}

/**
 * The outbound policy for webhook receivers (lib/outbound.ts): the one place where
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS applies. ATS_HOST_MAP plays no part: receivers are not ATS hosts.
 */
export function webhookPolicy(settings: WebhookSettings): OutboundPolicy {
  return outboundPolicy({ allowPrivateNetworks: settings.allowPrivateNetworks, resolve: settings.resolve });
}

interface DeliveryRef {
  eventId: string;
  endpointId: string;
}

export function createWebhookActivities(settings: WebhookSettings) {
  const policy = webhookPolicy(settings);
  return {
    async deliverWebhook({ eventId, endpointId }: DeliveryRef): Promise<void> {
      const endpoint = await db().webhookEndpoint.findUnique({ where: { id: endpointId } });
      if (!endpoint || endpoint.deletedAt) throw ApplicationFailure.nonRetryable("The endpoint was deleted.", "webhook_endpoint_gone");
      const event = await db().event.findUniqueOrThrow({ where: { id: eventId } });
      const delivery = await db().webhookDelivery.upsert({
        where: { eventId_endpointId: { eventId, endpointId } },
        create: { id: newId("whd"), eventId, endpointId, status: "pending", attempts: 1 },
        update: { attempts: { increment: 1 } },
      });
      if (delivery.status === "delivered") return;

      const record = (data: { status?: string; lastStatusCode?: number | null; lastError?: string | null; deliveredAt?: Date }) =>
        db().webhookDelivery.update({ where: { id: delivery.id }, data });
      try {
        const body = JSON.stringify(event.payload);
        const signer = new Webhook(decryptSecret(endpoint.secretEnc));
        const timestamp = new Date();
        // The address is checked when the socket is opened, on the address it is opened to: no
        // check-then-fetch window in which the name could resolve elsewhere.
        const { response } = await policyFetch(
          endpoint.url,
          {
            method: "POST",
            redirect: "manual",
            signal: AbortSignal.timeout(settings.requestTimeoutMs),
            headers: {
              "content-type": "application/json",
              "user-agent": "apply-service-webhooks/1",
              "webhook-id": eventId,
              "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
              "webhook-signature": signer.sign(eventId, timestamp, body),
            },
            body,
          },
          policy,
          { maxRedirects: 0 },
        );
        await response.body?.cancel().catch(() => undefined);
        if (response.status >= 200 && response.status < 300) {
          await record({ status: "delivered", lastStatusCode: response.status, lastError: null, deliveredAt: new Date() });
          return;
        }
        await record({ lastStatusCode: response.status, lastError: `HTTP ${response.status}` });
        if (response.status >= 300 && response.status < 400) {
          throw ApplicationFailure.nonRetryable(
            `The endpoint answered with a redirect (HTTP ${response.status}); redirects are not followed.`,
            "webhook_redirect",
          );
        }
        throw ApplicationFailure.retryable(`The endpoint answered HTTP ${response.status}.`, "webhook_http_error");
      } catch (err) {
        if (err instanceof OutboundRefused) {
          const refused = ApplicationFailure.nonRetryable(`The webhook target was refused: ${err.message}.`, "webhook_target_refused");
          await record({ lastError: refused.message });
          throw refused;
        }
        if (err instanceof ApplicationFailure) throw err;
        const message =
          err instanceof Error && err.name === "TimeoutError"
            ? `No answer within ${settings.requestTimeoutMs / 1000} s.`
            : `Request failed: ${err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)}`;
        await record({ lastStatusCode: null, lastError: message });
        throw ApplicationFailure.retryable(message, "webhook_network_error");
      }
    },

    /** Retries exhausted (three days) or a final refusal: the delivery is given up. */
    async markDeliveryFailed({ eventId, endpointId, error }: DeliveryRef & { error: string }): Promise<void> {
      const where = { eventId, endpointId, status: { not: "delivered" } };
      await db().webhookDelivery.updateMany({ where, data: { status: "failed" } });
      // Keep the attempt's own error (more telling than "retries exhausted") when there is one.
      await db().webhookDelivery.updateMany({ where: { ...where, lastError: null }, data: { lastError: error.slice(0, 500) } });
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
