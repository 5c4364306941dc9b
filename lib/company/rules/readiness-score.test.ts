import type { DocumentState } from "@/lib/progress/rules";
import {
  effectivePriority,
  formatGain,
  formatScore,
  nextActions,
  readinessItems,
  readinessSummary,
  type ReadinessRecord,
  type ReadinessTask,
} from "./readiness-score";

const TODAY = new Date("2026-06-15T12:00:00.000Z");

function task(id: string, lines: number, priority = "medium", extra: Partial<ReadinessTask> = {}): ReadinessTask {
  const description = ["Summary line.", ...Array.from({ length: lines }, (_, i) => `- ${id} doc ${i}`)].join("\n");
  return { id, phaseId: "p1", title: `Task ${id}`, description, priority, ...extra };
}

const held = (extra: Partial<DocumentState> = {}): DocumentState => ({ id: "x", name: "x", completed: true, fileUrl: "/f", ...extra });

function record(taskId: string, docs: Record<number, DocumentState>, priority: string | null = null): ReadinessRecord {
  return { taskId, priority, documents: Object.fromEntries(Object.entries(docs).map(([i, d]) => [`${taskId}-doc-${i}`, d])) };
}

function score(tasks: ReadinessTask[], records: ReadinessRecord[] = []) {
  return readinessSummary(readinessItems(tasks, records, TODAY), ["p1", "p2"]);
}

describe("effectivePriority", () => {
  it.each([
    ["high", null, "high"],
    ["low", "high", "high"],
    ["high", "bogus", "high"],
    ["bogus", null, "medium"],
    ["medium", "low", "low"],
  ] as const)("task %s, override %s -> %s", (taskPriority, override, expected) => {
    expect(effectivePriority(taskPriority, override)).toBe(expected);
  });
});

describe("readiness score (formula: 100 × Σ weight × held/required ÷ Σ weight)", () => {
  it.each<[string, ReadinessTask[], ReadinessRecord[], number | null, number, number]>([
    ["nothing to count", [], [], null, 0, 0],
    ["nothing held", [task("a", 2)], [], 0, 0, 2],
    ["everything held", [task("a", 2)], [record("a", { 0: held(), 1: held() })], 100, 2, 2],
    ["half of one task", [task("a", 2)], [record("a", { 0: held() })], 50, 1, 2],
    // high (3) fully held, low (1) not: 3/4
    ["weights by priority", [task("a", 1, "high"), task("b", 1, "low")], [record("a", { 0: held() })], 75, 1, 2],
    // the founder's override makes a (low in the checklist) weigh 3
    ["founder's priority wins", [task("a", 1, "low"), task("b", 1, "low")], [record("a", { 0: held() }, "high")], 75, 1, 2],
    // a task weighs its priority whatever its number of documents: (2*1/4 + 2*1/1) / 4 = 62.5
    ["per task, not per document", [task("a", 4), task("b", 1)], [record("a", { 0: held() }), record("b", { 0: held() })], 62.5, 2, 5],
    ["an expired document counts as missing", [task("a", 2)], [record("a", { 0: held(), 1: held({ expiresOn: "2026-06-01" }) })], 50, 1, 2],
    ["an expiring (not yet expired) document is held", [task("a", 1)], [record("a", { 0: held({ expiresOn: "2026-06-30" }) })], 100, 1, 1],
    [
      "optional documents are left out",
      [task("a", 2)],
      [record("a", { 0: held(), 1: { id: "x", name: "x", completed: true, optional: true } })],
      100,
      1,
      1,
    ],
    [
      "'Marked as optional' file name is optional too",
      [task("a", 2)],
      [record("a", { 0: held(), 1: { id: "x", name: "x", completed: true, fileName: "Marked as optional" } })],
      100,
      1,
      1,
    ],
    ["N/A by the founder is left out", [task("a", 2)], [record("a", { 1: { id: "x", name: "x", completed: false, notApplicable: true } })], 0, 0, 1],
    [
      "lines that do not apply to the company are left out",
      [task("a", 3, "medium", { notApplicable: [1, 2] })],
      [record("a", { 0: held() })],
      100,
      1,
      1,
    ],
    [
      "a task none of whose lines apply is left out entirely",
      [task("a", 1, "high", { notApplicable: [0] }), task("b", 1)],
      [record("b", { 0: held() })],
      100,
      1,
      1,
    ],
    ["a task without documents is left out", [task("a", 0, "high"), task("b", 1)], [], 0, 0, 1],
    // 1/3 of 100 = 33.33 -> 33.3; 2/3 = 66.66 -> 66.6 (rounded down)
    ["rounds down to one decimal", [task("a", 3)], [record("a", { 0: held(), 1: held() })], 66.6, 2, 3],
  ])("%s", (_name, tasks, records, expected, heldCount, required) => {
    const { overall } = score(tasks, records);
    expect(overall).toEqual({ score: expected, held: heldCount, required });
  });

  it("shows 100 only when nothing is missing", () => {
    const tasks = Array.from({ length: 1000 }, (_, i) => task(`t${i}`, 1));
    const records = tasks.slice(1).map((t) => record(t.id, { 0: held() }));
    expect(score(tasks, records).overall.score).toBe(99.9);
  });

  it("scores each phase on its own tasks", () => {
    const tasks = [task("a", 1, "high"), task("b", 1, "low", { phaseId: "p2" }), task("c", 1, "low", { phaseId: "p2" })];
    const { phases, overall } = score(tasks, [record("b", { 0: held() })]);
    expect(phases.p1).toEqual({ score: 0, held: 0, required: 1 });
    expect(phases.p2).toEqual({ score: 50, held: 1, required: 2 });
    expect(overall.score).toBe(20);
  });

  it("lists a phase with nothing required as null", () => {
    expect(score([task("a", 1)]).phases.p2).toEqual({ score: null, held: 0, required: 0 });
  });
});

describe("top gaps", () => {
  it("lists missing and expired required documents, highest weight first, then largest gain", () => {
    const tasks = [task("low", 1, "low"), task("big", 4, "high"), task("small", 1, "high", { phaseId: "p2" }), task("done", 1, "high")];
    const records = [record("done", { 0: held() }), record("big", { 0: held(), 1: held({ expiresOn: "2026-01-01" }) })];
    const { gaps } = score(tasks, records);
    expect(gaps.map((g) => [g.taskId, g.index, g.expired])).toEqual([
      ["small", 0, false],
      ["big", 1, true],
      ["big", 2, false],
      ["big", 3, false],
      ["low", 0, false],
    ]);
    // Σ weight = 1 + 3 + 3 + 3 = 10; one of small's 1 document = 3/10 of 100 = 30 points
    expect(gaps[0]).toMatchObject({ document: "small doc 0", phaseId: "p2", weight: 3, priority: "high", taskTitle: "Task small" });
    expect(gaps[0].gain).toBeCloseTo(30);
    expect(gaps[1].gain).toBeCloseTo(7.5);
  });

  it("never lists optional, N/A or not-applicable-to-you documents", () => {
    const tasks = [task("a", 3, "medium", { notApplicable: [2] })];
    const records = [
      record("a", { 0: { id: "x", name: "x", completed: true, optional: true }, 1: { id: "x", name: "x", completed: false, notApplicable: true } }),
    ];
    expect(score(tasks, records).gaps).toEqual([]);
  });
});

describe("display", () => {
  it.each([
    [null, "–"],
    [0, "0"],
    [100, "100"],
    [72.5, "72.5"],
  ])("formatScore(%p) = %s", (value, expected) => expect(formatScore(value)).toBe(expected));

  it.each([
    [0.01, "+0.1"],
    [0.44, "+0.4"],
    [30, "+30.0"],
  ])("formatGain(%p) = %s", (value, expected) => expect(formatGain(value)).toBe(expected));
});

describe("phase contributions (each phase's points toward the overall Readiness)", () => {
  const tenths = (n: number) => Math.round(n * 10);
  const sumOf = (values: number[]) => values.reduce((a, b) => a + tenths(b), 0);
  const twoPhases = (phase2: Partial<ReadinessTask>) => [
    task("a", 3, "high"),
    task("b", 1, "low"),
    task("c", 7, "medium", phase2),
    task("d", 3, "high", phase2),
  ];
  it.each<[string, ReadinessRecord[]]>([
    ["nothing held", []],
    ["a third of one task", [record("a", { 0: held() })]],
    ["thirds and sevenths in both phases", [record("a", { 0: held() }), record("c", { 0: held(), 3: held() }), record("d", { 1: held() })]],
    [
      "everything held",
      [
        record("a", { 0: held(), 1: held(), 2: held() }),
        record("b", { 0: held() }),
        record("c", Object.fromEntries(Array.from({ length: 7 }, (_, i) => [i, held()]))),
        record("d", { 0: held(), 1: held(), 2: held() }),
      ],
    ],
  ])("%s: the points add up to the overall score and the possible points to 100", (_name, records) => {
    const summary = score(twoPhases({ phaseId: "p2" }), records);
    const parts = Object.values(summary.contributions);
    expect(parts).toHaveLength(2);
    expect(sumOf(parts.map((c) => c.points))).toBe(tenths(summary.overall.score!));
    expect(sumOf(parts.map((c) => c.possible))).toBe(1000);
    for (const c of parts) expect(c.points).toBeLessThanOrEqual(c.possible);
  });

  it("weighs each phase by its share of the total weight", () => {
    // p1: high (3) + low (1) = 4 of 9; p2: medium (2) + high (3) = 5 of 9. p1 fully held: 4/9 of 100 = 44.4 points.
    const summary = score(twoPhases({ phaseId: "p2" }), [record("a", { 0: held(), 1: held(), 2: held() }), record("b", { 0: held() })]);
    expect(summary.overall.score).toBe(44.4);
    expect(summary.contributions.p1).toEqual({ points: 44.4, possible: 44.4 });
    expect(summary.contributions.p2).toEqual({ points: 0, possible: 55.6 });
  });

  it("has none when nothing is required", () => {
    expect(score([]).contributions).toEqual({});
  });
});

describe("nextActions", () => {
  it("leads with the five gaps worth the most points, whatever their priority", () => {
    // One low task with a single line is worth more than each line of a high task with ten lines.
    const summary = score([task("a", 10, "high"), task("b", 1, "low"), task("c", 3, "medium")]);
    const actions = nextActions(summary.gaps);
    expect(actions).toHaveLength(5);
    expect(actions[0]!.taskId).toBe("b");
    expect(actions.map((g) => g.gain)).toEqual([...actions.map((g) => g.gain)].sort((x, y) => y - x));
    expect(summary.gaps[0]!.taskId).toBe("a");
  });
});
