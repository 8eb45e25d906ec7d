// Database rows -> the API's JSON shapes (snake_case, *_usd numbers, ISO timestamps with ms).
import type { Application, Candidate, Profile, WebhookEndpoint } from "../generated/prisma/client";
import type { ApplicationStatus, EmailMode, EventType, FailureReason, Review } from "../lib/domain";
import type { z } from "zod";
import type { application, createdApplication } from "./schemas/applications";
import type { candidate, savedProfile } from "./schemas/candidates";
import type { webhookEndpoint } from "./schemas/account";

export const usdFromCents = (cents: number) => Math.round(cents) / 100;

const fullName = (c: Pick<Candidate, "firstName" | "lastName">) => `${c.firstName} ${c.lastName}`;

export type ApplicationWithCandidate = Application & { candidate: Candidate };

export function serializeApplication(app: ApplicationWithCandidate): z.infer<typeof application> {
  return {
    id: app.id,
    candidate_id: app.candidateId,
    candidate_name: fullName(app.candidate),
    candidate_email: app.candidate.email,
    profile_id: app.profileId,
    ats: app.ats,
    url: app.url,
    status: app.status as ApplicationStatus,
    failure_reason: app.status === "failed" ? ((app.failureReason as FailureReason | null) ?? null) : null,
    failure_message: app.status === "failed" ? app.failureMessage : null,
    price_usd: usdFromCents(app.priceCents),
    // The review is only meaningful while the application waits on it.
    review: app.status === "needs_review" ? ((app.review as Review | null) ?? null) : null,
    awaiting_otp: app.awaitingOtp,
    created_at: app.createdAt.toISOString(),
    updated_at: app.updatedAt.toISOString(),
  };
}

export function serializeCreatedApplication(app: ApplicationWithCandidate): z.infer<typeof createdApplication> {
  const { id, candidate_id, candidate_name, ats, status, price_usd, created_at } = serializeApplication(app);
  return { id, candidate_id, candidate_name, ats, status, price_usd, created_at };
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
  return { id: w.id, url: w.url, events: w.events as EventType[], created_at: w.createdAt.toISOString() };
}
