// The shapes the console reads from the API: the types generated from the OpenAPI document
// (clients/typescript/schema.ts, `npm run client:generate`), so the console cannot drift from the API.
import type { components } from "../../../clients/typescript/schema";

type Schemas = components["schemas"];

/** An error answer as read from any body (it may not be JSON at all). */
export interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: { path: string; message: string }[] };
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export type Application = Schemas["Application"];
export type ReviewQuestion = NonNullable<Schemas["Review"]>["questions"][number];
export type ApplicationEvent = Schemas["Event"];
export type Evidence = Schemas["Evidence"];
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
/** Made or rotated: the secret is shown once (rotation adds how long the old one stays valid). */
export type CreatedWebhookEndpoint = Schemas["CreatedWebhookEndpoint"] & { previous_secret_expires_at?: string };
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type Usage = Schemas["Usage"];
export type DailyUsage = Schemas["DailyUsage"];
/** The API keeps a stored profile as sent (any fields): the console reads only the person's name and e-mail. */
export type SavedProfile = Omit<Schemas["SavedProfile"], "profile"> & {
  profile?: { personalInformation?: { firstName?: string; lastName?: string; email?: string } };
};
export type ApiKey = Schemas["ApiKey"];
