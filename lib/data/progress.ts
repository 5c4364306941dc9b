import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement } from "@/lib/db";
import { FACTS_COLUMN_NAMES } from "@/lib/checklist/company-facts";
import { errors } from "@/lib/messages/toasts";
import { uuid } from "@/lib/validations/common";
import { FACTS_COLUMNS, notApplicableTaskSlugs, toFacts, type CompanyFactsRow } from "./applicability";
import { COMPANY_NOT_FOUND, requireCompany } from "./company";
import { isMemberSql } from "./membership";
import { VersionedJsonCache } from "./versioned-cache";

// Saving progress is lib/data/progress-save.ts; this file reads it.

export const PHASE_NOT_FOUND = "Phase not found";

/** A UTC ISO-8601 string like Date#toISOString, for a `timestamp(3)` column, in SQL. */
const isoSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each company's progress list response, per version of its rows (lib/data/versioned-cache.ts). */
const progressLists = new VersionedJsonCache<{ json: Buffer }>();

/**
 * The body of GET /api/company/{id}/progress, `{"data":[ProgressJson...]}` (lib/data/progress-save.ts)
 * as UTF-8 JSON. The list is the largest signed-in read (every document of every task), so Postgres
 * builds the JSON and the server keeps it per company with the version of the rows it was built
 * from. One statement, scoped to the user: it says whether the company is theirs (a fresh company
 * answers [], someone else's 404), reads the version, and builds the list only when the one held
 * here is not current. Another instance's save is therefore seen on the next request.
 */
export async function listProgressJson({ userId, companyId }: { userId: string; companyId: string }): Promise<Buffer> {
  if (!uuid.safeParse(companyId).success) throw new ApiError(404, COMPANY_NOT_FOUND);
  const key = companyId.toLowerCase();
  const row = await readProgressList(companyId, userId, progressLists.versionOf(key));
  // Not built: the one held is current, unless another request replaced or dropped it meanwhile.
  const cached = row.data === null ? progressLists.get(key, row.version) : null;
  if (cached) return cached.json;
  const { version, data } = row.data === null ? await readProgressList(companyId, userId, null) : row;
  const json = Buffer.from(`{"data":${data}}`);
  progressLists.set(key, version, { json });
  return json;
}

/**
 * The version of a company's progress list: every row's xmin (the id of the transaction that
 * wrote that version of the row; the row-version token Npgsql uses for optimistic concurrency)
 * with its task's (the list carries the task's phaseId), in row order. Any committed insert,
 * update or delete, by this instance, another one, or a cascade, changes it, and no write has to
 * touch a shared row: saves to one company do not queue behind each other.
 */
const VERSION_SQL = `md5(COALESCE(string_agg(cp.xmin::text || '.' || t.xmin::text, ',' ORDER BY cp.id), ''))`;

/** $1 company, $2 user, $3 the version held (the list is built only when it differs). */
const progressListStatement = sqlStatement<{ version: string; data: string | null }, [companyId: string, userId: string, held: string | null]>(
  "progress.list",
  { version: true, data: true },
  `SELECT v.version AS "version", CASE WHEN v.version IS DISTINCT FROM $3::text THEN (
       SELECT COALESCE(json_agg(json_build_object(
                'id', cp.id, 'taskId', cp.task_id, 'phaseId', t.phase_id, 'completed', cp.completed,
                'completedAt', ${isoSql("cp.completed_at")}, 'priority', cp.priority, 'notes', cp.notes,
                'documents', CASE WHEN jsonb_typeof(cp.documents) = 'object' THEN cp.documents END,
                'isOptional', cp.is_optional, 'updatedAt', ${isoSql("cp.updated_at")},
                'phase', json_build_object('id', t.phase_id)
              ) ORDER BY cp.updated_at ASC, cp.id ASC), '[]')::text
       FROM company_progress cp JOIN tasks t ON t.id = cp.task_id
       WHERE cp.company_id = c.id
     ) END AS "data"
     FROM companies c
     CROSS JOIN LATERAL (
       SELECT ${VERSION_SQL} AS version
       FROM company_progress cp JOIN tasks t ON t.id = cp.task_id
       WHERE cp.company_id = c.id
     ) v
     WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
);

/** The company's progress version and, unless it is `held`, the list as a JSON array; 404 when not the user's. */
async function readProgressList(companyId: string, userId: string, held: string | null) {
  const sql = await getSql();
  const [row] = await progressListStatement.run(sql, [companyId, userId, held]);
  if (!row) throw new ApiError(404, COMPANY_NOT_FOUND);
  return row;
}

const phaseProgressStatement = sqlStatement<
  { phaseId: string; slug: string | null; completed: boolean } & CompanyFactsRow,
  [companyId: string, userId: string, phaseIds: string[]]
>(
  "progress.phases",
  { phaseId: true, slug: true, completed: true, ...FACTS_COLUMN_NAMES },
  `SELECT p.id::text AS "phaseId", t.slug, COALESCE(cp.completed, false) AS "completed", ${FACTS_COLUMNS}
         FROM companies c
         JOIN phases p ON p.id = ANY($3::uuid[])
         LEFT JOIN tasks t ON t.phase_id = p.id
         LEFT JOIN company_progress cp ON cp.task_id = t.id AND cp.company_id = c.id
         WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
);

export interface PhaseProgress {
  phaseId: string;
  completed: number;
  total: number;
  error?: string;
}

/**
 * {completed, total} for many phases: total = tasks of the phase that apply to the company (at
 * least one line applies), completed = the company's completed progress rows among them. Unknown (or malformed) phase ids
 * come back with the SPEC.md section 8 error and zeros, in the order asked.
 */
export async function batchPhaseProgress({
  userId,
  companyId,
  phaseIds,
}: {
  userId: string;
  companyId: string;
  phaseIds: string[];
}): Promise<PhaseProgress[]> {
  if (!uuid.safeParse(companyId).success) throw new ApiError(404, COMPANY_NOT_FOUND);
  const valid = [
    ...new Set(
      phaseIds.flatMap((id) => {
        const parsed = uuid.safeParse(id);
        return parsed.success ? [parsed.data.toLowerCase()] : [];
      }),
    ),
  ];
  const found = new Map<string, { completed: number; total: number }>();
  // One statement with the ownership check in it; only an empty answer (someone else's company,
  // or no known phase asked) reads the company on its own to tell the two apart. One row per task
  // (none for a phase without tasks): tasks none of whose lines apply to the company's facts
  // (issue 18) are left out of both counts.
  const sql = await getSql();
  const rows = valid.length ? await phaseProgressStatement.run(sql, [companyId, userId, valid]) : [];
  if (!rows.length) await requireCompany({ userId, companyId });
  const excluded = rows.length ? notApplicableTaskSlugs(toFacts(rows[0])) : new Set<string>();
  for (const row of rows) {
    const entry = found.get(row.phaseId) ?? { completed: 0, total: 0 };
    found.set(row.phaseId, entry);
    if (row.slug === null || excluded.has(row.slug)) continue;
    entry.total++;
    if (row.completed) entry.completed++;
  }
  return phaseIds.map((phaseId) => {
    const progress = found.get(phaseId.toLowerCase());
    return progress ? { phaseId, ...progress } : { phaseId, completed: 0, total: 0, error: errors.fetchPhaseProgress };
  });
}

/** One phase's {completed, total}; 404 when the phase does not exist. */
export async function phaseProgress({ userId, companyId, phaseId }: { userId: string; companyId: string; phaseId: string }) {
  const [progress] = await batchPhaseProgress({ userId, companyId, phaseIds: [phaseId] });
  if (progress.error) throw new ApiError(404, PHASE_NOT_FOUND);
  return { completed: progress.completed, total: progress.total };
}
