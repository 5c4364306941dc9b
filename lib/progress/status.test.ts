import { documentCounts, phaseStatus, progressPercentage } from "./status";
import type { DocumentsMap, DocumentState } from "./rules";

const TASK = "task-1";
const TWO_DOCS = "Intro\n- First\n- Second";
const key = (i: number) => `${TASK}-doc-${i}`;
const pending = (i: number): DocumentState => ({ id: key(i), name: `Doc ${i}`, completed: false });
const uploaded = (i: number): DocumentState => ({ ...pending(i), completed: true, fileUrl: "/api/files/x", fileName: "a.pdf" });
const map = (...docs: DocumentState[]): DocumentsMap => Object.fromEntries(docs.map((doc) => [doc.id, doc]));

describe("progressPercentage (SPEC.md sections 5 and 9)", () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [3, 3, 100],
    [5, 3, 100],
    [null, 3, 0],
    [2, undefined, 0],
    [-1, 3, 0],
  ])("%p of %p is %p%%", (completed, total, expected) => {
    expect(progressPercentage(completed, total)).toBe(expected);
  });
});

describe("phaseStatus (SPEC.md section 4)", () => {
  it.each([
    [0, "Not Started"],
    [1, "In Progress"],
    [50, "In Progress"],
    [99, "In Progress"],
    [100, "Complete"],
  ])("%p%% is %p", (percentage, status) => {
    expect(phaseStatus(percentage)).toBe(status);
  });
});

describe("documentCounts", () => {
  it("counts completed documents among the task's lines", () => {
    expect(documentCounts(TASK, TWO_DOCS, map(uploaded(0), pending(1)))).toEqual({ completed: 1, total: 2 });
    expect(documentCounts(TASK, TWO_DOCS, null)).toEqual({ completed: 0, total: 2 });
    expect(documentCounts(TASK, null, null)).toEqual({ completed: 0, total: 0 });
  });
});
