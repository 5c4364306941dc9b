-- The access log is read newest visit first, a page at a time (keyset on last_viewed_at, id):
-- an index in that order lets the first page of a 100,000-visit space read 101 rows, no sort.
-- CreateIndex
CREATE INDEX "shared_space_access_shared_space_id_last_viewed_at_id_idx" ON "shared_space_access"("shared_space_id", "last_viewed_at" DESC, "id" DESC);
