// The account's webhook endpoints: create (the secret exists in clear only in the creation's answer),
// list the live ones, enable or disable, rotate the secret, delete (the row stays, marked deleted);
// and each endpoint's deliveries, listed and sent again (docs/api-rules.md#events-and-deliveries).
import { randomBytes } from "node:crypto";
import type { Client } from "@temporalio/client";
import type { WebhookEndpoint } from "../../generated/prisma/client";
import { config } from "../../lib/config";
import { decryptSecret, encryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { EVENT_TYPES } from "../../lib/domain";
import { isId, newId } from "../../lib/ids";
import { urlTargetProblem } from "../../lib/outbound";
import { CONTRACT_WEBHOOK_RETRY, WEBHOOK_DELIVERY_WORKFLOW, type WebhookDeliveryInput } from "../../lib/workflow-contract";
import { invalidRequest, notFound } from "../errors";
import { listPage, type Page, type PageQuery } from "../pagination";
import type { createWebhookEndpointBody, updateWebhookEndpointBody } from "../schemas/webhooks";
import type { DeliveryWithEvent } from "../serializers";
import type { z } from "../schemas/zod";

/** How long a rotated-out secret goes on signing beside the new one. */
export const PREVIOUS_SECRET_KEPT_MS = 24 * 3600_000;

const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

export async function createWebhookEndpoint(
  accountId: string,
  input: z.output<typeof createWebhookEndpointBody>,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const problem = urlTargetProblem(input.url, config.webhookAllowPrivateNetworks);
  if (problem) throw invalidRequest("This URL can never receive webhooks.", [{ path: "url", message: problem }]);
  const secret = newSecret();
  const endpoint = await db().webhookEndpoint.create({
    data: { id: newId("we"), accountId, url: input.url, events: input.events ?? [...EVENT_TYPES], secretEnc: encryptSecret(secret) },
  });
  return { endpoint, secret };
}

/** An endpoint made by POST /webhook_endpoints, with its secret (an idempotent retry's answer). */
export async function findCreatedWebhookEndpoint(
  accountId: string,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string } | undefined> {
  const endpoint = await db().webhookEndpoint.findFirst({ where: { id, accountId } });
  return endpoint ? { endpoint, secret: decryptSecret(endpoint.secretEnc) } : undefined;
}

/** The account's live endpoint `id`; a malformed, unknown or deleted one is 404. */
export async function findWebhookEndpoint(accountId: string, id: string): Promise<WebhookEndpoint> {
  const endpoint = isId("we", id) ? await db().webhookEndpoint.findFirst({ where: { id, accountId, deletedAt: null } }) : null;
  if (!endpoint) throw notFound("webhook endpoint");
  return endpoint;
}

export function listWebhookEndpoints(accountId: string, page: PageQuery): Promise<Page<WebhookEndpoint>> {
  return listPage(page, { owner: { accountId, deletedAt: null } }, (args) => db().webhookEndpoint.findMany(args));
}

export async function updateWebhookEndpoint(
  accountId: string,
  id: string,
  input: z.output<typeof updateWebhookEndpointBody>,
): Promise<WebhookEndpoint> {
  const endpoint = await findWebhookEndpoint(accountId, id);
  const enabling = input.enabled === true && endpoint.disabledAt ? { disabledAt: null, disabledReason: null, enabledAt: new Date() } : {};
  const disabling =
    input.enabled === false && !endpoint.disabledAt ? { disabledAt: new Date(), disabledReason: "Disabled by the account." } : {};
  return db().webhookEndpoint.update({
    where: { id: endpoint.id },
    data: { ...enabling, ...disabling, ...(input.events && { events: input.events }) },
  });
}

/** A new secret; the current one goes on signing beside it for PREVIOUS_SECRET_KEPT_MS. */
export async function rotateWebhookEndpointSecret(
  accountId: string,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string; previousExpiresAt: Date }> {
  const endpoint = await findWebhookEndpoint(accountId, id);
  const secret = newSecret();
  const previousExpiresAt = new Date(Date.now() + PREVIOUS_SECRET_KEPT_MS);
  const rotated = await db().webhookEndpoint.update({
    where: { id: endpoint.id },
    data: { secretEnc: encryptSecret(secret), previousSecretEnc: endpoint.secretEnc, previousSecretExpiresAt: previousExpiresAt },
  });
  return { endpoint: rotated, secret, previousExpiresAt };
}

/** Returns the id of the endpoint deleted. */
export async function deleteWebhookEndpoint(accountId: string, id: string): Promise<string> {
  const deleted = isId("we", id)
    ? await db().webhookEndpoint.updateMany({ where: { id, accountId, deletedAt: null }, data: { deletedAt: new Date() } })
    : { count: 0 };
  if (deleted.count !== 1) throw notFound("webhook endpoint");
  return id;
}

export async function listDeliveries(accountId: string, endpointId: string, page: PageQuery): Promise<Page<DeliveryWithEvent>> {
  const endpoint = await findWebhookEndpoint(accountId, endpointId);
  return listPage(page, { owner: { endpointId: endpoint.id } }, (args) =>
    db().webhookDelivery.findMany({ ...args, include: { event: { select: { type: true } } } }),
  );
}

/**
 * Sends a delivery again, delivered or not: an attempt now, then the contract's retry schedule. The
 * workflow id is the delivery's own, so a retry asked for while one runs is that one.
 */
export async function retryDelivery(
  deps: { temporal: Client; taskQueue: string },
  accountId: string,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryWithEvent> {
  const endpoint = await findWebhookEndpoint(accountId, endpointId);
  const where = { id: deliveryId, endpointId: endpoint.id };
  const delivery = isId("whd", deliveryId) ? await db().webhookDelivery.findFirst({ where }) : null;
  if (!delivery) throw notFound("webhook delivery");
  const input: WebhookDeliveryInput = { eventId: delivery.eventId, endpointId: endpoint.id, retry: CONTRACT_WEBHOOK_RETRY };
  await db().webhookDelivery.update({ where: { id: delivery.id }, data: { status: "pending" } });
  await deps.temporal.workflow.start(WEBHOOK_DELIVERY_WORKFLOW, {
    taskQueue: deps.taskQueue,
    workflowId: `webhook-retry-${delivery.id}`,
    workflowIdConflictPolicy: "USE_EXISTING",
    args: [input],
  });
  return db().webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: { event: { select: { type: true } } } });
}
