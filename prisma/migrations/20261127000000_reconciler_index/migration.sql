-- The reconciler (api/reconcile.ts) looks for queued applications, oldest first, whose workflow start
-- was never recorded. It read them by (status, workflow_started_at), which made the record itself, set
-- on every application just after its workflow starts (api/workflow-start.ts), an update of an indexed
-- column: a new entry in each of the table's five indexes instead of a heap-only (HOT) update, about
-- 0.2 ms of PostgreSQL CPU per application (README.md, "Performance"). Reading the queued applications
-- by (status, created_at) and checking the column on each row costs the reconciler, once every 30 s, one
-- visit per queued application.
DROP INDEX "applications_status_workflow_started_at_idx";
CREATE INDEX "applications_status_created_at_idx" ON "applications"("status", "created_at");
