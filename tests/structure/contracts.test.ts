/**
 * The hot reads (GET /api/company/{id}/progress, /api/phases, /api/company, the shared view) are
 * typed by their response schemas but not parsed on every request: this suite parses real answers
 * of those routes (and of the save that feeds them) with the schemas of lib/validations (the shared view's: lib/visitor/schema.ts, where its types come from), and checks
 * that each record carries exactly the contract's fields. A field added to or dropped from a route
 * without its schema fails here.
 */
import type { z } from "zod";
import { GET as getCompany } from "@/app/api/company/route";
import { GET as listProgress } from "@/app/api/company/[id]/progress/route";
import { GET as batchProgress } from "@/app/api/company/[id]/phases/progress/batch/route";
import { GET as listPhases } from "@/app/api/phases/route";
import { GET as listTasks } from "@/app/api/phases/[phaseId]/tasks/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { GET as openSpace } from "@/app/api/shared/[accessCode]/route";
import { documentKey } from "@/lib/progress/rules";
import { companyResponse } from "@/lib/company/schema/company";
import { phaseListResponse, phaseSchema, taskListResponse, taskSchema } from "@/lib/checklist/schema";
import { batchProgressResponse, progressConflictResponse, progressListResponse, progressRecordSchema } from "@/lib/progress/schema";
import { spaceResponse } from "@/lib/spaces/schema/shared-space";
import { visitorPayloadResponse } from "@/lib/visitor/schema";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { attachDocument, createFounder, OPEN_SPACE_SETTINGS, tasksWithDocuments, type Founder } from "@/tests/helpers/sharing";

setupTestDatabase();

/** Parses with `schema` and checks the record has exactly the schema's top-level keys (none extra, none missing). */
function expectExactly(schema: z.ZodObject, value: unknown) {
  schema.parse(value);
  const optional = Object.entries(schema.shape)
    .filter(([, field]) => (field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);
  const keys = Object.keys(value as object);
  expect(keys.filter((key) => !(key in schema.shape))).toEqual([]);
  expect(Object.keys(schema.shape).filter((key) => !keys.includes(key) && !optional.includes(key))).toEqual([]);
}

let founder: Founder;
let task: Awaited<ReturnType<typeof tasksWithDocuments>>[number];

beforeAll(async () => {
  founder = await createFounder("Contract Co");
  [task] = await tasksWithDocuments(2);
});

describe("response contracts of the hot reads", () => {
  it("GET /api/phases and /api/phases/{id}/tasks", async () => {
    const phases = await call(listPhases, "/api/phases", { cookie: founder.cookie });
    expect(phases.status).toBe(200);
    phaseListResponse.parse(phases.body);
    expectExactly(phaseSchema, phases.body.data[0]);

    const tasks = await call(listTasks, `/api/phases/${task.phaseId}/tasks`, { cookie: founder.cookie, params: { phaseId: task.phaseId } });
    expect(tasks.status).toBe(200);
    taskListResponse.parse(tasks.body);
    expectExactly(taskSchema, tasks.body.data[0]);
  });

  it("GET /api/company", async () => {
    const res = await call(getCompany, "/api/company", { cookie: founder.cookie });
    expect(res.status).toBe(200);
    expectExactly(companyResponse, res.body);
  });

  it("POST /api/progress and GET /api/company/{id}/progress", async () => {
    const key = documentKey(task.id, 0);
    const saved = await call(saveProgress, "/api/progress", {
      method: "POST",
      cookie: founder.cookie,
      body: {
        companyId: founder.companyId,
        taskId: task.id,
        completed: false,
        notes: "Contract check",
        documents: {
          [key]: {
            id: key,
            name: "Deck",
            completed: true,
            fileUrl: "https://example.com/deck.pdf",
            fileName: "Link attached",
            uploadedAt: new Date().toISOString(),
          },
        },
      },
    });
    expect(saved.status).toBe(200);
    expectExactly(progressRecordSchema, saved.body);

    const list = await call(listProgress, `/api/company/${founder.companyId}/progress`, {
      cookie: founder.cookie,
      params: { id: founder.companyId },
    });
    expect(list.status).toBe(200);
    const parsed = progressListResponse.parse(list.body);
    const record = list.body.data.find((r: { taskId: string }) => r.taskId === task.id);
    expectExactly(progressRecordSchema, record);
    expect(parsed.data.find((r) => r.taskId === task.id)?.documents?.[key]?.fileUrl).toBe("https://example.com/deck.pdf");

    // A stale tab's save (it saw no notes): 409 with what is stored now.
    const stale = await call(saveProgress, "/api/progress", {
      method: "POST",
      cookie: founder.cookie,
      body: { companyId: founder.companyId, taskId: task.id, completed: false, notes: "Stale tab", base: { notes: null } },
    });
    expect(stale.status).toBe(409);
    expectExactly(progressConflictResponse, stale.body);
  });

  it("GET /api/company/{id}/phases/progress/batch", async () => {
    const url = `/api/company/${founder.companyId}/phases/progress/batch?phaseIds=${task.phaseId}`;
    const res = await call(batchProgress, url, { cookie: founder.cookie, params: { id: founder.companyId } });
    expect(res.status).toBe(200);
    const [entry] = batchProgressResponse.parse(res.body);
    expect(entry.phaseId).toBe(task.phaseId);
    expect(Object.keys(entry).sort()).toEqual(["completed", "phaseId", "total"]);
  });

  it("GET /api/shared/{code} (the shared view) and the space the founder created", async () => {
    await attachDocument(founder.companyId, task.id, 1, "https://example.com/minutes.pdf", { notes: "Shared note" });
    const created = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: founder.cookie,
      body: {
        companyId: founder.companyId,
        name: "Contract room",
        includeNotes: true,
        ...OPEN_SPACE_SETTINGS,
        items: [
          { itemType: "task", itemId: task.id },
          { itemType: "category", phaseId: task.phaseId, category: task.category },
          { itemType: "phase", itemId: task.phaseId },
          { itemType: "document", itemId: documentKey(task.id, 1) },
        ],
      },
    });
    expect(created.status).toBe(201);
    expectExactly(spaceResponse, created.body);

    const res = await call(openSpace, `/api/shared/${created.body.accessCode}`, {
      params: { accessCode: created.body.accessCode },
      query: { email: "contract@example.com" },
      headers: { "x-forwarded-for": "203.0.113.91", "user-agent": "ContractBrowser/1.0" },
    });
    expect(res.status).toBe(200);
    const payload = visitorPayloadResponse.parse(res.body);
    expect(payload.items.map((item) => item.itemType).sort()).toEqual(["category", "document", "phase", "task"]);
    expectExactly(visitorPayloadResponse, res.body);
  });

  it("fails on a field the contract does not name (the check can fail)", () => {
    expect(() => expectExactly(phaseSchema, { id: "p", name: "P", description: null, order: 1, icon: null, color: null, secret: 1 })).toThrow();
    expect(() => progressRecordSchema.parse({ id: "r", taskId: "t" })).toThrow();
  });
});
