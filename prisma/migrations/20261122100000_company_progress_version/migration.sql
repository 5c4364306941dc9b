-- The version of a company's progress list (issue 8): a server may keep the list's JSON while the
-- number it was built at is still the company's. Kept by triggers, so every write path counts:
-- saves, deletes (a task or company removed cascades here) and a task moving to another phase
-- (the list carries each row's phaseId).

-- AlterTable
ALTER TABLE "companies" ADD COLUMN "progress_version" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "bump_company_progress_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "companies" SET "progress_version" = "progress_version" + 1 WHERE "id" = OLD."company_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW."company_id" <> OLD."company_id") THEN
    UPDATE "companies" SET "progress_version" = "progress_version" + 1 WHERE "id" = NEW."company_id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "company_progress_version"
AFTER INSERT OR UPDATE OR DELETE ON "company_progress"
FOR EACH ROW EXECUTE FUNCTION "bump_company_progress_version"();

CREATE FUNCTION "bump_progress_version_on_task_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "companies" SET "progress_version" = "progress_version" + 1
  WHERE "id" IN (SELECT "company_id" FROM "company_progress" WHERE "task_id" = NEW."id");
  RETURN NULL;
END
$$;

CREATE TRIGGER "task_phase_progress_version"
AFTER UPDATE OF "phase_id" ON "tasks"
FOR EACH ROW WHEN (OLD."phase_id" IS DISTINCT FROM NEW."phase_id")
EXECUTE FUNCTION "bump_progress_version_on_task_move"();
