// The checklist rows of ./instances.mjs: exist once, as stored, and a task's document lines.
import { check, sql } from "./support.mjs";

export async function rowsOnce(round, databaseUrl, expectedTasks) {
  const dupPhases = await sql(databaseUrl, `SELECT slug FROM phases GROUP BY slug HAVING count(*) > 1`);
  const dupTasks = await sql(databaseUrl, `SELECT slug FROM tasks GROUP BY slug HAVING count(*) > 1`);
  const [{ count }] = await sql(databaseUrl, `SELECT count(*)::int AS count FROM tasks`);
  const [{ migrations }] = await sql(
    databaseUrl,
    `SELECT count(*)::int AS migrations FROM "_prisma_migrations" GROUP BY migration_name ORDER BY 1 DESC LIMIT 1`,
  );
  check(
    `${round}: checklist rows and migrations exist once`,
    dupPhases.length === 0 && dupTasks.length === 0 && migrations === 1 && (expectedTasks === undefined || count === expectedTasks),
    `${count} tasks${expectedTasks === undefined ? "" : ` (expected ${expectedTasks})`}, duplicate phases ${dupPhases.length}, duplicate tasks ${dupTasks.length}`,
  );
  return count;
}
/** A task description's document names, like parseDocumentLines (lib/progress/rules.ts): these scripts run as plain JavaScript. */
export const documentLines = (description) =>
  (description ?? "")
    .split("\n")
    .filter((l) => /^\s*[-•]/.test(l))
    .map((l) => l.replace(/^\s*[-•]\s*/, "").trim());

/** The checklist as stored (the shipped one), to derive the changed checklist from. */
export async function storedChecklist(databaseUrl) {
  const phases = await sql(databaseUrl, `SELECT id, slug, name, description, icon, color, "order" FROM phases ORDER BY "order"`);
  const tasks = await sql(
    databaseUrl,
    `SELECT phase_id, slug, title, description, priority, estimated_days, "order", category FROM tasks ORDER BY "order"`,
  );
  return phases.map((p) => ({
    slug: p.slug,
    name: p.name,
    description: p.description,
    icon: p.icon,
    color: p.color,
    order: p.order,
    tasks: tasks
      .filter((t) => t.phase_id === p.id)
      .map((t) => ({
        slug: t.slug,
        title: t.title,
        category: t.category,
        priority: t.priority,
        estimatedDays: t.estimated_days,
        order: t.order,
        description: t.description,
      })),
  }));
}
