import { isOptionalDocument, isTaskComplete, LINK_FILE_NAME, OPTIONAL_FILE_NAME, type DocumentsMap, type DocumentState } from "./rules";
import { documentCounts } from "./status";

const TASK = "task-1";
const TWO_DOCS = "Intro\n- First\n- Second";
const key = (i: number) => `${TASK}-doc-${i}`;
const pending = (i: number): DocumentState => ({ id: key(i), name: `Doc ${i}`, completed: false });
const uploaded = (i: number): DocumentState => ({ ...pending(i), completed: true, fileUrl: "/api/files/x", fileName: "a.pdf" });
const linked = (i: number): DocumentState => ({ ...pending(i), completed: true, fileUrl: "https://x.example", fileName: LINK_FILE_NAME });
const optional = (i: number): DocumentState => ({ ...pending(i), completed: true, fileName: OPTIONAL_FILE_NAME });
const map = (...docs: DocumentState[]): DocumentsMap => Object.fromEntries(docs.map((doc) => [doc.id, doc]));

describe("isTaskComplete (SPEC.md section 4)", () => {
  it("is complete when the task has no documents", () => {
    expect(isTaskComplete(TASK, "No bullet lines here", null)).toBe(true);
    expect(isTaskComplete(TASK, null, undefined)).toBe(true);
  });

  it("needs every non-optional document completed", () => {
    expect(isTaskComplete(TASK, TWO_DOCS, null)).toBe(false);
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0)))).toBe(false);
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0), pending(1)))).toBe(false);
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0), linked(1)))).toBe(true);
  });

  it("skips optional documents when others are required", () => {
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0), optional(1)))).toBe(true);
    expect(isTaskComplete(TASK, TWO_DOCS, map(pending(0), optional(1)))).toBe(false);
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0), { ...pending(1), optional: true }))).toBe(true);
  });

  it("needs every document completed when all are optional", () => {
    expect(isTaskComplete(TASK, TWO_DOCS, map(optional(0), optional(1)))).toBe(true);
    expect(isTaskComplete(TASK, TWO_DOCS, map(optional(0), { ...pending(1), optional: true }))).toBe(false);
  });

  it("counts only the lines that apply to the company; with none applying, every line (issue 18)", () => {
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0)), [1])).toBe(true);
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(1)), [1])).toBe(false);
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0)), [0, 1])).toBe(false);
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0), linked(1)), [0, 1])).toBe(true);
  });

  it("counts a document marked Not applicable with a reason as done", () => {
    const na: DocumentState = { ...pending(1), completed: true, notApplicable: true, notApplicableReason: "No lease" };
    expect(isTaskComplete(TASK, TWO_DOCS, map(uploaded(0), na))).toBe(true);
    expect(documentCounts(TASK, TWO_DOCS, map(na))).toEqual({ completed: 1, total: 2 });
    expect(documentCounts(TASK, TWO_DOCS, map(na), [0])).toEqual({ completed: 1, total: 1 });
  });

  it("ignores documents keyed for another task or line", () => {
    const stray = { ...uploaded(0), id: "other-doc-0" };
    expect(isTaskComplete(TASK, TWO_DOCS, { "other-doc-0": stray, [`${TASK}-doc-5`]: uploaded(5) })).toBe(false);
  });
});

describe("isOptionalDocument", () => {
  it("recognises the optional flag and the 'Marked as optional' file name", () => {
    expect(isOptionalDocument(undefined)).toBe(false);
    expect(isOptionalDocument(pending(0))).toBe(false);
    expect(isOptionalDocument(optional(0))).toBe(true);
    expect(isOptionalDocument({ ...pending(0), optional: true })).toBe(true);
  });
});
