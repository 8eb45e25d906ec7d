// The shapes the console reads from the API (the OpenAPI document at /v1/openapi.json has every field).
export interface ApiErrorBody {
  error?: { code?: string; message?: string; details?: { path: string; message: string }[] };
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface ReviewQuestion {
  key: string;
  label: string;
  kind: string;
  required: boolean;
  options: { value: string; label: string }[] | null;
  answer: string | null;
  answer_source: "profile" | "default" | "none" | "client";
  answer_from: string | null;
}

export interface Application {
  id: string;
  candidate_name: string;
  candidate_email: string;
  ats: string | null;
  url: string;
  status: "queued" | "running" | "needs_review" | "submitted" | "failed";
  failure_reason: string | null;
  failure_message: string | null;
  price_usd: number;
  review: { requested_at: string; expires_at: string; questions: ReviewQuestion[] } | null;
  awaiting_otp: boolean;
  created_at: string;
  updated_at: string;
}

export interface ApplicationEvent {
  id: string;
  type: string;
  created_at: string;
  data: { application: Application };
}

/** An item of GET /applications/{id}/evidence; fields beyond id and kind are read when present. */
export interface Evidence {
  id: string;
  kind: string;
  url?: string;
  content_type?: string;
  width?: number;
  height?: number;
  created_at?: string;
  /** confirmation: the page's text, and the signals that decided the outcome. */
  text?: string | null;
  signals?: string[] | null;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  status: "enabled" | "disabled";
  disabled_reason: string | null;
  created_at: string;
}

export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
  previous_secret_expires_at?: string;
}

export interface WebhookDelivery {
  id: string;
  event_id: string;
  event_type: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

export interface Usage {
  available_usd: number;
  held_usd: number;
  spent_usd: number;
}

export interface DailyUsage {
  data: { date: string; created: number; submitted: number; failed: number; spent_usd: number }[];
}

export interface SavedProfile {
  id: string;
  created_at: string;
  profile?: { personalInformation?: { firstName?: string; lastName?: string; email?: string } };
}

export interface ApiKey {
  id: string;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
}
