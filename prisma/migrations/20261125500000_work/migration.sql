-- Work (issue 19): task assignee and due date, per-member reminder opt-out, reminder dedupe, activity feed.
-- AlterTable
ALTER TABLE "company_progress" ADD COLUMN     "assignee_id" UUID,
ADD COLUMN     "due_on" DATE;

-- AlterTable
ALTER TABLE "company_members" ADD COLUMN     "task_reminders" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "task_reminder_sends" (
    "company_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "sent_on" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "task_reminder_sends_pkey" PRIMARY KEY ("company_id","user_id","sent_on")
);

-- CreateTable
CREATE TABLE "company_activity" (
    "id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "actor_id" UUID,
    "action" TEXT NOT NULL,
    "subject" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "company_progress_assignee_id_idx" ON "company_progress"("assignee_id");

-- CreateIndex
CREATE INDEX "task_reminder_sends_sent_on_idx" ON "task_reminder_sends"("sent_on");

-- CreateIndex
CREATE INDEX "company_activity_company_id_created_at_idx" ON "company_activity"("company_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "company_activity_actor_id_idx" ON "company_activity"("actor_id");

-- AddForeignKey
ALTER TABLE "company_progress" ADD CONSTRAINT "company_progress_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_reminder_sends" ADD CONSTRAINT "task_reminder_sends_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_reminder_sends" ADD CONSTRAINT "task_reminder_sends_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_activity" ADD CONSTRAINT "company_activity_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_activity" ADD CONSTRAINT "company_activity_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
