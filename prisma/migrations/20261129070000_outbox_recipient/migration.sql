-- Who a notification mail is for and which company it is about (visit alerts, digests, reminders):
-- removing a member drops what is still queued for them about that company. NULL for account mail
-- (verification, reset, change of email), which no membership governs. No foreign keys: a sent row
-- outlives its user and company as a delivery record.
ALTER TABLE "email_outbox" ADD COLUMN "user_id" UUID;
ALTER TABLE "email_outbox" ADD COLUMN "company_id" UUID;

-- CreateIndex
CREATE INDEX "email_outbox_user_id_company_id_idx" ON "email_outbox"("user_id", "company_id");
