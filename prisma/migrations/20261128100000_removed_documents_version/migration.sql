-- A company's version (data_versions, migration 20261126300000) also covers its trash
-- (removed_documents): the visitor view (lib/data/shared-live-space.ts) reads which documents were
-- removed, and compared the trash's COUNT and MAX(removed_at), a scan that grew with the trash.
-- The same per-row, deferred trigger as company_progress's (the function reads the row's
-- company_id), and the same drop of every company's row on a TRUNCATE.
CREATE CONSTRAINT TRIGGER "removed_documents_version"
    AFTER INSERT OR UPDATE OR DELETE ON "removed_documents"
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION "company_progress_version"();

CREATE TRIGGER "removed_documents_truncate_versions"
    AFTER TRUNCATE ON "removed_documents"
    FOR EACH STATEMENT EXECUTE FUNCTION "company_progress_truncate_versions"();
