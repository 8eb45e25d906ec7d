-- When an endpoint was last enabled again (docs/api-rules.md#events-and-deliveries): a delivery begun
-- before that says nothing of the endpoint since, and giving it up does not disable the endpoint again.
ALTER TABLE "webhook_endpoints" ADD COLUMN "enabled_at" TIMESTAMPTZ(3);
