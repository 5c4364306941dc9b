import type { Prisma, PrismaClient } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/progress/rules";
import { generateAccessCode } from "@/lib/spaces/rules/access-code";
import { documentSnapshot, taskSnapshot, type SnapshotProgress, type SnapshotTask } from "@/lib/visitor/snapshots";

/**
 * The benchmark's company, written straight to the database (Prisma client from lib/db). Scale 1:
 * the full checklist, every document of every task filled, a team of 50, 20 shared spaces of 200
 * items each and 5,000 access rows. Scale N multiplies the tasks (copies of the checklist tasks
 * in the same phases), the team, the spaces and the access rows. Seeding is growth-only and
 * idempotent: seeding 4 after 1 adds what is missing, so one database can be measured at both.
 */
export interface SeedSizes {
  team: number;
  spaces: number;
  itemsPerSpace: number;
  accessRows: number;
}

export const BASE_SIZES: SeedSizes = { team: 50, spaces: 20, itemsPerSpace: 200, accessRows: 5000 };

export const BENCH_EMAIL = "bench-founder@example.com";
export const BENCH_PASSWORD = "bench correct horse battery";
export const VIEWER_EMAIL = "investor@example.com";
const COPY_MARK = "~bench-x";
const BATCH = 500;

export interface BenchFixture {
  email: string;
  password: string;
  userId: string;
  companyId: string;
  phaseIds: string[];
  /** A task with document lines, for POST /api/progress bodies. */
  tasks: { id: string; description: string | null }[];
  accessCode: string;
  viewerEmail: string;
  counts: { phases: number; tasks: number; progress: number; team: number; spaces: number; items: number; accessRows: number };
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** Every document line filled with a link (and the task complete), as a founder at 100% has it. */
export function filledDocuments(task: { id: string; description: string | null }, at = new Date("2026-01-15T10:00:00Z")) {
  const documents: Record<string, unknown> = {};
  for (const line of parseDocumentLines(task.description)) {
    const key = documentKey(task.id, line.index);
    documents[key] = {
      id: key,
      name: line.name,
      completed: true,
      fileUrl: `https://drive.example.com/acme/${task.id.slice(0, 8)}/${line.index}.pdf`,
      fileName: "Link attached",
      uploadedAt: at.toISOString(),
    };
  }
  return documents;
}

async function growTasks(db: PrismaClient, scale: number) {
  const originals = await db.task.findMany({ where: { NOT: { slug: { contains: COPY_MARK } } } });
  const copies: Prisma.TaskCreateManyInput[] = [];
  for (let k = 1; k < scale; k++) {
    for (const t of originals) {
      copies.push({
        slug: `${t.slug}${COPY_MARK}${k}`,
        phaseId: t.phaseId,
        title: `${t.title} (${k + 1})`,
        description: t.description,
        priority: t.priority,
        estimatedDays: t.estimatedDays,
        order: t.order + 1000 * k,
        category: t.category,
      });
    }
  }
  await inBatches(copies, (data) => db.task.createMany({ data, skipDuplicates: true }));
}

function teamRows(companyId: string, size: number) {
  const share = (fraction: number) => Math.max(1, Math.round(size * fraction));
  const founders = share(0.1);
  const advisors = share(0.2);
  const investors = share(0.1);
  const employees = Math.max(0, size - founders - advisors - investors);
  const person = (kind: string, i: number) => ({
    companyId,
    name: `${kind} ${i + 1}`,
    email: `${kind.toLowerCase()}-${i + 1}@acme.example`,
    linkedinUrl: `https://linkedin.example.com/in/${kind}-${i}`,
    position: i,
  });
  return {
    founders: Array.from({ length: founders }, (_, i) => ({
      ...person("Founder", i),
      title: "Co-founder",
      equityPercentage: (60 / founders).toFixed(2),
    })),
    employees: Array.from({ length: employees }, (_, i) => ({
      ...person("Employee", i),
      title: "Engineer",
      department: ["Engineering", "Sales", "Operations"][i % 3],
      joinDate: new Date(Date.UTC(2024, i % 12, 1)),
    })),
    advisors: Array.from({ length: advisors }, (_, i) => ({
      ...person("Advisor", i),
      title: "Advisor",
      company: "Advisory LLC",
      expertise: "Go-to-market",
      advisorySince: new Date(Date.UTC(2023, i % 12, 1)),
    })),
    investors: Array.from({ length: investors }, (_, i) => ({
      ...person("Investor", i),
      firm: `Fund ${i + 1}`,
      investmentAmount: "250000.00",
      investmentDate: new Date(Date.UTC(2025, i % 12, 1)),
      investmentRound: "pre-seed",
      equityPercentage: "2.50",
      leadInvestor: i === 0,
    })),
  };
}

async function seedTeam(db: PrismaClient, companyId: string, size: number) {
  const rows = teamRows(companyId, size);
  await db.$transaction([
    db.founder.deleteMany({ where: { companyId } }),
    db.employee.deleteMany({ where: { companyId } }),
    db.advisor.deleteMany({ where: { companyId } }),
    db.investor.deleteMany({ where: { companyId } }),
    db.founder.createMany({ data: rows.founders }),
    db.employee.createMany({ data: rows.employees }),
    db.advisor.createMany({ data: rows.advisors }),
    db.investor.createMany({ data: rows.investors }),
  ]);
}

function spaceItems(spaceId: string, n: number, offset: number, tasks: SnapshotTask[], progress: Map<string, SnapshotProgress>) {
  const items: Prisma.SharedSpaceItemCreateManyInput[] = [];
  for (let i = 0; i < n; i++) {
    const task = tasks[(offset + i) % tasks.length];
    const base = { sharedSpaceId: spaceId, taskId: task.id, phaseId: task.phaseId, category: task.category ?? "General", order: i };
    const doc = i % 5 === 4 ? documentSnapshot(task, 0, progress.get(task.id)) : null;
    if (doc) items.push({ ...base, itemType: "document", itemId: documentKey(task.id, 0), itemData: doc as unknown as Prisma.InputJsonValue });
    else
      items.push({
        ...base,
        itemType: "task",
        itemId: task.id,
        itemData: taskSnapshot(task, progress.get(task.id)) as unknown as Prisma.InputJsonValue,
      });
  }
  return items;
}

export async function seedBench(db: PrismaClient, scale = 1, sizes: SeedSizes = BASE_SIZES): Promise<BenchFixture> {
  await growTasks(db, scale);
  const { hashPassword } = await import("@/lib/auth/password");
  const user =
    (await db.user.findUnique({ where: { email: BENCH_EMAIL } })) ??
    (await db.user.create({ data: { email: BENCH_EMAIL, firstName: "Ada", lastName: "Founder", passwordHash: await hashPassword(BENCH_PASSWORD) } }));
  const company =
    (await db.company.findUnique({ where: { userId: user.id } })) ??
    (await db.company.create({
      data: {
        userId: user.id,
        name: "Acme Robotics",
        description: "Warehouse robots as a service.",
        industry: "Robotics",
        stage: "seed",
        foundedDate: new Date("2022-03-01"),
        monthlyRevenue: "85000.00",
        employeeCount: 42,
        previousFunding: "1500000.00",
        targetFunding: "8000000.00",
        members: { create: { userId: user.id, role: "owner" } },
      },
    }));
  await seedTeam(db, company.id, sizes.team * scale);

  const tasks = await db.task.findMany({ orderBy: [{ phaseId: "asc" }, { order: "asc" }] });
  const completedAt = new Date("2026-01-15T10:00:00Z");
  await inBatches(tasks, (batch) =>
    db.companyProgress.createMany({
      skipDuplicates: true,
      data: batch.map((t) => ({
        companyId: company.id,
        taskId: t.id,
        completed: true,
        completedAt,
        priority: t.priority,
        notes: `Reviewed by counsel. ${t.title}.`,
        documents: filledDocuments(t, completedAt) as Prisma.InputJsonObject,
      })),
    }),
  );
  const progressRows = await db.companyProgress.findMany({
    where: { companyId: company.id },
    select: { taskId: true, completed: true, priority: true, notes: true, documentUrl: true, documents: true },
  });
  const progress = new Map<string, SnapshotProgress>(progressRows.map((p) => [p.taskId, p]));

  const wantSpaces = sizes.spaces * scale;
  const existing = await db.sharedSpace.findMany({
    where: { companyId: company.id },
    orderBy: { createdAt: "asc" },
    select: { id: true, accessCode: true },
  });
  const expiresAt = new Date(Date.now() + 90 * 24 * 3600 * 1000);
  for (let s = existing.length; s < wantSpaces; s++) {
    const space = await db.sharedSpace.create({
      data: {
        companyId: company.id,
        createdById: user.id,
        name: `Data room ${s + 1}`,
        description: "Diligence pack",
        expiresAt,
        accessCode: generateAccessCode(),
        itemCount: sizes.itemsPerSpace,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, s)),
      },
      select: { id: true, accessCode: true },
    });
    existing.push(space);
    await inBatches(spaceItems(space.id, sizes.itemsPerSpace, s * 7, tasks, progress), (data) => db.sharedSpaceItem.createMany({ data }));
  }
  const perSpace = Math.ceil((sizes.accessRows * scale) / existing.length);
  const access: Prisma.SharedSpaceAccessCreateManyInput[] = [];
  for (const [s, space] of existing.entries()) {
    for (let j = 0; j < perSpace && s * perSpace + j < sizes.accessRows * scale; j++) {
      access.push({
        sharedSpaceId: space.id,
        email: `viewer-${j}@fund${j % 40}.example`,
        ipAddress: `127.0.${j % 250}.${s % 250}`,
        userAgent: "Mozilla/5.0 (bench)",
      });
    }
  }
  await inBatches(access, (data) => db.sharedSpaceAccess.createMany({ data, skipDuplicates: true }));

  const phases = await db.phase.findMany({ orderBy: { order: "asc" }, select: { id: true } });
  const [items, accessRows, team] = await Promise.all([
    db.sharedSpaceItem.count({ where: { sharedSpace: { companyId: company.id } } }),
    db.sharedSpaceAccess.count({ where: { sharedSpace: { companyId: company.id }, NOT: { email: VIEWER_EMAIL } } }),
    Promise.all([db.founder.count(), db.employee.count(), db.advisor.count(), db.investor.count()]).then((c) => c.reduce((a, b) => a + b, 0)),
  ]);
  // Planner statistics, as a running server's autovacuum would have them (PGlite has no autovacuum).
  await db.$executeRawUnsafe("ANALYZE");
  return {
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    userId: user.id,
    companyId: company.id,
    phaseIds: phases.map((p) => p.id),
    tasks: tasks.filter((t) => parseDocumentLines(t.description).length > 0).map((t) => ({ id: t.id, description: t.description })),
    accessCode: existing[0].accessCode,
    viewerEmail: VIEWER_EMAIL,
    counts: { phases: phases.length, tasks: tasks.length, progress: progressRows.length, team, spaces: existing.length, items, accessRows },
  };
}
