-- Webhook endpoints that rotate secrets and are disabled after days of failures; deliveries that
-- say when they are tried next; events listed per account (docs/api-rules.md#events-and-deliveries).
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_enc" TEXT,
ADD COLUMN "previous_secret_expires_at" TIMESTAMPTZ(3),
ADD COLUMN "disabled_at" TIMESTAMPTZ(3),
ADD COLUMN "disabled_reason" TEXT;

ALTER TABLE "webhook_deliveries" ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3);

CREATE INDEX "events_account_id_created_at_idx" ON "events"("account_id", "created_at");

CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries"("endpoint_id", "created_at");
