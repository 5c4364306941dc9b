/**
 * The visitor page of a space with 300 documents against the floor of a small one (30 documents):
 * server time of the visit (GET /api/shared/{code}?email=, the real handler over PGlite, in
 * process), the API answer's size and the HTML the visitor page's component renders from it.
 * Alternating rounds; medians and ratios, no assertion on time (a benchmark, not a test). Writes
 * its figures to docs/PERFORMANCE-VISITOR-PAGE.md (VISITOR_BENCH_OUT names another file);
 * VISITOR_BENCH_ROUNDS and VISITOR_BENCH_REPEATS (default 5 and 10) make a quick run smaller.
 *
 *   npm run test:unit -- --testMatch '<rootDir>/bench/visitor-page.bench.tsx' --testPathIgnorePatterns /node_modules/
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { renderToString } from "react-dom/server";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { SpaceContent } from "@/components/shared-view/space-content";
import { getDb } from "@/lib/db";
import { documentKey, parseDocumentLines } from "@/lib/progress/rules";
import type { VisitorPayload } from "@/lib/visitor/schema";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { createFounder, OPEN_SPACE_SETTINGS, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();
jest.setTimeout(900_000);

const ROUNDS = Number(process.env.VISITOR_BENCH_ROUNDS ?? 5);
const REPEATS = Number(process.env.VISITOR_BENCH_REPEATS ?? 10);
const OUT = path.resolve(__dirname, "..", process.env.VISITOR_BENCH_OUT ?? "docs/PERFORMANCE-VISITOR-PAGE.md");
let founder: Founder;

afterAll(async () => {
  if (founder) await (await getDb()).company.deleteMany({ where: { id: founder.companyId } });
});

async function spaces(sizes: number[]): Promise<string[]> {
  founder = await createFounder("Acme Robotics");
  const db = await getDb();
  const lines = (await tasksWithDocuments(1)).flatMap((task) => parseDocumentLines(task.description).map((line) => ({ task, line })));
  const all = lines.slice(0, Math.max(...sizes));
  const byTask = new Map<string, typeof all>();
  for (const entry of all) byTask.set(entry.task.id, [...(byTask.get(entry.task.id) ?? []), entry]);
  await db.companyProgress.createMany({
    data: [...byTask].map(([taskId, entries]) => ({
      companyId: founder.companyId,
      taskId,
      documents: Object.fromEntries(
        entries.map(({ line }) => {
          const key = documentKey(taskId, line.index);
          const fileUrl = `https://drive.example.com/acme-robotics/data-room/${taskId.slice(0, 8)}/${line.index}.pdf`;
          return [key, { id: key, name: line.name, completed: true, fileUrl, fileName: "Link attached", uploadedAt: "2026-11-01T10:00:00.000Z" }];
        }),
      ),
    })),
  });
  const codes: string[] = [];
  for (const size of sizes) {
    const created = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: founder.cookie,
      body: {
        companyId: founder.companyId,
        name: `${size} documents`,
        items: all
          .slice(0, size)
          .map(({ task, line }) => ({ itemType: "document", itemId: documentKey(task.id, line.index), taskId: task.id, phaseId: task.phaseId })),
        ...OPEN_SPACE_SETTINGS,
      },
    });
    expect(created.status).toBe(201);
    codes.push(created.body.accessCode as string);
  }
  return codes;
}

let ip = 0;
async function visit(code: string): Promise<{ ms: number; body: VisitorPayload }> {
  const start = performance.now();
  const res = await call(openSpace, `/api/shared/${code}`, {
    params: { accessCode: code },
    query: { email: "vc@fund.example" },
    headers: { "x-forwarded-for": `198.51.103.${(ip++ % 250) + 1}` },
  });
  const ms = performance.now() - start;
  expect(res.status).toBe(200);
  return { ms, body: res.body as VisitorPayload };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

it("300 documents against 30: server time, answer and HTML", async () => {
  const sizes = [30, 300];
  const codes = await spaces(sizes);
  const times: Record<number, number[]> = { 30: [], 300: [] };
  const first: Record<number, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, size] of (round % 2 ? [...sizes].reverse() : sizes).entries()) {
      const code = codes[sizes.indexOf(size)];
      if (round === 0 && i >= 0 && first[size] === undefined) first[size] = (await visit(code)).ms;
      for (let r = 0; r < REPEATS; r++) times[size].push((await visit(code)).ms);
    }
  }
  const rows = [];
  for (const [i, size] of sizes.entries()) {
    const { body } = await visit(codes[i]);
    const html = renderToString(<SpaceContent payload={body} now={new Date("2026-11-29T10:00:00Z")} />);
    rows.push({
      documents: size,
      "first visit ms (view built)": first[size].toFixed(1),
      "repeat visit median ms": median(times[size]).toFixed(1),
      "answer kB": (JSON.stringify(body).length / 1024).toFixed(1),
      "rendered HTML kB": (Buffer.byteLength(html) / 1024).toFixed(1),
    });
  }
  const summary =
    `[visitor-page bench] ${ROUNDS} alternating rounds x ${REPEATS} repeat visits\n` +
    rows.map((r) => JSON.stringify(r)).join("\n") +
    `\nrepeat visit 300/30: ${(median(times[300]) / median(times[30])).toFixed(2)}x`;
  console.log(summary);
  writeFileSync(
    OUT,
    [
      "# Visitor page benchmark (bench/visitor-page.bench.tsx)",
      "",
      `Run ${new Date().toISOString()} on ${os.availableParallelism()} cores (load ${os.loadavg()[0].toFixed(1)}), ${ROUNDS} alternating rounds x ${REPEATS} repeat visits;`,
      "figures from a loaded machine are not comparable: the lead's runs are made alone.",
      "",
      "| documents | first visit ms (view built) | repeat visit median ms | answer kB | rendered HTML kB |",
      "|---|---|---|---|---|",
      ...rows.map((r) => `| ${Object.values(r).join(" | ")} |`),
      "",
      `Repeat visit, 300 documents against 30: ${(median(times[300]) / median(times[30])).toFixed(2)}x.`,
      "",
    ].join("\n"),
  );
});
