-- The versions the in-process caches compare (issue 14; lib/data/data-versions.ts): one row per
-- company whose progress was ever written (key: the company's id) and one for the checklist (key
-- 'checklist': its tasks and phases). The database gives a row a new random version in every
-- transaction that writes what it covers, so every write path, another instance's, a cascade or a
-- hand-written statement included, is seen, and a reader reads one row instead of scanning the
-- rows' xmin. Read only by SQL; no model in schema.prisma.
CREATE TABLE "data_versions" (
    "key" TEXT NOT NULL,
    "version" UUID NOT NULL,

    CONSTRAINT "data_versions_pkey" PRIMARY KEY ("key")
);

CREATE FUNCTION "bump_data_version"("row_key" TEXT) RETURNS VOID LANGUAGE sql AS $$
  INSERT INTO "data_versions" ("key", "version") VALUES (row_key, gen_random_uuid())
  ON CONFLICT ("key") DO UPDATE SET "version" = EXCLUDED."version"
$$;

-- A company's progress: per row, deferred to the commit, so the version row is locked only
-- while committing and two saves to one company never wait for each other before that. A company
-- gone by then (deleted in the same transaction: the cascade) gets no row back; its own delete
-- trigger below removed it.
CREATE FUNCTION "company_progress_version"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  company UUID := CASE WHEN TG_OP = 'DELETE' THEN OLD."company_id" ELSE NEW."company_id" END;
BEGIN
  IF EXISTS (SELECT 1 FROM "companies" WHERE "id" = company) THEN
    PERFORM "bump_data_version"(company::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER "company_progress_version"
    AFTER INSERT OR UPDATE OR DELETE ON "company_progress"
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION "company_progress_version"();

-- A deleted company leaves no row, whether or not it had progress to cascade (the one place that
-- removes a company's row).
CREATE FUNCTION "company_version_delete"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "data_versions" WHERE "key" = OLD."id"::text;
  RETURN NULL;
END
$$;

CREATE TRIGGER "company_version_delete"
    AFTER DELETE ON "companies"
    FOR EACH ROW EXECUTE FUNCTION "company_version_delete"();

-- TRUNCATE names no rows: every company's version is dropped, so none stays current.
CREATE FUNCTION "company_progress_truncate_versions"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "data_versions" WHERE "key" <> 'checklist';
  RETURN NULL;
END
$$;

CREATE TRIGGER "company_progress_truncate_versions"
    AFTER TRUNCATE ON "company_progress"
    FOR EACH STATEMENT EXECUTE FUNCTION "company_progress_truncate_versions"();

-- The checklist: written by the seed only, once per statement.
CREATE FUNCTION "checklist_version"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_data_version"('checklist');
  RETURN NULL;
END
$$;

CREATE TRIGGER "tasks_version"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks"
    FOR EACH STATEMENT EXECUTE FUNCTION "checklist_version"();

CREATE TRIGGER "phases_version"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "phases"
    FOR EACH STATEMENT EXECUTE FUNCTION "checklist_version"();
