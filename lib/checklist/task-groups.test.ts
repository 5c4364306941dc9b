import { DEFAULT_CATEGORY, groupTasksByCategory } from "./task-groups";

const task = (title: string, category: string | null, priority: string, estimatedDays: number | null = 1) => ({
  title,
  category,
  priority,
  estimatedDays,
});

describe("groupTasksByCategory", () => {
  it("puts tasks without a category under General", () => {
    const groups = groupTasksByCategory([task("a", null, "medium"), task("b", "  ", "medium")]);
    expect(groups).toHaveLength(1);
    expect(groups[0].category).toBe(DEFAULT_CATEGORY);
    expect(groups[0].tasks.map((t) => t.title)).toEqual(["a", "b"]);
  });

  it("orders groups by average priority, highest first", () => {
    const groups = groupTasksByCategory([
      task("l1", "Low stuff", "low"),
      task("m1", "Mixed", "high"),
      task("m2", "Mixed", "low"),
      task("h1", "Urgent", "high"),
      task("h2", "Urgent", "high"),
    ]);
    expect(groups.map((g) => g.category)).toEqual(["Urgent", "Mixed", "Low stuff"]);
    expect(groups.map((g) => g.averagePriority)).toEqual([3, 2, 1]);
  });

  it("keeps first-appearance order for equal averages and task order within a group", () => {
    const groups = groupTasksByCategory([task("b1", "B", "medium"), task("a1", "A", "medium"), task("b2", "B", "medium")]);
    expect(groups.map((g) => g.category)).toEqual(["B", "A"]);
    expect(groups[0].tasks.map((t) => t.title)).toEqual(["b1", "b2"]);
  });

  it("counts priorities and sums estimated days", () => {
    const [group] = groupTasksByCategory([
      task("1", "C", "high", 3),
      task("2", "C", "medium", null),
      task("3", "C", "low", 2),
      task("4", "C", "unknown", 1),
    ]);
    expect(group.counts).toEqual({ high: 1, medium: 2, low: 1 });
    expect(group.totalDays).toBe(6);
  });

  it("counts and orders by the founder's chosen priorities, not the checklist's", () => {
    const tasks = [task("x", "X", "low"), task("y", "Y", "medium")];
    const groups = groupTasksByCategory(tasks, (t) => (t.title === "x" ? "high" : t.priority));
    expect(groups.map((g) => g.category)).toEqual(["X", "Y"]);
    expect(groups[0].counts).toEqual({ high: 1, medium: 0, low: 0 });
    expect(groups[0].averagePriority).toBe(3);
  });

  it("returns no groups for no tasks", () => {
    expect(groupTasksByCategory([])).toEqual([]);
  });
});
