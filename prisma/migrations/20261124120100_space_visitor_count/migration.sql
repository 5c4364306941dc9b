-- The access log's total (X-Total-Count) without counting every access row: the visit statement
-- adds one when it inserts a new visitor's row (lib/data/shared-view.ts). Existing spaces are
-- counted once here.
-- AlterTable
ALTER TABLE "shared_spaces" ADD COLUMN "visitor_count" INTEGER NOT NULL DEFAULT 0;

UPDATE "shared_spaces" s SET "visitor_count" = (SELECT count(*) FROM "shared_space_access" a WHERE a."shared_space_id" = s."id");
