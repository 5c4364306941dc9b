import { ACTIVITY_ACTIONS as A, addedDocuments, describeActivity } from "./activity";
import { LINK_FILE_NAME, type DocumentsMap } from "./progress";

describe("describeActivity", () => {
  it.each([
    [A.documentAdded, { documentName: "cap.pdf", taskTitle: "Cap table" }, 'added "cap.pdf" on "Cap table"'],
    [A.documentRemoved, { documentName: "cap.pdf" }, 'removed "cap.pdf"'],
    [A.documentRestored, {}, "restored a document"],
    [A.spaceCreated, { spaceName: "Seed round" }, 'shared "Seed round"'],
    [A.spaceRevoked, { spaceName: "Seed round" }, 'revoked "Seed round"'],
    [A.spaceDeleted, {}, "deleted a shared space"],
    [A.taskAssigned, { taskTitle: "Audit", assigneeName: "Ada", dueOn: "2026-03-01" }, 'assigned "Audit" to Ada, due 2026-03-01'],
    [A.taskAssigned, { taskTitle: "Audit", assigneeName: null }, 'unassigned "Audit"'],
    [
      A.taskAssigned,
      { taskTitle: "Audit", assigneeName: "Ada", dueOn: "2026-03-01", assigneeChanged: false },
      'set the due date of "Audit" to 2026-03-01',
    ],
    [A.taskAssigned, { taskTitle: "Audit", assigneeName: "Ada", dueOn: null, assigneeChanged: false }, 'cleared the due date of "Audit"'],
    [A.companyUpdated, {}, "updated the company profile"],
    ["something.new", {}, "something.new"],
  ] as const)("%s %j", (action, subject, expected) => {
    expect(describeActivity(action, subject)).toBe(expected);
  });
});

describe("addedDocuments", () => {
  const doc = (fileUrl: string | null, fileName = "a.pdf") => ({ id: "x", name: "Line", completed: true, fileUrl, fileName });
  it.each<[string, DocumentsMap | null, DocumentsMap | null, string[]]>([
    ["a new file", null, { k: doc("/api/files/1") }, ["a.pdf"]],
    ["the same file again", { k: doc("/api/files/1") }, { k: doc("/api/files/1") }, []],
    ["a replaced file", { k: doc("/api/files/1") }, { k: doc("/api/files/2", "b.pdf") }, ["b.pdf"]],
    ["a link, named by its line", null, { k: { ...doc("https://example.com"), fileName: LINK_FILE_NAME } }, ["Line"]],
    ["a document without content (optional)", null, { k: doc(null) }, []],
    ["a removal", { k: doc("/api/files/1") }, {}, []],
  ])("%s", (_label, before, after, expected) => {
    expect(addedDocuments(before, after)).toEqual(expected);
  });
});
