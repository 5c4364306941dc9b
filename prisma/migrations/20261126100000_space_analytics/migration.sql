-- Space analytics (issue 17): each opening of a space is a visit; its events are documents
-- opened and downloaded (the file route) and pages viewed with time (the viewer's beacons).
CREATE TABLE "shared_space_visits" (
    "id" UUID NOT NULL,
    "shared_space_id" UUID NOT NULL,
    "access_id" UUID NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL,
    "event_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "shared_space_visits_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "shared_space_events" (
    "id" UUID NOT NULL,
    "visit_id" UUID NOT NULL,
    "shared_space_id" UUID NOT NULL,
    "file_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "page" INTEGER,
    "duration_ms" INTEGER,
    "occurred_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shared_space_events_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "shared_space_visits_shared_space_id_started_at_idx" ON "shared_space_visits"("shared_space_id", "started_at");
CREATE INDEX "shared_space_visits_access_id_idx" ON "shared_space_visits"("access_id");
CREATE INDEX "shared_space_events_visit_id_occurred_at_idx" ON "shared_space_events"("visit_id", "occurred_at");
CREATE INDEX "shared_space_events_shared_space_id_occurred_at_idx" ON "shared_space_events"("shared_space_id", "occurred_at");

ALTER TABLE "shared_space_visits" ADD CONSTRAINT "shared_space_visits_shared_space_id_fkey" FOREIGN KEY ("shared_space_id") REFERENCES "shared_spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "shared_space_visits" ADD CONSTRAINT "shared_space_visits_access_id_fkey" FOREIGN KEY ("access_id") REFERENCES "shared_space_access"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "shared_space_events" ADD CONSTRAINT "shared_space_events_visit_id_fkey" FOREIGN KEY ("visit_id") REFERENCES "shared_space_visits"("id") ON DELETE CASCADE ON UPDATE CASCADE;
