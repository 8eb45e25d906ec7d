// Webhook endpoints, their deliveries, and the events they carry (docs/api-rules.md#events-and-deliveries).
import { EVENT_TYPES } from "../../lib/domain";
import { application } from "./applications";
import { httpUrl, idOf, pageQuery, timestamp } from "./common";
import { evidenceRef } from "./evidence";
import { z } from "./zod";

const eventTypes = z
  .array(z.enum(EVENT_TYPES))
  .min(1)
  .max(EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, "must not repeat an event type");

export const createWebhookEndpointBody = z
  .strictObject({
    url: httpUrl,
    events: eventTypes.optional().openapi({ description: "defaults to every event type" }),
  })
  .openapi("CreateWebhookEndpointRequest");

export const updateWebhookEndpointBody = z
  .strictObject({
    enabled: z.boolean().optional().openapi({ description: "true enables an endpoint that was disabled (by its failures or by false)" }),
    events: eventTypes.optional(),
  })
  .openapi("UpdateWebhookEndpointRequest");

export const webhookEndpoint = z
  .object({
    id: idOf("we", "a webhook endpoint"),
    url: z.string(),
    events: z.array(z.enum(EVENT_TYPES)),
    status: z.enum(["enabled", "disabled"]).openapi({ description: "a disabled endpoint is sent no new event" }),
    disabled_reason: z.string().nullable().openapi({ description: "why it was disabled; null while enabled" }),
    created_at: timestamp,
  })
  .openapi("WebhookEndpoint");

export const createdWebhookEndpoint = webhookEndpoint
  .extend({ secret: z.string().openapi({ description: "whsec_...; shown only in this response", example: "whsec_..." }) })
  .openapi("CreatedWebhookEndpoint");

export const rotatedWebhookEndpoint = createdWebhookEndpoint
  .extend({ previous_secret_expires_at: timestamp.openapi({ description: "until then, deliveries are signed with both secrets" }) })
  .openapi("RotatedWebhookEndpoint");

export const deletedWebhookEndpoint = z.object({ id: z.string(), deleted: z.literal(true) }).openapi("DeletedWebhookEndpoint");

export const webhookDelivery = z
  .object({
    id: idOf("whd", "a webhook delivery"),
    endpoint_id: z.string(),
    event_id: z.string(),
    event_type: z.enum(EVENT_TYPES),
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable().openapi({ description: "the endpoint's last HTTP status; null when none came" }),
    last_error: z.string().nullable(),
    next_attempt_at: timestamp.nullable().openapi({ description: "when the next attempt is due, while one is" }),
    delivered_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .openapi("WebhookDelivery");

/** Exactly the body a webhook carried (its `webhook-id` header is `id`). */
export const event = z
  .object({
    id: z.string().openapi({ example: "evt_9f2c4b7a1d0e4c3b8a6f5e4d3c2b1a09" }),
    type: z.enum(EVENT_TYPES),
    created_at: timestamp,
    data: z.object({
      application,
      evidence: z.array(evidenceRef).optional().openapi({
        description:
          "application.submitted only: the evidence kept for the application (GET /applications/{id}/evidence/{evidence_id}), at most one of each kind",
      }),
    }),
  })
  .openapi("Event");

const isoTime = (what: string) =>
  z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }).optional().openapi({ description: what, format: "date-time" });

export const listEventsQuery = z.strictObject({
  ...pageQuery,
  type: z.enum(EVENT_TYPES).optional(),
  application_id: idOf("app", "an application").optional(),
  created_gte: isoTime("events created at or after this time"),
  created_lt: isoTime("events created before this time"),
});
