-- Trusted senders of verification mail (docs/guarantees.md): a code or link is used only from mail
-- whose sender belongs to the application's platform or the employer. Other mail is kept for the record.
-- AlterTable
ALTER TABLE "inbound_emails" ADD COLUMN     "envelope_sender" TEXT,
ADD COLUMN     "sender_domain" TEXT,
ADD COLUMN     "trusted" BOOLEAN NOT NULL DEFAULT false;
