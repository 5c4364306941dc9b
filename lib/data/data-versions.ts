/**
 * The versions the in-process caches compare (lib/data/versioned-cache.ts), kept by the database.
 * data_versions holds one row per company whose progress or trash was ever written and one for
 * the checklist; the triggers of its migrations (prisma/migrations/20261126300000_data_versions,
 * 20261128100000_removed_documents_version) give a row a new random version in every transaction
 * that writes a company's progress or its trash (removed_documents), or the tasks or phases. So
 * every write is seen on the next request, another instance's, a cascade's or a hand-written
 * statement's included, and a reader reads a row by key instead of scanning the data.
 * Each is an SQL expression for the statement that also reads what it versions.
 */

/** A company's progress rows and trash (`company`: an SQL expression for its id); '' before its first write. */
export const companyVersionSql = (company: string) =>
  `COALESCE((SELECT dv.version::text FROM data_versions dv WHERE dv.key = (${company})::text), '')`;

/** The checklist: its tasks and phases (the seed, run by any instance, writes them). */
export const CHECKLIST_VERSION_SQL = `COALESCE((SELECT dv.version::text FROM data_versions dv WHERE dv.key = 'checklist'), '')`;

/** A company's progress with the checklist's tasks and phases: what its figures, its progress list and its readiness are built from. */
export const figuresVersionSql = (company: string) => `(${companyVersionSql(company)} || ';' || ${CHECKLIST_VERSION_SQL})`;
