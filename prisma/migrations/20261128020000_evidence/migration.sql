-- Evidence screenshots (docs/api-rules.md#evidence): one per application and kind, kept
-- EVIDENCE_RETENTION_DAYS (the created_at index serves the gateway's deletion) and deleted with
-- their application.
CREATE TABLE "evidence" (
    "id" TEXT NOT NULL,
    "application_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "fitted" TEXT,
    "page_url" TEXT NOT NULL,
    "text" TEXT,
    "signals" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "evidence_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "evidence_application_id_kind_key" ON "evidence"("application_id", "kind");

CREATE INDEX "evidence_created_at_idx" ON "evidence"("created_at");

-- The images are written once and read rarely: keep them out of line, uncompressed (PNG is compressed already).
ALTER TABLE "evidence" ALTER COLUMN "content" SET STORAGE EXTERNAL;

ALTER TABLE "evidence" ADD CONSTRAINT "evidence_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
