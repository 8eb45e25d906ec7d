// The account's webhook endpoints: create (the secret is shown once), list, update (enable, disable,
// events), rotate the secret, delete; and each endpoint's deliveries, listed and sent again.
import { firstIdMade } from "../idempotency";
import { listRoute, notFoundResponse, route } from "../route-table";
import { idParam, listQuery } from "../schemas/common";
import {
  createdWebhookEndpoint,
  createWebhookEndpointBody,
  deletedWebhookEndpoint,
  rotatedWebhookEndpoint,
  updateWebhookEndpointBody,
  webhookDelivery,
  webhookEndpoint,
} from "../schemas/webhooks";
import { z } from "../schemas/zod";
import { serializeDelivery, serializeWebhookEndpoint } from "../serializers";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findCreatedWebhookEndpoint,
  findWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  retryDelivery,
  rotateWebhookEndpointSecret,
  updateWebhookEndpoint,
} from "../services/webhook-endpoints";

const endpointId = idParam("we", "a webhook endpoint");

export const webhookEndpointRoutes = [
  route({
    method: "post",
    path: "/webhook_endpoints",
    summary: "Subscribe to events (the secret is shown once)",
    body: createWebhookEndpointBody,
    response: { status: 201, schema: createdWebhookEndpoint, description: "created" },
    handle: async ({ accountId, body }) => {
      const { endpoint, secret } = await createWebhookEndpoint(accountId, body());
      return { ...serializeWebhookEndpoint(endpoint), secret };
    },
    recover: async ({ accountId }) => {
      const created = await findCreatedWebhookEndpoint(accountId, firstIdMade("we"));
      return created && { ...serializeWebhookEndpoint(created.endpoint), secret: created.secret };
    },
  }),
  listRoute({
    path: "/webhook_endpoints",
    summary: "List webhook endpoints",
    item: webhookEndpoint,
    name: "WebhookEndpointList",
    list: listWebhookEndpoints,
    serialize: serializeWebhookEndpoint,
  }),
  route({
    method: "get",
    path: "/webhook_endpoints/{id}",
    summary: "One webhook endpoint: whether it is enabled, and why not",
    params: endpointId,
    response: { status: 200, schema: webhookEndpoint, description: "the endpoint" },
    errors: notFoundResponse,
    handle: async ({ accountId, id }) => serializeWebhookEndpoint(await findWebhookEndpoint(accountId, id)),
  }),
  route({
    method: "patch",
    path: "/webhook_endpoints/{id}",
    summary: "Enable (after failures) or disable an endpoint, or change its events",
    params: endpointId,
    body: updateWebhookEndpointBody,
    response: { status: 200, schema: webhookEndpoint, description: "the endpoint after the change" },
    errors: notFoundResponse,
    handle: async ({ accountId, id, body }) => serializeWebhookEndpoint(await updateWebhookEndpoint(accountId, id, body())),
    // It sets values: a second run leaves them as the first did.
    recover: "run_again",
  }),
  route({
    method: "post",
    path: "/webhook_endpoints/{id}/rotate_secret",
    summary: "A new secret (shown once); the old one goes on signing beside it for 24 hours",
    params: endpointId,
    body: z.strictObject({}),
    bodyOptional: true,
    response: { status: 200, schema: rotatedWebhookEndpoint, description: "the endpoint with its new secret" },
    errors: notFoundResponse,
    handle: async ({ accountId, id, body }) => {
      body();
      const { endpoint, secret, previousExpiresAt } = await rotateWebhookEndpointSecret(accountId, id);
      return { ...serializeWebhookEndpoint(endpoint), secret, previous_secret_expires_at: previousExpiresAt.toISOString() };
    },
    // A second rotation would show a secret other than the one the lost answer held: the retry is
    // refused by running nothing, and the client rotates again under a new key.
    recover: async () => undefined,
  }),
  route({
    method: "delete",
    path: "/webhook_endpoints/{id}",
    summary: "Delete a webhook endpoint",
    params: endpointId,
    response: { status: 200, schema: deletedWebhookEndpoint, description: "deleted" },
    errors: notFoundResponse,
    handle: async ({ accountId, id }) => ({ id: await deleteWebhookEndpoint(accountId, id), deleted: true as const }),
  }),
  route({
    method: "get",
    path: "/webhook_endpoints/{id}/deliveries",
    summary: "The endpoint's deliveries, newest first: attempts, status codes, the next retry",
    params: endpointId,
    query: listQuery,
    response: {
      status: 200,
      schema: z
        .object({ data: z.array(webhookDelivery), has_more: z.boolean(), next_cursor: z.string().nullable() })
        .openapi("WebhookDeliveryList"),
      description: "a page",
    },
    errors: notFoundResponse,
    handle: async ({ accountId, id, query }) => {
      const page = await listDeliveries(accountId, id, query());
      return { ...page, data: page.data.map(serializeDelivery) };
    },
  }),
  route({
    method: "post",
    path: "/webhook_endpoints/{id}/deliveries/{delivery_id}/retry",
    summary: "Send a delivery again now (then on the retry schedule until it is delivered)",
    params: endpointId.extend({ delivery_id: z.string().openapi({ example: "whd_mhz3k1q0a3kT9xYz2Lq8Rb1" }) }),
    body: z.strictObject({}),
    bodyOptional: true,
    response: { status: 202, schema: webhookDelivery, description: "the delivery, pending again" },
    errors: notFoundResponse,
    handle: async ({ req, deps, accountId, id, body }) => {
      body();
      const deliveryId = String(req.params.delivery_id ?? "");
      return serializeDelivery(
        await retryDelivery({ temporal: deps.temporal, taskQueue: deps.starts.taskQueue }, accountId, id, deliveryId),
      );
    },
    // The delivery's workflow id is its own: a second run joins the first.
    recover: "run_again",
  }),
];
