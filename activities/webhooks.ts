// One signed POST of one event to one endpoint (Standard Webhooks). Temporal retries a failed
// attempt; this activity only makes the attempt and keeps the WebhookDelivery row up to date.
import { Context } from "@temporalio/activity";
import { ApplicationFailure } from "@temporalio/common";
import { Webhook } from "standardwebhooks";
import { decryptSecret } from "../lib/crypto";
import type { WebhookEndpoint } from "../generated/prisma/client";
import { db } from "../lib/db";
import { webhookDeliveries } from "../lib/metrics";
import { newId } from "../lib/ids";
import { OutboundRefused, outboundPolicy, policyFetch, type OutboundPolicy, type Resolver } from "../lib/outbound";

export interface WebhookSettings {
  /** Loopback, private and link-local targets are refused unless this is set (development, tests). */
  allowPrivateNetworks: boolean;
  requestTimeoutMs: number;
  /** Name resolution (tests inject one); the system's by default. */
  resolve?: Resolver;
  /** An endpoint whose every delivery failed for this long is disabled (default: three days). */
  disableAfterFailingMs?: number;
}

/**
 * The outbound policy for webhook receivers (lib/outbound.ts): the one place where
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS applies. ATS_HOST_MAP plays no part: receivers are not ATS hosts.
 */
export function webhookPolicy(settings: WebhookSettings): OutboundPolicy {
  return outboundPolicy({ allowPrivateNetworks: settings.allowPrivateNetworks, resolve: settings.resolve });
}

/** The endpoint's secret, and the one it replaced while that is still valid: a receiver may hold either. */
function signatures(endpoint: WebhookEndpoint, now: Date): Webhook[] {
  const secrets = [endpoint.secretEnc];
  if (endpoint.previousSecretEnc && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(endpoint.previousSecretEnc);
  return secrets.map((sealed) => new Webhook(decryptSecret(sealed)));
}

/** When Temporal will try again after this attempt fails: the activity's retry policy at its attempt. */
function nextAttemptAt(): Date | null {
  const { attempt, retryPolicy } = Context.current().info;
  const initial = Number(retryPolicy?.initialInterval ?? 1000);
  const delay = Math.min(
    initial * (retryPolicy?.backoffCoefficient ?? 2) ** (attempt - 1),
    Number(retryPolicy?.maximumInterval ?? Infinity),
  );
  return new Date(Date.now() + delay);
}

interface DeliveryRef {
  eventId: string;
  endpointId: string;
}

export function createWebhookActivities(settings: WebhookSettings) {
  const policy = webhookPolicy(settings);
  const disableAfterFailingMs = settings.disableAfterFailingMs ?? 3 * 24 * 3600_000;
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
        db().webhookDelivery.update({ where: { id: delivery.id }, data: { ...data, nextAttemptAt: data.status ? null : nextAttemptAt() } });
      try {
        const body = JSON.stringify(event.payload);
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
              "webhook-signature": signatures(endpoint, timestamp)
                .map((signer) => signer.sign(eventId, timestamp, body))
                .join(" "),
            },
            body,
          },
          policy,
          { maxRedirects: 0 },
        );
        await response.body?.cancel().catch(() => undefined);
        if (response.status >= 200 && response.status < 300) {
          await record({ status: "delivered", lastStatusCode: response.status, lastError: null, deliveredAt: new Date() });
          webhookDeliveries.inc({ result: "delivered" });
          return;
        }
        webhookDeliveries.inc({ result: "http_error" });
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
          webhookDeliveries.inc({ result: "refused" });
          await record({ lastError: refused.message });
          throw refused;
        }
        if (err instanceof ApplicationFailure) throw err;
        const message =
          err instanceof Error && err.name === "TimeoutError"
            ? `No answer within ${settings.requestTimeoutMs / 1000} s.`
            : `Request failed: ${err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)}`;
        webhookDeliveries.inc({ result: "network_error" });
        await record({ lastStatusCode: null, lastError: message });
        throw ApplicationFailure.retryable(message, "webhook_network_error");
      }
    },

    /**
     * Retries exhausted (three days) or a final refusal: the delivery is given up. An endpoint that has
     * delivered nothing since this delivery began is disabled: its failures have lasted days. A delivery
     * begun before the account enabled the endpoint again (a retry of the old failures still running)
     * says nothing of it since, and does not disable it again.
     */
    async markDeliveryFailed({ eventId, endpointId, error }: DeliveryRef & { error: string }): Promise<void> {
      webhookDeliveries.inc({ result: "given_up" });
      // One transaction: whoever sees the delivery failed sees the endpoint as this decided it.
      await db().$transaction(async (tx) => {
        const where = { eventId, endpointId, status: { not: "delivered" } };
        await tx.webhookDelivery.updateMany({ where, data: { status: "failed", nextAttemptAt: null } });
        // Keep the attempt's own error (more telling than "retries exhausted") when there is one.
        await tx.webhookDelivery.updateMany({ where: { ...where, lastError: null }, data: { lastError: error.slice(0, 500) } });
        const failed = await tx.webhookDelivery.findUnique({ where: { eventId_endpointId: { eventId, endpointId } } });
        if (!failed || failed.status !== "failed" || failed.createdAt.getTime() > Date.now() - disableAfterFailingMs) return;
        if ((await tx.webhookDelivery.count({ where: { endpointId, deliveredAt: { gte: failed.createdAt } } })) > 0) return;
        const endpoint = await tx.webhookEndpoint.findUnique({ where: { id: endpointId }, select: { enabledAt: true } });
        if (endpoint?.enabledAt && endpoint.enabledAt >= failed.createdAt) return;
        const reason = `Every delivery failed since ${failed.createdAt.toISOString()}; the last: ${failed.lastError ?? error}`;
        await tx.webhookEndpoint.updateMany({
          where: { id: endpointId, disabledAt: null },
          data: { disabledAt: new Date(), disabledReason: reason.slice(0, 500) },
        });
      });
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
