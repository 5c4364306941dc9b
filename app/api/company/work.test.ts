import { PUT as putCompany } from "@/app/api/company/[id]/route";
import { GET as getActivity } from "@/app/api/company/activity/route";
import { GET as getAssignments } from "@/app/api/company/assignments/route";
import { GET as getMyTasks } from "@/app/api/company/my-tasks/route";
import { POST as restore } from "@/app/api/company/[id]/removed-documents/[removedId]/restore/route";
import { PATCH as patchAssignment } from "@/app/api/progress/[taskId]/assignment/route";
import { POST as saveProgress } from "@/app/api/progress/route";
import { DELETE as deleteSpace } from "@/app/api/shared-spaces/[id]/route";
import { POST as createSpace } from "@/app/api/shared-spaces/route";
import { getDb } from "@/lib/db";
import { ACTIVITY_ACTIONS as A } from "@/lib/activity/rules";
import { documentKey, LINK_FILE_NAME } from "@/lib/progress/rules";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";
import { countSqlStatements, createTestCompany, createTestPhase } from "@/tests/helpers/workspace";
import { NOT_A_MEMBER } from "@/lib/messages/company";

setupTestDatabase();

let ada: TestUser;
let bob: TestUser;
let cleo: TestUser;
let adaCompanyId: string;
let bobCompanyId: string;
let taskId: string;
let phaseId: string;

beforeEach(async () => {
  [ada, bob, cleo] = [
    await createTestUser({ firstName: "Ada" }),
    await createTestUser({ firstName: "Bob" }),
    await createTestUser({ firstName: "Cleo" }),
  ];
  adaCompanyId = (await createTestCompany(ada)).id;
  bobCompanyId = (await createTestCompany(bob)).id;
  // Cleo is an editor of Ada's company (the members helper's invitations make such rows).
  await (await getDb()).companyMember.create({ data: { companyId: adaCompanyId, userId: cleo.id, role: "editor" } });
  const { phase, tasks } = await createTestPhase(["Why.\n- Board minutes\n- Register"]);
  phaseId = phase.id;
  taskId = tasks[0].id;
});

const assign = (cookie: string | undefined, body: unknown, task = taskId) =>
  call(patchAssignment, `/api/progress/${task}/assignment`, { method: "PATCH", cookie, params: { taskId: task }, body });
const assignments = (cookie: string, companyId: string) => call(getAssignments, "/api/company/assignments", { cookie, query: { companyId } });
const myTasks = (cookie: string, companyId: string) => call(getMyTasks, "/api/company/my-tasks", { cookie, query: { companyId } });
const activity = (cookie: string, companyId: string) => call(getActivity, "/api/company/activity", { cookie, query: { companyId } });

describe("PATCH /api/progress/{taskId}/assignment", () => {
  it("answers 401 signed out", async () => {
    expect((await assign(undefined, { companyId: adaCompanyId, assigneeId: null, dueOn: null })).status).toBe(401);
  });

  it("sets and clears the assignee and due day; the company's list and My tasks follow", async () => {
    const res = await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: ada.id, dueOn: "2026-03-01" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ taskId, phaseId, assigneeId: ada.id, dueOn: "2026-03-01", completed: false });

    const list = await assignments(ada.cookie, adaCompanyId);
    expect(list.body.assignments).toEqual([res.body]);
    expect(list.body.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [ada.id, "owner"],
      [cleo.id, "editor"],
    ]);
    expect((await myTasks(ada.cookie, adaCompanyId)).body.data).toEqual([{ ...res.body, title: "Task 0" }]);

    const cleared = await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: null, dueOn: null });
    expect(cleared.body).toMatchObject({ assigneeId: null, dueOn: null });
    expect((await assignments(ada.cookie, adaCompanyId)).body.assignments).toEqual([]);
    expect((await myTasks(ada.cookie, adaCompanyId)).body.data).toEqual([]);
  });

  it("assigns another member, whose My tasks lists it", async () => {
    expect((await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: cleo.id, dueOn: null })).status).toBe(200);
    expect((await myTasks(ada.cookie, adaCompanyId)).body.data).toEqual([]);
    const db = await getDb();
    expect(await db.companyProgress.findFirst({ where: { companyId: adaCompanyId, taskId }, select: { assigneeId: true } })).toEqual({
      assigneeId: cleo.id,
    });
  });

  it("keeps the task's documents and notes", async () => {
    const key = documentKey(taskId, 0);
    const doc = {
      id: key,
      name: "Board minutes",
      completed: true,
      fileUrl: "https://drive.example.com/m",
      fileName: LINK_FILE_NAME,
      uploadedAt: new Date().toISOString(),
    };
    await call(saveProgress, "/api/progress", {
      method: "POST",
      cookie: ada.cookie,
      body: { companyId: adaCompanyId, taskId, notes: "Keep me", documents: { [key]: doc } },
    });
    await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: ada.id, dueOn: "2026-05-01" });
    const row = await (await getDb()).companyProgress.findFirst({ where: { companyId: adaCompanyId, taskId } });
    expect(row).toMatchObject({ notes: "Keep me", assigneeId: ada.id });
    expect(Object.keys(row!.documents as object)).toEqual([key]);
  });

  it("refuses an assignee who is not a member, with nothing written", async () => {
    const res = await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: bob.id, dueOn: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NOT_A_MEMBER);
    expect(await (await getDb()).companyProgress.count({ where: { companyId: adaCompanyId } })).toBe(0);
  });

  it("answers 404 for another company's id (and writes nothing there)", async () => {
    const res = await assign(bob.cookie, { companyId: adaCompanyId, assigneeId: bob.id, dueOn: "2026-01-01" });
    expect(res.status).toBe(404);
    expect(await (await getDb()).companyProgress.count({ where: { companyId: adaCompanyId } })).toBe(0);
    expect((await assignments(bob.cookie, adaCompanyId)).status).toBe(404);
    expect((await myTasks(bob.cookie, adaCompanyId)).status).toBe(404);
  });

  it.each([
    ["an unknown task", { assigneeId: null, dueOn: null }, "00000000-0000-4000-8000-000000000000", 404],
    ["a task id that is no uuid", { assigneeId: null, dueOn: null }, "nope", 404],
    ["an impossible date", { assigneeId: null, dueOn: "2026-02-30" }, undefined, 400],
    ["a date in another format", { assigneeId: null, dueOn: "01/03/2026" }, undefined, 400],
    ["an assignee that is no uuid", { assigneeId: "me", dueOn: null }, undefined, 400],
    ["a missing field", { assigneeId: null }, undefined, 400],
    ["an extra field", { assigneeId: null, dueOn: null, completed: true }, undefined, 400],
  ])("refuses %s", async (_label, body, task, status) => {
    expect((await assign(ada.cookie, { companyId: adaCompanyId, ...body }, task ?? taskId)).status).toBe(status);
  });
});

describe("activity feed", () => {
  const key = () => documentKey(taskId, 0);
  const link = () => ({
    id: key(),
    name: "Board minutes",
    completed: true,
    fileUrl: "https://drive.example.com/minutes",
    fileName: LINK_FILE_NAME,
    uploadedAt: new Date().toISOString(),
  });
  const save = (documents: unknown) =>
    call(saveProgress, "/api/progress", { method: "POST", cookie: ada.cookie, body: { companyId: adaCompanyId, taskId, documents } });

  it("records uploads, removals, restores, spaces, assignments and profile changes, newest first", async () => {
    expect((await save({ [key()]: link() })).status).toBe(200);
    expect((await save({ [key()]: null })).status).toBe(200);
    const removed = await (await getDb()).removedDocument.findFirstOrThrow({ where: { companyId: adaCompanyId } });
    expect((await call(restore, "/x", { method: "POST", cookie: ada.cookie, params: { id: adaCompanyId, removedId: removed.id } })).status).toBe(200);
    const space = await call(createSpace, "/api/shared-spaces", {
      method: "POST",
      cookie: ada.cookie,
      body: { companyId: adaCompanyId, name: "Seed <b>round</b>", items: [] },
    });
    expect(space.status).toBe(201);
    expect((await call(deleteSpace, "/x", { method: "DELETE", cookie: ada.cookie, params: { id: space.body.id } })).status).toBe(204);
    expect((await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: cleo.id, dueOn: "2026-04-01" })).status).toBe(200);
    expect(
      (await call(putCompany, "/x", { method: "PUT", cookie: ada.cookie, params: { id: adaCompanyId }, body: { company: { name: "Renamed" } } }))
        .status,
    ).toBe(200);
    // A save that changes no document writes no line.
    expect(
      (await call(saveProgress, "/api/progress", { method: "POST", cookie: ada.cookie, body: { companyId: adaCompanyId, taskId, notes: "n" } }))
        .status,
    ).toBe(200);

    const res = await activity(ada.cookie, adaCompanyId);
    expect(res.status).toBe(200);
    const entries = res.body.data as { action: string; actorName: string; summary: string; createdAt: string }[];
    expect(entries.map((e) => e.action)).toEqual([
      A.companyUpdated,
      A.taskAssigned,
      A.spaceDeleted,
      A.spaceCreated,
      A.documentRestored,
      A.documentRemoved,
      A.documentAdded,
    ]);
    expect(entries.map((e) => e.summary)).toEqual([
      "updated the company profile",
      'assigned "Task 0" to Cleo, due 2026-04-01',
      'deleted "Seed <b>round</b>"',
      'shared "Seed <b>round</b>"',
      'restored "Board minutes" on "Task 0"',
      'removed "Board minutes" on "Task 0"',
      'added "Board minutes" on "Task 0"',
    ]);
    expect(entries.every((e) => e.actorName === "Ada" && !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
  });

  it("says when only the due date changed, and writes nothing when nothing changed", async () => {
    await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: ada.id, dueOn: null });
    await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: ada.id, dueOn: "2026-06-01" });
    await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: ada.id, dueOn: "2026-06-01" });
    expect((await activity(ada.cookie, adaCompanyId)).body.data.map((e: { summary: string }) => e.summary)).toEqual([
      'set the due date of "Task 0" to 2026-06-01',
      'assigned "Task 0" to Ada',
    ]);
  });

  it("writes nothing when the change is refused", async () => {
    await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: bob.id, dueOn: null });
    await call(deleteSpace, "/x", { method: "DELETE", cookie: bob.cookie, params: { id: "00000000-0000-4000-8000-000000000000" } });
    expect((await activity(ada.cookie, adaCompanyId)).body.data).toEqual([]);
  });

  it("keeps another company's feed to itself (404) and shows each company only its own", async () => {
    await save({ [key()]: link() });
    expect((await activity(bob.cookie, adaCompanyId)).status).toBe(404);
    expect((await activity(bob.cookie, "not-a-uuid")).status).toBe(404);
    expect((await activity(bob.cookie, bobCompanyId)).body.data).toEqual([]);
  });

  it("shows the 50 latest", async () => {
    const db = await getDb();
    await db.companyActivity.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        companyId: adaCompanyId,
        actorId: ada.id,
        action: A.companyUpdated,
        subject: {},
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    });
    const entries = (await activity(ada.cookie, adaCompanyId)).body.data;
    expect(entries).toHaveLength(50);
    expect(entries[0].createdAt).toBe(new Date(Date.UTC(2026, 0, 1, 0, 59)).toISOString());
  });
});

describe("queries per request", () => {
  it("stay the same with more assignments, members and feed lines", async () => {
    const db = await getDb();
    const { tasks } = await createTestPhase([null, null, null, null, null, null]);
    // One request at a time: each read is started inside its own count (starting all three and
    // counting one let the other two's statements land in whichever count was open).
    const reads = [() => assignments(ada.cookie, adaCompanyId), () => myTasks(ada.cookie, adaCompanyId), () => activity(ada.cookie, adaCompanyId)];
    const count = async () => {
      const counts = [];
      for (const read of reads) counts.push(await countSqlStatements(db, read));
      return counts;
    };
    await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: ada.id, dueOn: "2026-01-01" });
    await count(); // warm-up: the session's first use is touched once
    const small = await count();
    for (const task of tasks) await assign(ada.cookie, { companyId: adaCompanyId, assigneeId: ada.id, dueOn: "2026-02-01" }, task.id);
    await db.companyMember.create({ data: { companyId: adaCompanyId, userId: bob.id, role: "viewer" } });
    expect(await count()).toEqual(small);
    expect(small.every((n) => n > 0)).toBe(true);
  });
});
