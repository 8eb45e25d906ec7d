// Events: every event a webhook carried, with the same body, kept 30 days.
import { listRoute, notFoundResponse, route } from "../route-table";
import { event, listEventsQuery } from "../schemas/webhooks";
import { z } from "../schemas/zod";
import { serializeEvent } from "../serializers";
import { findEvent, listEvents } from "../services/events";

export const eventRoutes = [
  listRoute({
    path: "/events",
    summary: "List events, newest first (by type, application and time), kept 30 days",
    query: listEventsQuery,
    item: event,
    name: "EventList",
    list: listEvents,
    serialize: serializeEvent,
  }),
  route({
    method: "get",
    path: "/events/{id}",
    summary: "One event: the body its webhooks carried",
    params: z.object({ id: z.string().openapi({ example: "evt_9f2c4b7a1d0e4c3b8a6f5e4d3c2b1a09" }) }),
    response: { status: 200, schema: event, description: "the event" },
    errors: notFoundResponse,
    handle: async ({ accountId, id }) => serializeEvent(await findEvent(accountId, id)),
  }),
];
