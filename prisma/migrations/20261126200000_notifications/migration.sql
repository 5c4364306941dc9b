-- Notifications (issue 17): daily digest opt-in, its once-a-day bookkeeping, and the bell's seen-at.
-- CreateTable
CREATE TABLE "notification_settings" (
    "user_id" UUID NOT NULL,
    "daily_digest" BOOLEAN NOT NULL DEFAULT false,
    "last_digest_on" DATE,
    "seen_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "notification_settings_daily_digest_idx" ON "notification_settings"("daily_digest");

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
