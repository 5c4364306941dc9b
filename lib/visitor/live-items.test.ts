import { lifecycleMessages } from "@/lib/messages/documents";
import { liveScope, liveSnapshots, type LiveData } from "./live-items";
import type { StoredCategorySnapshot, StoredDocumentSnapshot, StoredPhaseSnapshot, StoredTaskSnapshot } from "@/lib/visitor/schema";

const phaseId = "11111111-1111-4111-8111-111111111111";
const taskA = "22222222-2222-4222-8222-222222222222";
const taskB = "33333333-3333-4333-8333-333333333333";
const fileId = "44444444-4444-4444-8444-444444444444";

const data = (over: Partial<LiveData> = {}): LiveData => ({
  tasks: [
    { id: taskA, phaseId, title: "Cap table", description: "- Register\n- Certificates", priority: "low", category: "Shares" },
    { id: taskB, phaseId, title: "Board", description: "- Minutes", priority: "medium", category: null },
  ],
  phases: [{ id: phaseId, name: "Legal", description: null }],
  progress: [
    {
      taskId: taskA,
      completed: false,
      priority: "high",
      notes: "n",
      documentUrl: null,
      documents: { [`${taskA}-doc-0`]: { completed: true, fileUrl: `/api/files/${fileId}`, fileName: "reg.pdf" } },
    },
  ],
  removedKeys: new Set(),
  ...over,
});

const ref = (itemType: string, itemId: string, extra: { taskId?: string; phaseId?: string; category?: string } = {}) => ({
  itemType,
  itemId,
  taskId: extra.taskId ?? null,
  phaseId: extra.phaseId ?? null,
  category: extra.category ?? null,
});

describe("live snapshots", () => {
  it("builds each kind from the current data, and null for what no longer exists", () => {
    const [task, doc, category, phase, goneDoc, goneSection, goneTask] = liveSnapshots(
      [
        ref("task", taskA, { taskId: taskA }),
        ref("document", `${taskA}-doc-0`),
        ref("category", `${phaseId}:shares`, { phaseId, category: "shares" }),
        ref("phase", phaseId, { phaseId }),
        ref("document", `${taskA}-doc-9`),
        ref("category", `${phaseId}:Tax`, { phaseId, category: "Tax" }),
        ref("task", "55555555-5555-4555-8555-555555555555"),
      ],
      data(),
    );
    expect((task as StoredTaskSnapshot).documents[0]).toEqual({
      name: "Register",
      completed: true,
      fileUrl: `/api/files/${fileId}`,
      fileName: "reg.pdf",
    });
    expect((task as StoredTaskSnapshot).priority).toBe("high");
    expect((doc as StoredDocumentSnapshot).fileName).toBe("reg.pdf");
    expect((category as StoredCategorySnapshot).tasks.map((t) => t.title)).toEqual(["Cap table"]);
    // Shares holds the founder's high-priority task, so it comes before General.
    expect((phase as StoredPhaseSnapshot).sections.map((s) => s.category)).toEqual(["Shares", "General"]);
    expect([goneDoc, goneSection, goneTask]).toEqual([null, null, null]);
  });

  it("says a trashed document was removed by the company, unless something took its place", () => {
    const removedKeys = new Set([`${taskA}-doc-1`, `${taskA}-doc-0`]);
    const [task] = liveSnapshots([ref("task", taskA)], data({ removedKeys })) as StoredTaskSnapshot[];
    expect(task.documents.map((d) => d.fileName)).toEqual(["reg.pdf", lifecycleMessages.removedByCompany]);
    expect(task.documents[1].fileUrl).toBeNull();
  });

  it("asks the database only for uuids", () => {
    expect(liveScope([ref("task", "nope"), ref("document", `${taskB}-doc-0`), ref("phase", phaseId)])).toEqual({
      taskIds: [taskB],
      phaseIds: [phaseId],
    });
  });
});
