-- Sessions expire after SESSION_IDLE_DAYS without use (sliding), on top of their absolute expiry.
ALTER TABLE "sessions" ADD COLUMN "last_used_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
