import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getSql } from "@/lib/db";
import { errors } from "@/lib/messages";
import { uuid } from "@/lib/validations/common";
import { COMPANY_NOT_FOUND, requireCompany } from "./company";

// Saving progress is lib/data/progress-save.ts; this file reads it.

export const PHASE_NOT_FOUND = "Phase not found";

/** A UTC ISO-8601 string like Date#toISOString, for a `timestamp(3)` column, in SQL. */
const isoSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The company's progress rows as a JSON array (ProgressJson, lib/data/progress-save.ts), built by Postgres and
 * passed through as text: the list is the largest signed-in read (every document of every task),
 * and parsing it into objects only to serialise it again was most of its cost. One statement,
 * scoped to the user; it also says whether the company is theirs (a fresh company answers [],
 * someone else's 404).
 */
export async function listProgressJson({ userId, companyId }: { userId: string; companyId: string }): Promise<string> {
  if (!uuid.safeParse(companyId).success) throw new ApiError(404, COMPANY_NOT_FOUND);
  const sql = await getSql();
  const [row] = await sql.rows<{ data: string | null }>(
    `SELECT (
       SELECT COALESCE(json_agg(json_build_object(
                'id', cp.id, 'taskId', cp.task_id, 'phaseId', t.phase_id, 'completed', cp.completed,
                'completedAt', ${isoSql("cp.completed_at")}, 'priority', cp.priority, 'notes', cp.notes,
                'documents', CASE WHEN jsonb_typeof(cp.documents) = 'object' THEN cp.documents END,
                'isOptional', cp.is_optional, 'updatedAt', ${isoSql("cp.updated_at")},
                'phase', json_build_object('id', t.phase_id)
              ) ORDER BY cp.updated_at ASC, cp.id ASC), '[]')::text
       FROM company_progress cp JOIN tasks t ON t.id = cp.task_id
       WHERE cp.company_id = c.id
     ) AS "data"
     FROM companies c WHERE c.id = $1::uuid AND c.user_id = $2::uuid`,
    [companyId, userId],
  );
  if (!row?.data) throw new ApiError(404, COMPANY_NOT_FOUND);
  return row.data;
}

export interface PhaseProgress {
  phaseId: string;
  completed: number;
  total: number;
  error?: string;
}

/**
 * {completed, total} for many phases in one SQL statement: total = tasks of the phase,
 * completed = the company's completed progress rows among them. Unknown (or malformed) phase ids
 * come back with the SPEC.md section 8 error and zeros, in the order asked.
 */
export async function batchPhaseProgress({ userId, companyId, phaseIds }: { userId: string; companyId: string; phaseIds: string[] }): Promise<PhaseProgress[]> {
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
  // or no known phase asked) reads the company on its own to tell the two apart.
  const sql = await getSql();
  const rows = valid.length
    ? await sql.rows<{ phaseId: string; completed: number; total: number }>(
        `SELECT p.id::text AS "phaseId",
                COUNT(t.id)::int AS "total",
                COUNT(cp.id) FILTER (WHERE cp.completed)::int AS "completed"
         FROM companies c
         JOIN phases p ON p.id = ANY($3::uuid[])
         LEFT JOIN tasks t ON t.phase_id = p.id
         LEFT JOIN company_progress cp ON cp.task_id = t.id AND cp.company_id = c.id
         WHERE c.id = $1::uuid AND c.user_id = $2::uuid
         GROUP BY p.id`,
        [companyId, userId, valid],
      )
    : [];
  if (!rows.length) await requireCompany({ userId, companyId });
  for (const row of rows) found.set(row.phaseId, { completed: row.completed, total: row.total });
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
