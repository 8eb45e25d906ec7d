// The account's events: exactly the bodies its webhooks carried, kept 30 days (docs/api-rules.md#events-and-deliveries).
import type { Event } from "../../generated/prisma/client";
import { db } from "../../lib/db";
import { notFound } from "../errors";
import { listPage, type Page } from "../pagination";
import type { listEventsQuery } from "../schemas/webhooks";
import type { z } from "../schemas/zod";

/** How long events (and their deliveries) are kept. */
export const EVENTS_KEPT_MS = 30 * 24 * 3600_000;

export function listEvents(accountId: string, query: z.output<typeof listEventsQuery>): Promise<Page<Event>> {
  const created = {
    ...(query.created_gte && { gte: new Date(query.created_gte) }),
    ...(query.created_lt && { lt: new Date(query.created_lt) }),
  };
  const filters = {
    ...(query.type && { type: query.type }),
    ...(query.application_id && { applicationId: query.application_id }),
    ...(Object.keys(created).length > 0 && { createdAt: created }),
  };
  return listPage(query, { owner: { accountId }, filters }, (args) => db().event.findMany(args));
}

export async function findEvent(accountId: string, id: string): Promise<Event> {
  const event = /^evt_[0-9a-f]{32}$/.test(id) ? await db().event.findFirst({ where: { id, accountId } }) : null;
  if (!event) throw notFound("event");
  return event;
}

/** Deletes events older than EVENTS_KEPT_MS with their deliveries (the gateway's housekeeping); returns how many. */
export async function deleteOldEvents(now = Date.now()): Promise<number> {
  const before = new Date(now - EVENTS_KEPT_MS);
  return db().$transaction(async (tx) => {
    await tx.webhookDelivery.deleteMany({ where: { event: { createdAt: { lt: before } } } });
    return (await tx.event.deleteMany({ where: { createdAt: { lt: before } } })).count;
  });
}
