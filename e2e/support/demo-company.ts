import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { APIRequestContext } from "playwright-core";
import { mailDir } from "@/lib/email/config";
import { tokenFrom } from "@/tests/helpers/smtp";
import { OPEN_SPACE_SETTINGS } from "../../tests/helpers/open-space-settings";

/**
 * A demo company with the look of one a founder has worked on for a few weeks: a full profile,
 * files and links on part of every section's checklist (more on the first sections than on the
 * last), and a shared space with two sections in it. Built through the public API only, like every
 * spec's fixtures; used by the landing page's screenshots (e2e/landing-screenshots.e2e.ts).
 */
export const DEMO_COMPANY = {
  name: "Northwind Robotics",
  industry: "Robotics",
  stage: "seed",
  countryOfIncorporation: "IN",
  description: "Warehouse robots that pick, pack and restock shelves alongside people, sold as a monthly service to mid-size retailers.",
  foundedDate: "2022-03-14",
  employeeCount: 18,
  monthlyRevenue: "42000",
  targetFunding: "2500000",
} as const;

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

interface Task {
  id: string;
  description: string | null;
  notApplicable?: number[];
}

const documentLines = (task: Task) =>
  (task.description ?? "")
    .split("\n")
    .filter((l) => /^\s*[-•]/.test(l))
    .map((l, index) => ({ index, name: l.replace(/^\s*[-•]\s*/, "").trim() }))
    .filter((line) => !(task.notApplicable ?? []).includes(line.index));

async function ok<T>(res: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates the demo company for the signed-in `request`; answers its id and the shared space's access code. */
export async function seedDemoCompany(request: APIRequestContext): Promise<{ companyId: string; accessCode: string }> {
  const { name, ...facts } = DEMO_COMPANY;
  const company = await ok<{ id: string }>(await request.post("/api/company", { data: { company: { name, ...facts }, founders: [] } }), "company");
  const file = await ok<{ url: string }>(
    await request.post("/api/files", {
      multipart: { companyId: company.id, file: { name: "board-minutes.pdf", mimeType: "application/pdf", buffer: PDF } },
    }),
    "upload",
  );
  const phases = (await ok<{ data: { id: string }[] }>(await request.get("/api/phases"), "phases")).data;
  for (const [p, phase] of phases.entries()) {
    const tasks = (await ok<{ data: Task[] }>(await request.get(`/api/phases/${phase.id}/tasks`), "tasks")).data;
    // Earlier sections further along: 80% of the tasks in the first, fewer in each one after it.
    const share = Math.max(0.15, 0.8 - p * 0.15);
    for (const task of tasks.slice(0, Math.ceil(tasks.length * share))) {
      const lines = documentLines(task);
      if (!lines.length) continue;
      const documents = Object.fromEntries(
        lines.map((line, i) => {
          const id = `${task.id}-doc-${line.index}`;
          const asFile = i % 2 === 0;
          return [
            id,
            {
              id,
              name: line.name,
              completed: true,
              fileUrl: asFile ? file.url : "https://docs.example.com/northwind/" + encodeURIComponent(line.name),
              fileName: asFile ? `${line.name.slice(0, 40)}.pdf` : "Link attached",
              uploadedAt: new Date().toISOString(),
            },
          ];
        }),
      );
      await ok(await request.post("/api/progress", { data: { companyId: company.id, taskId: task.id, documents } }), "progress");
    }
  }
  const space = await ok<{ accessCode: string }>(
    await request.post("/api/shared-spaces", {
      data: {
        companyId: company.id,
        name: "Seed round data room",
        ...OPEN_SPACE_SETTINGS,
        items: phases.slice(0, 2).map((phase) => ({ itemType: "phase", itemId: phase.id })),
      },
    }),
    "shared space",
  );
  return { companyId: company.id, accessCode: space.accessCode };
}

/**
 * Opens the sign-up's verification link of `email`, read from the .eml the server without SMTP
 * writes (lib/email/config.ts mailDir), so the demo's pages show no "verify your email" banner.
 */
export async function verifyDemoEmail(request: APIRequestContext, email: string, timeoutMs = 30_000): Promise<void> {
  const dir = mailDir();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir, { withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith(".eml"))) {
      const raw = readFileSync(path.join(dir, file.name));
      if (!raw.includes(email)) continue;
      const link = (await simpleParser(raw)).text?.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0] ?? null;
      if (!link) continue;
      const res = await request.post("/api/auth/verify-email", { data: { token: tokenFrom(link) } });
      if (!res.ok()) throw new Error(`verify-email failed: ${res.status()} ${await res.text()}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no verification email for ${email} in ${dir}`);
}
