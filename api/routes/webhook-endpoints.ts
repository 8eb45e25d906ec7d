// The account's webhook endpoints: create (the secret is shown once), list, delete.
import { listRoute, notFoundResponse, route } from "../route-table";
import { createdWebhookEndpoint, createWebhookEndpointBody, deletedWebhookEndpoint, webhookEndpoint } from "../schemas/account";
import { idParam } from "../schemas/common";
import { serializeWebhookEndpoint } from "../serializers";
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints } from "../services/webhook-endpoints";

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
    method: "delete",
    path: "/webhook_endpoints/{id}",
    summary: "Delete a webhook endpoint",
    params: idParam("we", "a webhook endpoint"),
    response: { status: 200, schema: deletedWebhookEndpoint, description: "deleted" },
    errors: notFoundResponse,
    handle: async ({ accountId, id }) => ({ id: await deleteWebhookEndpoint(accountId, id), deleted: true as const }),
  }),
];
