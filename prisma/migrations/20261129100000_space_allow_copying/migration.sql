-- The viewer lays pdf.js's text layer over each page (select, copy, find, screen readers) unless
-- the founder turns copying off for the space.
ALTER TABLE "shared_spaces" ADD COLUMN "allow_copying" BOOLEAN NOT NULL DEFAULT true;
