import "server-only";
import { ApiError } from "@/lib/errors";
import { getSql, sqlStatement } from "@/lib/db";
import type { CompanyFacts } from "@/lib/checklist/applicability";
import { FACTS_COLUMN_NAMES } from "@/lib/checklist/company-facts";
import { progressMessages } from "@/lib/messages/progress";
import { errors } from "@/lib/messages/toasts";
import { uuid } from "@/lib/validations/common";
import { FACTS_COLUMNS, toFacts, type CompanyFactsRow } from "@/lib/checklist/company-facts";
import { notApplicableTaskSlugs } from "@/lib/checklist/task-lines";
import { COMPANY_NOT_FOUND, requireCompany } from "@/lib/company/company";
import { figuresVersionSql } from "@/lib/data/data-versions";
import { isMemberSql } from "@/lib/data/membership";
import { VersionedJsonCache } from "@/lib/data/versioned-cache";
import { progressRecordSchema } from "./schema";

// The reads of progress: the company's list and the phases' figures. Saving is lib/progress/save.ts.

export const PHASE_NOT_FOUND = progressMessages.phaseNotFound;

/** A UTC ISO-8601 string like Date#toISOString, for a `timestamp(3)` column, in SQL. */
const isoSql = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The keys whose SQL is not the row's own snake_case column (cp: the progress row, t: its task). */
const RECORD_SQL: Record<string, string> = {
  phaseId: "t.phase_id",
  completedAt: isoSql("cp.completed_at"),
  documents: "CASE WHEN jsonb_typeof(cp.documents) = 'object' THEN cp.documents END",
  updatedAt: isoSql("cp.updated_at"),
  phase: "json_build_object('id', t.phase_id)",
};
/** One record as SQL JSON, key by key from the record's schema (lib/progress/schema.ts), so no key is listed twice. */
const RECORD_JSON = `json_build_object(${Object.keys(progressRecordSchema.shape)
  .map((key) => `'${key}', ${RECORD_SQL[key] ?? `cp.${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`}`)
  .join(", ")})`;

/** Each company's progress list response, per version of its rows (lib/data/versioned-cache.ts). */
const progressLists = new VersionedJsonCache<{ json: Buffer }>();

/**
 * The body of GET /api/company/{id}/progress, `{"data":[ProgressJson...]}` (lib/progress/schema.ts)
 * as UTF-8 JSON. The list is the largest signed-in read (every document of every task), so Postgres
 * builds the JSON and the server keeps it per company with the version of the rows it was built
 * from (lib/data/data-versions.ts). One statement, scoped to the user: it says whether the company
 * is theirs (a fresh company answers [], someone else's 404), reads the version, and builds the
 * list only when the one held here is not current. Another instance's save is therefore seen on the next request.
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

/** $1 company, $2 user, $3 the version held (the list is built only when it differs). */
const progressListStatement = sqlStatement<{ version: string; data: string | null }, [companyId: string, userId: string, held: string | null]>(
  "progress.list",
  { version: true, data: true },
  `SELECT v.version AS "version", CASE WHEN v.version IS DISTINCT FROM $3::text THEN (
       SELECT COALESCE(json_agg(${RECORD_JSON} ORDER BY cp.updated_at ASC, cp.id ASC), '[]')::text
       FROM company_progress cp JOIN tasks t ON t.id = cp.task_id
       WHERE cp.company_id = c.id
     ) END AS "data"
     FROM companies c CROSS JOIN LATERAL (SELECT ${figuresVersionSql("c.id")} AS version) v
     WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
);

/** The company's progress version and, unless it is `held`, the list as a JSON array; 404 when not the user's. */
async function readProgressList(companyId: string, userId: string, held: string | null) {
  const sql = await getSql();
  const [row] = await progressListStatement.run(sql, [companyId, userId, held]);
  if (!row) throw new ApiError(404, COMPANY_NOT_FOUND);
  return row;
}

type TaskState = { phaseId: string; slug: string | null; completed: boolean };

/**
 * $1 company, $2 user, $3 phases, $4 the version held: the company's facts and figures' version
 * when the user is a member (no row otherwise), and unless the version is the one held, one entry
 * per task of the phases asked (one with a null slug for a phase without tasks).
 */
const phaseProgressStatement = sqlStatement<
  { version: string; tasks: TaskState[] | null } & CompanyFactsRow,
  [companyId: string, userId: string, phaseIds: string[], held: string | null]
>(
  "progress.phases",
  { version: true, tasks: true, ...FACTS_COLUMN_NAMES },
  `SELECT v.version AS "version", ${FACTS_COLUMNS}, CASE WHEN v.version IS DISTINCT FROM $4::text THEN (
       SELECT COALESCE(json_agg(json_build_object('phaseId', p.id, 'slug', t.slug, 'completed', COALESCE(cp.completed, false))), '[]')
       FROM phases p
       LEFT JOIN tasks t ON t.phase_id = p.id
       LEFT JOIN company_progress cp ON cp.task_id = t.id AND cp.company_id = c.id
       WHERE p.id = ANY($3::uuid[])
     ) END AS "tasks"
     FROM companies c CROSS JOIN LATERAL (SELECT ${figuresVersionSql("c.id")} AS version) v
     WHERE c.id = $1::uuid AND ${isMemberSql("c", "$2")}`,
);

/** Each company's {completed, total} per phase for a set of phases, per version and facts (lib/data/versioned-cache.ts). */
const phaseFigures = new VersionedJsonCache<{ json: Buffer }>();

export interface PhaseProgress {
  phaseId: string;
  completed: number;
  total: number;
  error?: string;
}

type Figures = Record<string, { completed: number; total: number }>;

/** total = tasks of the phase none of whose lines apply is left out of, completed = the company's completed ones among them. */
function countFigures(tasks: TaskState[], facts: CompanyFacts): Figures {
  const excluded = notApplicableTaskSlugs(facts);
  const found: Figures = {};
  for (const task of tasks) {
    const entry = (found[task.phaseId] ??= { completed: 0, total: 0 });
    if (task.slug === null || excluded.has(task.slug)) continue;
    entry.total++;
    if (task.completed) entry.completed++;
  }
  return found;
}

/**
 * {completed, total} for many phases: total = tasks of the phase that apply to the company (at
 * least one line applies), completed = the company's completed progress rows among them. Unknown (or malformed) phase ids
 * come back with the SPEC.md section 8 error and zeros, in the order asked. One statement, with the
 * membership check in it (someone else's company: 404): it reads the figures' version and, unless
 * the figures held here for that version are current, every task's state; another instance's save
 * or a checklist seed is therefore seen on the next request.
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
  const key = `${companyId.toLowerCase()}:${valid.join(",")}`;
  const sql = await getSql();
  const read = async (held: string | null) => (await phaseProgressStatement.run(sql, [companyId, userId, valid, held]))[0];
  // The version held is "<figures' version> <facts>": the statement compares the first part.
  let row = await read(phaseFigures.versionOf(key)?.split(" ")[0] ?? null);
  if (!row) {
    // Not a member (404 from here), or one since the statement ran.
    await requireCompany({ userId, companyId });
    row = await read(null);
    if (!row) throw new ApiError(404, COMPANY_NOT_FOUND);
  }
  const versionOf = (current: NonNullable<typeof row>) => `${current.version} ${JSON.stringify(toFacts(current))}`;
  const cached = row.tasks === null ? phaseFigures.get(key, versionOf(row)) : null;
  // Not sent, and not held either (the facts changed, or another request dropped the entry): read them.
  if (!cached && row.tasks === null) row = (await read(null)) ?? row;
  // Counted and kept with the facts of the row the tasks came from.
  const figures: Figures = cached ? (JSON.parse(cached.json.toString()) as Figures) : countFigures(row.tasks ?? [], toFacts(row));
  if (!cached) phaseFigures.set(key, versionOf(row), { json: Buffer.from(JSON.stringify(figures)) });
  return phaseIds.map((phaseId) => {
    const progress = figures[phaseId.toLowerCase()];
    return progress ? { phaseId, ...progress } : { phaseId, completed: 0, total: 0, error: errors.fetchPhaseProgress };
  });
}

/** One phase's {completed, total}; 404 when the phase does not exist. */
export async function phaseProgress({ userId, companyId, phaseId }: { userId: string; companyId: string; phaseId: string }) {
  const [progress] = await batchPhaseProgress({ userId, companyId, phaseIds: [phaseId] });
  if (progress.error) throw new ApiError(404, PHASE_NOT_FOUND);
  return { completed: progress.completed, total: progress.total };
}
