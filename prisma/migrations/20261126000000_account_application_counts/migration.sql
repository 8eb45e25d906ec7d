-- GET /v1/usage shows an account's applications counted by status. Counting them at each request
-- cost the database time in proportion to the account's applications (thousands of index entries
-- per call); instead a trigger keeps the counts on the account row, in the same transaction as every
-- insert, status change and delete of an application, so they cannot disagree with the rows.
-- Lock order stays application row, then account row (as in the ledger's settlement), or account
-- row first for a new application (its hold), which no other transaction can hold yet.
ALTER TABLE "accounts" ADD COLUMN "application_counts" JSONB NOT NULL DEFAULT '{}';

UPDATE "accounts" a SET "application_counts" = c.counts
FROM (
  SELECT account_id, jsonb_object_agg(status, n) AS counts
  FROM (SELECT account_id, status, count(*)::int AS n FROM applications GROUP BY account_id, status) s
  GROUP BY account_id
) c
WHERE c.account_id = a.id;

-- status -> count; a count may reach 0 and stay as a key.
CREATE FUNCTION "count_application_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.account_id = NEW.account_id THEN
    UPDATE accounts SET application_counts = application_counts
      || jsonb_build_object(OLD.status, COALESCE((application_counts ->> OLD.status)::int, 0) - 1)
      || jsonb_build_object(NEW.status, COALESCE((application_counts ->> NEW.status)::int, 0) + 1)
    WHERE id = NEW.account_id;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE accounts SET application_counts = application_counts
      || jsonb_build_object(OLD.status, COALESCE((application_counts ->> OLD.status)::int, 0) - 1)
    WHERE id = OLD.account_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE accounts SET application_counts = application_counts
      || jsonb_build_object(NEW.status, COALESCE((application_counts ->> NEW.status)::int, 0) + 1)
    WHERE id = NEW.account_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "applications_count_insert" AFTER INSERT ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "count_application_statuses"();
CREATE TRIGGER "applications_count_update" AFTER UPDATE OF "status", "account_id" ON "applications"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION "count_application_statuses"();
CREATE TRIGGER "applications_count_delete" AFTER DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "count_application_statuses"();
