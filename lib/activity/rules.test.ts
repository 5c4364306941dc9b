import { ACTIVITY_ACTIONS as A, describeActivity } from "./rules";

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
