import { addDays, dayOf, isOverdue, overdueCount, selectReminderTasks, sortMyTasks } from "./assignments";

const TODAY = "2026-03-10";
const task = (taskId: string, dueOn: string | null, completed = false, title = taskId) => ({ taskId, dueOn, completed, title });

describe("isOverdue", () => {
  it.each([
    ["due yesterday, open", "2026-03-09", false, true],
    ["due today, open", "2026-03-10", false, false],
    ["due tomorrow, open", "2026-03-11", false, false],
    ["due last year, open", "2025-12-31", false, true],
    ["due yesterday, complete", "2026-03-09", true, false],
    ["no due day", null, false, false],
  ] as const)("%s", (_label, dueOn, completed, expected) => {
    expect(isOverdue({ dueOn, completed }, TODAY)).toBe(expected);
  });

  it("counts the overdue ones", () => {
    expect(overdueCount([task("a", "2026-03-01"), task("b", "2026-03-01", true), task("c", "2026-03-20"), task("d", "2026-02-01")], TODAY)).toBe(2);
  });
});

describe("days", () => {
  it.each([
    ["2026-03-10", 3, "2026-03-13"],
    ["2026-02-27", 2, "2026-03-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
  ] as const)("%s + %i = %s", (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it("takes the UTC day of an instant", () => {
    expect(dayOf(new Date("2026-03-10T23:59:59Z"))).toBe("2026-03-10");
  });
});

describe("sortMyTasks", () => {
  it.each([
    ["overdue before due", [task("later", "2026-03-12"), task("late", "2026-03-01")], ["late", "later"]],
    ["earliest overdue first", [task("b", "2026-03-05"), task("a", "2026-03-01")], ["a", "b"]],
    ["undated after dated", [task("none", null), task("soon", "2026-04-01")], ["soon", "none"]],
    ["completed last, even if its day passed", [task("done", "2026-01-01", true), task("open", null)], ["open", "done"]],
    ["same day by title", [task("b", "2026-03-12"), task("a", "2026-03-12")], ["a", "b"]],
  ] as const)("%s", (_label, input, order) => {
    expect(sortMyTasks(input, TODAY).map((t) => t.taskId)).toEqual(order);
  });
});

describe("selectReminderTasks", () => {
  it.each([
    ["overdue is listed", [task("a", "2026-03-01")], [["a", "overdue"]]],
    ["due today is listed as due", [task("a", TODAY)], [["a", "due"]]],
    ["due on the window's last day is listed", [task("a", "2026-03-13")], [["a", "due"]]],
    ["due past the window is not", [task("a", "2026-03-14")], []],
    ["completed is not", [task("a", "2026-03-01", true)], []],
    ["undated is not", [task("a", null)], []],
    [
      "overdue first",
      [task("due", "2026-03-11"), task("late", "2026-03-02")],
      [
        ["late", "overdue"],
        ["due", "due"],
      ],
    ],
  ] as const)("%s", (_label, input, expected) => {
    expect(selectReminderTasks(input, TODAY).map((t) => [t.taskId, t.kind])).toEqual(expected);
  });

  it("takes another window", () => {
    expect(selectReminderTasks([task("a", "2026-03-17")], TODAY, 7)).toHaveLength(1);
  });
});
