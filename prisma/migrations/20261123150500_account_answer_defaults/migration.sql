-- Answers an account sets for non-sensitive questions no profile answers ("How did you hear about
-- us?", phone device type), by rule name (docs/answers.md, "Account defaults"; PATCH /v1/account).
-- AlterTable
ALTER TABLE "accounts" ADD COLUMN "answer_defaults" JSONB NOT NULL DEFAULT '{}';
