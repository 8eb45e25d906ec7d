// API keys of the calling account. The full key is returned once, at creation; afterwards only its
// non-secret prefix is shown.
import { listRoute, notFoundResponse, route } from "../route-table";
import { idParam } from "../schemas/common";
import { apiKey, createApiKeyBody, createdApiKey, revokedApiKey } from "../schemas/keys";
import { serializeApiKey, serializeCreatedApiKey, serializeRevokedApiKey } from "../serializers";
import { createAccountApiKey, findApiKey, listApiKeys, revokeAccountApiKey } from "../services/keys";
import { ApiError } from "../errors";
import { firstIdMade } from "../idempotency";

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
    // The key is kept hashed, so a lost answer cannot be given again: the retry says which key to revoke.
    recover: async ({ accountId }) => {
      const lost = await findApiKey(accountId, firstIdMade("key"));
      if (!lost) return undefined;
      throw new ApiError(
        409,
        "invalid_state",
        `The first request with this Idempotency-Key created API key ${lost.id}, but its answer was lost and a key is shown only once: revoke ${lost.id} and create another.`,
      );
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
