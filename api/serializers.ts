// Database rows -> the API's JSON shapes (snake_case, *_usd numbers, ISO timestamps with ms).
import type { Account, ApiKey, Application, Candidate, Event, Profile, WebhookDelivery, WebhookEndpoint } from "../generated/prisma/client";
import type { ApplicationStatus, EmailMode, EventType } from "../lib/domain";
import type { z } from "zod";
import { applicationJson, usdFromCents, type ApplicationWithCandidate } from "../lib/application-json";
import type { application, createdApplication } from "./schemas/applications";
import type { candidate, savedProfile } from "./schemas/candidates";
import type { account } from "./schemas/account";
import type { event, webhookDelivery, webhookEndpoint } from "./schemas/webhooks";
import type { apiKey, createdApiKey, revokedApiKey } from "./schemas/keys";

// The application's JSON is also a webhook event's payload (activities/application.ts), so it is built
// in lib/; here it is checked against the API schema.
export { usdFromCents, type ApplicationWithCandidate } from "../lib/application-json";
export const serializeApplication: (app: ApplicationWithCandidate) => z.infer<typeof application> = applicationJson;

const fullName = (c: Pick<Candidate, "firstName" | "lastName">) => `${c.firstName} ${c.lastName}`;

/** What POST /v1/applications knows once its statement has committed (no second read needed). */
export type CreatedApplication = Pick<Application, "id" | "candidateId" | "ats" | "status" | "priceCents" | "createdAt"> & {
  candidate: Pick<Candidate, "firstName" | "lastName">;
};

export function serializeCreatedApplication(app: CreatedApplication): z.infer<typeof createdApplication> {
  return {
    id: app.id,
    candidate_id: app.candidateId,
    candidate_name: fullName(app.candidate),
    ats: app.ats,
    status: app.status as ApplicationStatus,
    price_usd: usdFromCents(app.priceCents),
    created_at: app.createdAt.toISOString(),
  };
}

export function serializeCandidate(c: Candidate, profileId: string): z.infer<typeof candidate> {
  return {
    id: c.id,
    profile_id: profileId,
    email: c.email,
    full_name: fullName(c),
    email_mode: c.emailMode as EmailMode,
    created_at: c.createdAt.toISOString(),
  };
}

export function serializeProfile(p: Profile): z.infer<typeof savedProfile> {
  return {
    id: p.id,
    candidate_id: p.candidateId,
    profile: p.profile as Record<string, unknown>,
    resume_url: p.resumeUrl,
    created_at: p.createdAt.toISOString(),
  };
}

export function serializeWebhookEndpoint(w: WebhookEndpoint): z.infer<typeof webhookEndpoint> {
  return {
    id: w.id,
    url: w.url,
    events: w.events as EventType[],
    status: w.disabledAt ? "disabled" : "enabled",
    disabled_reason: w.disabledAt ? w.disabledReason : null,
    created_at: w.createdAt.toISOString(),
  };
}

/** A delivery row with its event's type, as the deliveries list reads it. */
export type DeliveryWithEvent = WebhookDelivery & { event: Pick<Event, "type"> };

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function serializeDelivery(d: DeliveryWithEvent): z.infer<typeof webhookDelivery> {
  return {
    id: d.id,
    endpoint_id: d.endpointId,
    event_id: d.eventId,
    event_type: d.event.type as EventType,
    status: d.status as "pending" | "delivered" | "failed",
    attempts: d.attempts,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    next_attempt_at: d.status === "pending" ? isoOrNull(d.nextAttemptAt) : null,
    delivered_at: isoOrNull(d.deliveredAt),
    created_at: d.createdAt.toISOString(),
  };
}

/** The body the event's webhooks carried, as it was stored then. */
export const serializeEvent = (e: Event): z.infer<typeof event> => e.payload as z.infer<typeof event>;

export function serializeApiKey(key: ApiKey): z.infer<typeof apiKey> {
  return { id: key.id, prefix: key.prefix, created_at: key.createdAt.toISOString(), revoked_at: key.revokedAt?.toISOString() ?? null };
}

/** The full key exists only in this answer. */
export function serializeCreatedApiKey({ key, apiKey }: { key: ApiKey; apiKey: string }): z.infer<typeof createdApiKey> {
  return { id: key.id, api_key: apiKey, prefix: key.prefix, created_at: key.createdAt.toISOString() };
}

export function serializeRevokedApiKey(revoked: { keyId: string; revokedAt: Date }): z.infer<typeof revokedApiKey> {
  return { id: revoked.keyId, revoked: true, revoked_at: revoked.revokedAt.toISOString() };
}

export function serializeAccount(a: Account): z.infer<typeof account> {
  return {
    id: a.id,
    email: a.email,
    answer_defaults: a.answerDefaults as Record<string, string>,
    auto_consent: a.autoConsent,
    created_at: a.createdAt.toISOString(),
  };
}
