-- Expiry reminders (issue 18): one row per reminder sent, so re-runs and two instances never send twice.
CREATE TABLE "expiry_reminders" (
    "id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "task_id" UUID NOT NULL,
    "document_key" TEXT NOT NULL,
    "expires_on" DATE NOT NULL,
    "days_before" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expiry_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "expiry_reminders_once_key" ON "expiry_reminders"("company_id", "task_id", "document_key", "expires_on", "days_before", "user_id");

-- AddForeignKey
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
