// API keys of the calling account: GET/POST /v1/api_keys and DELETE /v1/api_keys/{id}.
// The full key is returned once, at creation; afterwards only its non-secret prefix is shown.
import { Router } from "express";
import type { ApiKey } from "../../generated/prisma/client";
import { createApiKey, revokeApiKey } from "../../lib/accounts";
import { db } from "../../lib/db";
import { isId } from "../../lib/ids";
import { accountIdOf } from "../auth";
import { notFound, parseOrThrow } from "../errors";
import { newestFirst, paginate } from "../pagination";
import { listQuery } from "../schemas/common";
import { createApiKeyBody, type apiKey } from "../schemas/keys";
import type { z } from "../schemas/zod";

export const keysRouter = Router();

function serializeApiKey(key: ApiKey): z.infer<typeof apiKey> {
  return {
    id: key.id,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

keysRouter.get("/api_keys", async (req, res) => {
  const query = parseOrThrow(listQuery, req.query);
  const accountId = accountIdOf(res);
  res.json(
    await paginate({
      limit: query.limit,
      cursor: query.cursor,
      findCursorRow: (id) => db().apiKey.findFirst({ where: { id, accountId }, select: { id: true, createdAt: true } }),
      fetch: (after, take) => db().apiKey.findMany({ where: { accountId, ...after }, orderBy: newestFirst, take }),
      serialize: serializeApiKey,
    }),
  );
});

keysRouter.post("/api_keys", async (req, res) => {
  parseOrThrow(createApiKeyBody, req.body ?? {});
  const { keyId, apiKey } = await createApiKey(accountIdOf(res));
  const row = await db().apiKey.findUniqueOrThrow({ where: { id: keyId } });
  res.status(201).json({ id: row.id, api_key: apiKey, prefix: row.prefix, created_at: row.createdAt.toISOString() });
});

// Revoking the key that made the request is allowed (rotating a leaked key); revoking twice
// answers with the first revocation's time.
keysRouter.delete("/api_keys/:id", async (req, res) => {
  const id = req.params.id;
  const owned = isId("key", id) ? await db().apiKey.findFirst({ where: { id, accountId: accountIdOf(res) }, select: { id: true } }) : null;
  const revoked = owned ? await revokeApiKey(owned.id) : null;
  if (!revoked) throw notFound("API key");
  res.json({ id: revoked.keyId, revoked: true, revoked_at: revoked.revokedAt.toISOString() });
});
