// API keys of the calling account. The full key is returned once, at creation; afterwards only its
// non-secret prefix is shown.
import { listRoute, notFoundResponse, route } from "../route-table";
import { idParam } from "../schemas/common";
import { apiKey, createApiKeyBody, createdApiKey, revokedApiKey } from "../schemas/keys";
import { serializeApiKey, serializeCreatedApiKey, serializeRevokedApiKey } from "../serializers";
import { createAccountApiKey, listApiKeys, revokeAccountApiKey } from "../services/keys";

export const apiKeyRoutes = [
  listRoute({
    path: "/api_keys",
    summary: "List the account's API keys (prefixes only), newest first",
    item: apiKey,
    name: "ApiKeyList",
    list: listApiKeys,
    serialize: serializeApiKey,
  }),
  route({
    method: "post",
    path: "/api_keys",
    summary: "Create an API key (the full key is shown once)",
    body: createApiKeyBody,
    bodyOptional: true,
    response: { status: 201, schema: createdApiKey, description: "created" },
    handle: async ({ accountId, body }) => {
      body();
      return serializeCreatedApiKey(await createAccountApiKey(accountId));
    },
  }),
  route({
    method: "delete",
    path: "/api_keys/{id}",
    summary: "Revoke an API key (the key making the request may revoke itself)",
    params: idParam("key", "an API key"),
    response: { status: 200, schema: revokedApiKey, description: "revoked" },
    errors: notFoundResponse,
    handle: async ({ accountId, id }) => serializeRevokedApiKey(await revokeAccountApiKey(accountId, id)),
  }),
];
