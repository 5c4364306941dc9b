import { buildPhaseProgressMap, overallCounts } from "./phase-progress-map";

describe("buildPhaseProgressMap", () => {
  it("prefers batch figures, leaves out failed entries and computes the rest from task lists", () => {
    const { map, failed, needsFallback } = buildPhaseProgressMap({
      phaseIds: ["a", "b", "c", "d"],
      batch: [
        { phaseId: "a", completed: 2, total: 5 },
        { phaseId: "b", completed: 0, total: 0, error: "Failed to fetch phase progress" },
      ],
      tasksByPhase: { c: [{ id: "t1" }, { id: "t2" }] },
      records: [
        { taskId: "t1", completed: true },
        { taskId: "t2", completed: false },
      ],
    });
    expect(map).toEqual({ a: { completed: 2, total: 5 }, c: { completed: 1, total: 2 } });
    expect(failed).toEqual(["b"]);
    expect(needsFallback).toEqual(["d"]);
    expect(overallCounts(map)).toEqual({ completed: 3, total: 7 });
  });

  it("computes every phase from task lists when the batch failed", () => {
    const { map } = buildPhaseProgressMap({
      phaseIds: ["a"],
      batch: undefined,
      tasksByPhase: { a: [{ id: "t1" }] },
      records: [{ taskId: "t1", completed: true }],
    });
    expect(map).toEqual({ a: { completed: 1, total: 1 } });
  });
});
