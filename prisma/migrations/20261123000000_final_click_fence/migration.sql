-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "submit_claim" TEXT,
ADD COLUMN     "submit_outcome" JSONB;
