-- Stable slug of each document line of a task, by line index (lib/checklist/document-slugs.ts).
-- The checklist seed compares it with the checklist's current slugs and re-keys stored documents
-- when lines move. NULL until the first seed after this migration fills it.
ALTER TABLE "tasks" ADD COLUMN "document_slugs" JSONB;
