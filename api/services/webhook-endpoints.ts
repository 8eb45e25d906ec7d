// The account's webhook endpoints: create (the secret exists in clear only in the creation's answer),
// list the live ones, delete (the row stays, marked deleted).
import { randomBytes } from "node:crypto";
import type { WebhookEndpoint } from "../../generated/prisma/client";
import { encryptSecret } from "../../lib/crypto";
import { db } from "../../lib/db";
import { EVENT_TYPES } from "../../lib/domain";
import { isId, newId } from "../../lib/ids";
import { notFound } from "../errors";
import { listPage, type Page, type PageQuery } from "../pagination";
import type { createWebhookEndpointBody } from "../schemas/account";
import type { z } from "../schemas/zod";

export async function createWebhookEndpoint(
  accountId: string,
  input: z.output<typeof createWebhookEndpointBody>,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const endpoint = await db().webhookEndpoint.create({
    data: { id: newId("we"), accountId, url: input.url, events: input.events ?? [...EVENT_TYPES], secretEnc: encryptSecret(secret) },
  });
  return { endpoint, secret };
}

export function listWebhookEndpoints(accountId: string, page: PageQuery): Promise<Page<WebhookEndpoint>> {
  return listPage(page, { owner: { accountId, deletedAt: null } }, (args) => db().webhookEndpoint.findMany(args));
}

/** Returns the id of the endpoint deleted. */
export async function deleteWebhookEndpoint(accountId: string, id: string): Promise<string> {
  const deleted = isId("we", id)
    ? await db().webhookEndpoint.updateMany({ where: { id, accountId, deletedAt: null }, data: { deletedAt: new Date() } })
    : { count: 0 };
  if (deleted.count !== 1) throw notFound("webhook endpoint");
  return id;
}
