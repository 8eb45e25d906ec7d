import { EVENT_TYPES } from "../../lib/domain";
import { httpUrl, idOf, postingUrl, timestamp, usd } from "./common";
import { z } from "./zod";

export const usage = z
  .object({
    balance_usd: usd,
    held_usd: usd,
    available_usd: usd,
    spent_usd: usd,
    applications: z.object({
      queued: z.number().int(),
      running: z.number().int(),
      needs_review: z.number().int(),
      submitted: z.number().int(),
      failed: z.number().int(),
      total: z.number().int(),
    }),
  })
  .openapi("Usage");

export const atsEntry = z
  .object({
    id: z.string().openapi({ example: "greenhouse" }),
    name: z.string(),
    hosts: z.array(z.string()),
    price_usd: usd,
    requires_account_password: z.boolean(),
  })
  .openapi("Ats");

export const atsCatalog = z.object({ data: z.array(atsEntry), base_price_usd: usd }).openapi("AtsCatalog");

export const detectBody = z.strictObject({ url: postingUrl }).openapi("DetectRequest");

export const detection = z
  .object({
    url: z.string(),
    ats: z.string().nullable(),
    ats_name: z.string().nullable(),
    supported: z.boolean(),
    price_usd: usd,
    requires_account_password: z.boolean(),
  })
  .openapi("Detection");

export const createWebhookEndpointBody = z
  .strictObject({
    url: httpUrl,
    events: z
      .array(z.enum(EVENT_TYPES))
      .min(1)
      .max(EVENT_TYPES.length)
      .refine((events) => new Set(events).size === events.length, "must not repeat an event type")
      .optional()
      .openapi({ description: "defaults to every event type" }),
  })
  .openapi("CreateWebhookEndpointRequest");

export const webhookEndpoint = z
  .object({
    id: idOf("we", "a webhook endpoint"),
    url: z.string(),
    events: z.array(z.enum(EVENT_TYPES)),
    created_at: timestamp,
  })
  .openapi("WebhookEndpoint");

export const createdWebhookEndpoint = webhookEndpoint
  .extend({ secret: z.string().openapi({ description: "whsec_...; shown only in this response", example: "whsec_..." }) })
  .openapi("CreatedWebhookEndpoint");

export const deletedWebhookEndpoint = z.object({ id: z.string(), deleted: z.literal(true) }).openapi("DeletedWebhookEndpoint");
