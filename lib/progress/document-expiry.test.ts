import { parseISO } from "date-fns";
import {
  daysUntilExpiry,
  defaultExpiresOn,
  expiringDocuments,
  expiryCounts,
  expiryLabel,
  expiryStatus,
  reminderDue,
  taskExpiryFlag,
} from "./document-expiry";
import type { DocumentState, DocumentsMap } from "./rules";

const held = (expiresOn: string | null): DocumentState => ({
  id: "t-doc-0",
  name: "Licence",
  completed: true,
  fileUrl: "https://example.com/l",
  fileName: "Link attached",
  expiresOn,
});
const today = new Date(2026, 10, 24);

describe("document expiry", () => {
  it("counts calendar days to the expiry", () => {
    expect(daysUntilExpiry(held("2026-12-24"), today)).toBe(30);
    expect(daysUntilExpiry(held("2026-11-20"), today)).toBe(-4);
    expect(daysUntilExpiry(held(null), today)).toBeNull();
  });

  it("is expired from the expiry day, expiring within 30 days, valid past that", () => {
    expect(expiryStatus(held("2026-11-24"), today)).toBe("expired");
    expect(expiryStatus(held("2026-11-25"), today)).toBe("expiring");
    expect(expiryStatus(held("2026-12-24"), today)).toBe("expiring");
    expect(expiryStatus(held("2026-12-25"), today)).toBe("valid");
  });

  it("ignores documents that are not held", () => {
    expect(expiryStatus({ ...held("2026-01-01"), completed: false }, today)).toBeNull();
    expect(expiryStatus({ ...held("2026-01-01"), notApplicable: true, notApplicableReason: "n/a" }, today)).toBeNull();
    expect(expiryStatus(undefined, today)).toBeNull();
  });
});

const entry = (key: string, name: string, fields: Partial<DocumentState>): DocumentState => ({
  id: key,
  name,
  completed: true,
  fileUrl: "https://example.com/d",
  fileName: "Link attached",
  ...fields,
});
const mapOf = (...docs: DocumentState[]): DocumentsMap => Object.fromEntries(docs.map((d) => [d.id, d]));

describe("expiringDocuments", () => {
  const rows = [
    {
      taskId: "t1",
      phaseId: "p1",
      taskTitle: "Licences",
      documents: mapOf(
        entry("t1-doc-0", "Trade licence", { expiresOn: "2026-12-01" }),
        entry("t1-doc-1", "Fire certificate", { expiresOn: "2026-11-01" }),
        entry("t1-doc-2", "Lease", { expiresOn: "2027-06-01" }),
        entry("t1-doc-3", "No expiry", {}),
      ),
    },
    {
      taskId: "t2",
      phaseId: "p2",
      documents: mapOf(
        entry("t2-doc-0", "Insurance", { expiresOn: "2026-11-30" }),
        entry("t2-doc-1", "Optional KYC", { expiresOn: "2026-11-25", optional: true, fileUrl: null }),
        entry("t2-doc-2", "N/A permit", { expiresOn: "2026-11-25", notApplicable: true, notApplicableReason: "no factory", fileUrl: null }),
        entry("t2-doc-3", "Not held", { expiresOn: "2026-11-25", completed: false, fileUrl: null }),
        entry("t2-doc-4", "Hidden line", { expiresOn: "2026-11-25" }),
      ),
      hiddenKeys: new Set(["t2-doc-4"]),
    },
    { taskId: "t3", phaseId: "p3", documents: null },
  ];

  it("lists expired and expiring held documents, most urgent first, and nothing else", () => {
    expect(expiringDocuments(rows, today).map((d) => [d.name, d.status, d.days, d.phaseId, d.taskTitle])).toEqual([
      ["Fire certificate", "expired", -23, "p1", "Licences"],
      ["Insurance", "expiring", 6, "p2", null],
      ["Trade licence", "expiring", 7, "p1", "Licences"],
    ]);
  });

  it("counts and flags per task", () => {
    expect(expiryCounts(expiringDocuments(rows, today))).toEqual({ expired: 1, expiring: 2 });
    expect(taskExpiryFlag("t1", rows[0].documents, [], today)).toBe("expired");
    expect(taskExpiryFlag("t2", rows[1].documents, [], today)).toBe("expiring");
    expect(taskExpiryFlag("t2", rows[1].documents, [0, 4], today)).toBeNull();
    expect(taskExpiryFlag("t3", null, [], today)).toBeNull();
  });
});

describe("reminderDue", () => {
  it.each([
    [null, null],
    [45, null],
    [31, null],
    [30, 30],
    [20, 30],
    [8, 30],
    [7, 7],
    [1, 7],
    [0, null],
    [-3, null],
  ])("with %p days left answers %p", (days, due) => {
    expect(reminderDue(days)).toBe(due);
  });
});

describe("expiryLabel", () => {
  it.each([
    ["2026-11-20", "Expired 20 Nov 2026"],
    ["2026-11-24", "Expired 24 Nov 2026"],
    ["2026-11-25", "Expires tomorrow"],
    ["2026-12-06", "Expires in 12 days"],
    ["2027-03-03", "Expires 3 Mar 2027"],
  ])("%s reads %p", (expiresOn, label) => {
    expect(expiryLabel(expiresOn, today)).toBe(label);
  });
});

describe("defaultExpiresOn", () => {
  const validity = [
    { line: 0, days: 30 },
    { line: 2, months: 12 },
    { line: 3, months: 36 },
  ];
  it.each([
    [0, "2026-11-29", "2026-12-29"],
    [2, "2026-11-29", "2027-11-29"],
    [3, "2026-06-15", "2029-06-15"],
    [2, "2028-02-29", "2029-02-28"],
    [1, "2026-11-29", ""],
  ])("line %i provided on %s expires on %s", (line, from, expected) => {
    expect(defaultExpiresOn(validity, line, parseISO(from))).toBe(expected);
  });
  it("is empty for a task without validity", () => {
    expect(defaultExpiresOn(undefined, 0, new Date())).toBe("");
  });
});
