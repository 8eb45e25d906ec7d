import { idOf, timestamp } from "./common";
import { z } from "./zod";

export const apiKey = z
  .object({
    id: idOf("key", "an API key"),
    prefix: z.string().openapi({ description: "The key's first 16 characters, to tell keys apart", example: "sk_live_4fQk2Zp8" }),
    created_at: timestamp,
    revoked_at: timestamp.nullable(),
  })
  .openapi("ApiKey");

/** POST /v1/api_keys takes no fields; an empty object (or no body) is the whole request. */
export const createApiKeyBody = z.strictObject({}).openapi("CreateApiKeyRequest");

export const createdApiKey = z
  .object({
    id: idOf("key", "an API key"),
    api_key: z.string().openapi({ description: "The full key (sk_live_...); shown only in this response", example: "sk_live_..." }),
    prefix: z.string(),
    created_at: timestamp,
  })
  .openapi("CreatedApiKey");

export const revokedApiKey = z
  .object({ id: idOf("key", "an API key"), revoked: z.literal(true), revoked_at: timestamp })
  .openapi("RevokedApiKey");
