-- An account may keep the consent boxes an application needs as questions for its review.
ALTER TABLE "accounts" ADD COLUMN "auto_consent" BOOLEAN NOT NULL DEFAULT true;
