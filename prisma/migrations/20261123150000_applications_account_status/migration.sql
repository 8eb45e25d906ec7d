-- GET /v1/usage counts an account's applications by status, and GET /v1/applications?status= lists
-- them newest first: both read this index alone instead of every application row of the account.
CREATE INDEX "applications_account_id_status_created_at_id_idx" ON "applications"("account_id", "status", "created_at" DESC, "id" DESC);
