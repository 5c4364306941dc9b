import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { checklist as shippedChecklist } from "@/lib/checklist";
import { documentSlugs } from "@/lib/checklist/document-slugs";
import { buildTagIndex, type TagIndex } from "@/lib/checklist/metadata";
import type { ChecklistPhase } from "@/lib/checklist/types";
import { rekeyDocuments } from "./seed-rekey";
import { EMPTY_SEED_RESULT, type SeedResult, type SeedSql } from "./seed-result";
import { sqlStatement } from "./typed-sql";

export { EMPTY_SEED_RESULT, type SeedResult, type SeedSql } from "./seed-result";

/**
 * The checklist the seed writes: the shipped one, or - for tests that change the checklist between
 * two starts (tests/reliability/instances.mjs) - the JSON file named by CHECKLIST_OVERRIDE_FILE.
 */
export function resolveChecklist(env: NodeJS.ProcessEnv = process.env): ChecklistPhase[] {
  const file = env.CHECKLIST_OVERRIDE_FILE?.trim();
  if (!file) return shippedChecklist;
  const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`CHECKLIST_OVERRIDE_FILE ${file} must hold a JSON array of phases`);
  return parsed as ChecklistPhase[];
}

interface PhaseRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  order: number;
  icon: string | null;
  color: string | null;
}

interface TaskRow {
  id: string;
  slug: string;
  phaseId: string;
  title: string;
  description: string | null;
  priority: string;
  estimatedDays: number | null;
  order: number;
  category: string | null;
  documentSlugs: unknown;
}

// The seed's statements (lib/db/typed-sql.ts).
const phasesStatement = sqlStatement<PhaseRow>(
  "seed.phases",
  { id: true, slug: true, name: true, description: true, order: true, icon: true, color: true },
  `SELECT id::text AS id, slug, name, description, "order", icon, color FROM phases`,
);
const tasksStatement = sqlStatement<TaskRow>(
  "seed.tasks",
  {
    id: true,
    slug: true,
    phaseId: true,
    title: true,
    description: true,
    priority: true,
    estimatedDays: true,
    order: true,
    category: true,
    documentSlugs: true,
  },
  `SELECT id::text AS id, slug, phase_id::text AS "phaseId", title, description, priority,
              estimated_days AS "estimatedDays", "order", category, document_slugs AS "documentSlugs"
       FROM tasks`,
);
const upsertPhaseStatement = sqlStatement<
  { id: string; inserted: boolean },
  [id: string, slug: string, name: string, description: string | null, order: number, icon: string | null, color: string | null]
>(
  "seed.upsertPhase",
  { id: true, inserted: true },
  `INSERT INTO phases (id, slug, name, description, "order", icon, color)
         VALUES ($1::uuid, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
           "order" = EXCLUDED."order", icon = EXCLUDED.icon, color = EXCLUDED.color
         RETURNING id::text AS id, (xmax = 0) AS inserted`,
);
const upsertTaskStatement = sqlStatement<
  { id: string; inserted: boolean },
  [
    id: string,
    slug: string,
    phaseId: string,
    title: string,
    description: string,
    priority: string,
    estimatedDays: number | null,
    order: number,
    category: string | null,
    documentSlugs: string,
  ]
>(
  "seed.upsertTask",
  { id: true, inserted: true },
  `INSERT INTO tasks (id, slug, phase_id, title, description, priority, estimated_days, "order", category, document_slugs)
           VALUES ($1::uuid, $2, $3::uuid, $4, $5, $6, $7, $8, $9, $10::jsonb)
           ON CONFLICT (slug) DO UPDATE SET phase_id = EXCLUDED.phase_id, title = EXCLUDED.title,
             description = EXCLUDED.description, priority = EXCLUDED.priority, estimated_days = EXCLUDED.estimated_days,
             "order" = EXCLUDED."order", category = EXCLUDED.category, document_slugs = EXCLUDED.document_slugs
           RETURNING id::text AS id, (xmax = 0) AS inserted`,
);
/**
 * Upserts the checklist by stable slug and keeps every stored document on its own line. Must run
 * inside one transaction (the caller's: lib/db/migrate.ts runs it under the migration lock), so
 * the rows, the re-keyed documents and the trash entries commit together or not at all.
 *
 * - Phases and tasks: `INSERT ... ON CONFLICT (slug) DO UPDATE`, only for rows whose text changed,
 *   so a restart with an unchanged checklist costs two reads and writes nothing. Ids (and so every
 *   founder's progress) stay; tasks that left the checklist are kept.
 * - Document lines: each task stores the slug of each line (tasks.document_slugs). When the list
 *   differs from the checklist's, every progress row of the task is re-keyed: an entry follows
 *   its line's slug to the line's new index; an entry whose line is gone (or that matched no
 *   line) goes to removed_documents, never onto a neighbour. Shared-space document items follow
 *   the same way; one whose line is gone is dropped from its space. `completed` is recomputed.
 * Running it again with the same checklist changes nothing.
 */
export async function seedChecklist(sql: SeedSql, phases: ChecklistPhase[] = shippedChecklist): Promise<SeedResult> {
  const result: SeedResult = { ...EMPTY_SEED_RESULT };
  const [phaseRows, taskRows] = await Promise.all([phasesStatement.run(sql), tasksStatement.run(sql)]);
  const phaseBySlug = new Map(phaseRows.map((p) => [p.slug, p]));
  let tagIndex: TagIndex | undefined;
  const taskBySlug = new Map(taskRows.map((t) => [t.slug, t]));

  for (const phase of phases) {
    const fields = { name: phase.name, description: phase.description, order: phase.order, icon: phase.icon, color: phase.color };
    let phaseId = phaseBySlug.get(phase.slug)?.id;
    const existing = phaseBySlug.get(phase.slug);
    if (!existing || differs(existing, fields)) {
      const [row] = await upsertPhaseStatement.run(sql, [
        randomUUID(),
        phase.slug,
        fields.name,
        fields.description ?? null,
        fields.order,
        fields.icon ?? null,
        fields.color ?? null,
      ]);
      phaseId = row.id;
      if (row.inserted) result.phasesCreated++;
      else result.phasesUpdated++;
    }

    for (const task of phase.tasks) {
      const slugs = documentSlugs(task.slug, task.description);
      const taskFields = {
        phaseId: phaseId!,
        title: task.title,
        description: task.description,
        priority: task.priority,
        estimatedDays: task.estimatedDays,
        order: task.order,
        category: task.category,
      };
      const current = taskBySlug.get(task.slug);
      // Before the first seed that records slugs, the stored description says where lines were.
      const storedSlugs = current ? (asSlugList(current.documentSlugs) ?? documentSlugs(task.slug, current.description)) : null;
      const slugsChanged = current ? !sameList(asSlugList(current.documentSlugs), slugs) : false;
      if (!current || differs(current, taskFields) || slugsChanged) {
        const [row] = await upsertTaskStatement.run(sql, [
          randomUUID(),
          task.slug,
          taskFields.phaseId,
          task.title,
          task.description,
          task.priority,
          task.estimatedDays ?? null,
          task.order,
          task.category ?? null,
          JSON.stringify(slugs),
        ]);
        if (row.inserted) result.tasksCreated++;
        else if (!current || differs(current, taskFields)) result.tasksUpdated++;
      }
      if (current && storedSlugs && !sameList(storedSlugs, slugs)) {
        const lineTags = (tagIndex ??= buildTagIndex(phases)).get(task.slug);
        await rekeyDocuments(sql, { id: current.id, slug: task.slug, description: task.description, lineTags }, storedSlugs, slugs, result);
      }
    }
  }
  return result;
}

function asSlugList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? (value as string[]) : null;
}

function sameList(a: readonly string[] | null, b: readonly string[]): boolean {
  return a !== null && a.length === b.length && a.every((v, i) => v === b[i]);
}

function differs(row: object, fields: Record<string, unknown>): boolean {
  const values = row as Record<string, unknown>;
  return Object.entries(fields).some(([key, value]) => (values[key] ?? null) !== (value ?? null));
}
