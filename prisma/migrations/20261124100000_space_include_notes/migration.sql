-- Issue 21: visitors see task notes only when the founder ticks them in for the space.
-- Existing spaces keep notes out (false), whatever they showed before.
-- AlterTable
ALTER TABLE "shared_spaces" ADD COLUMN "include_notes" BOOLEAN NOT NULL DEFAULT false;
