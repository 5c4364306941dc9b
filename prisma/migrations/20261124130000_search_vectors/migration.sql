-- Full-text search (issue 18): one generated tsvector per searchable table, each with a GIN index.
-- The 'simple' configuration lower-cases without stemming, so a prefix query typed letter by
-- letter ("incorp:*") keeps matching the stored word ("incorporation"); an English stem
-- ("incorpor") would stop matching at "incorporat". Generated columns keep themselves up to date
-- on every insert and update (seed upserts, progress saves, uploads) with no trigger to maintain.

-- Checklist tasks: the title (weight A) outranks the description and its document lines (B).
ALTER TABLE "tasks" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'B')
) STORED;
CREATE INDEX "tasks_search_vector_idx" ON "tasks" USING GIN ("search_vector");

-- A company's progress on a task: its notes and the names of its documents (the `name` of each
-- entry of the `documents` map).
ALTER TABLE "company_progress" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, coalesce("notes", '')) ||
  jsonb_to_tsvector('simple'::regconfig, coalesce(jsonb_path_query_array("documents", '$.*.name'), '[]'::jsonb), '["string"]'::jsonb)
) STORED;
CREATE INDEX "company_progress_search_vector_idx" ON "company_progress" USING GIN ("search_vector");

-- Uploaded files, by file name.
ALTER TABLE "stored_files" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, coalesce("file_name", ''))
) STORED;
CREATE INDEX "stored_files_search_vector_idx" ON "stored_files" USING GIN ("search_vector");
