-- Issue 17 viewer: per-space "Allow downloads" (on by default) and "Watermark documents" (off by default).
-- AlterTable
ALTER TABLE "shared_spaces" ADD COLUMN     "allow_downloads" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "watermark" BOOLEAN NOT NULL DEFAULT false;
