-- A shared space shows its visitors only the documents provided (a file or a link); the founder's
-- progress (what is missing, Optional, Not applicable) only when this is turned on for the space.
ALTER TABLE "shared_spaces" ADD COLUMN "show_checklist_status" BOOLEAN NOT NULL DEFAULT false;
