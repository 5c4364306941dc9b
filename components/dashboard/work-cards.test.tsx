/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RoleProvider } from "@/components/company/role-context";
import { TaskAssignmentFields, TaskDueBadges } from "@/components/phase/task-assignment";
import { localToday } from "@/lib/format";
import { addDays } from "@/lib/team/rules/assignments";
import { jsonResponse, renderWithQuery } from "@/tests/helpers/query-render";
import { ActivityCard } from "./activity-card";
import { MyTasksCard } from "./my-tasks-card";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const COMPANY = "11111111-1111-4111-8111-111111111111";
const today = localToday();
const task = (taskId: string, title: string, dueOn: string | null, completed = false) => ({
  taskId,
  phaseId: "p1",
  assigneeId: "me",
  dueOn,
  completed,
  title,
});

function serve(routes: Record<string, unknown>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const path = url.split("?")[0];
    if (init?.method === "PATCH") return jsonResponse({ ...JSON.parse(String(init.body)), taskId: "t1", phaseId: "p1", completed: false });
    return jsonResponse(routes[path] ?? { message: "not found" }, routes[path] ? 200 : 404);
  }) as unknown as typeof fetch;
  return calls;
}

describe("MyTasksCard", () => {
  it("lists overdue first, then by due day, each linking to its card", async () => {
    serve({
      "/api/company/my-tasks": {
        data: [task("later", "File the return", addDays(today, 5)), task("none", "Undated", null), task("late", "Board minutes", addDays(today, -2))],
      },
    });
    renderWithQuery(<MyTasksCard companyId={COMPANY} />);
    const list = await screen.findByRole("list", { name: "My tasks" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Board minutes", "File the return", "Undated"]);
    expect(links[0].getAttribute("href")).toBe("/phase/p1?task=late");
    expect(within(list).getAllByText("Overdue")).toHaveLength(1);
    expect(within(list).getByText("No due date")).toBeTruthy();
  });

  it("says so when nothing is assigned", async () => {
    serve({ "/api/company/my-tasks": { data: [] } });
    renderWithQuery(<MyTasksCard companyId={COMPANY} />);
    expect(await screen.findByText("No tasks are assigned to you. Open a task and pick yourself as its assignee.")).toBeTruthy();
  });

  it("tells a viewer, who cannot assign, only that nothing is assigned", async () => {
    serve({ "/api/company/my-tasks": { data: [] } });
    renderWithQuery(
      <RoleProvider role="viewer">
        <MyTasksCard companyId={COMPANY} />
      </RoleProvider>,
    );
    expect(await screen.findByText("No tasks are assigned to you.")).toBeTruthy();
    expect(screen.queryByText(/pick yourself/)).toBeNull();
  });
});

describe("ActivityCard", () => {
  it("shows who did what, as text, with a relative time", async () => {
    serve({
      "/api/company/activity": {
        data: [
          {
            id: "a1",
            action: "document.added",
            actorName: "Ada",
            subject: {},
            summary: 'added "<img src=x onerror=alert(1)>.pdf"',
            createdAt: new Date().toISOString(),
          },
        ],
      },
    });
    const { container } = renderWithQuery(<ActivityCard companyId={COMPANY} />);
    const list = await screen.findByRole("list", { name: "Recent activity" });
    expect(list.textContent).toContain('Ada added "<img src=x onerror=alert(1)>.pdf"');
    expect(container.querySelector("img")).toBeNull();
    expect(within(list).getByText("less than a minute ago")).toBeTruthy();
  });

  it("has an empty state", async () => {
    serve({ "/api/company/activity": { data: [] } });
    renderWithQuery(<ActivityCard companyId={COMPANY} />);
    expect(await screen.findByText(/Nothing yet/)).toBeTruthy();
  });
});

describe("task card assignment", () => {
  const assignments = (dueOn: string | null) => ({
    members: [
      { userId: "me", name: "Ada Lovelace", role: "owner" },
      { userId: "cleo", name: "Cleo", role: "editor" },
    ],
    assignments: [{ taskId: "t1", phaseId: "p1", assigneeId: "me", dueOn, completed: false }],
  });

  it.each([
    ["past due, open", addDays(today, -1), false, true],
    ["past due, completed", addDays(today, -1), true, false],
    ["due today", today, false, false],
  ])("shows Overdue only when %s", async (_label, dueOn, completed, overdue) => {
    serve({ "/api/company/assignments": assignments(dueOn) });
    renderWithQuery(<TaskDueBadges companyId={COMPANY} taskId="t1" completed={completed} />);
    await screen.findByText("Ada Lovelace");
    expect(screen.queryByText("Overdue") !== null).toBe(overdue);
  });

  it("saves a new assignee and due date with labelled fields", async () => {
    const calls = serve({ "/api/company/assignments": assignments(null) });
    renderWithQuery(<TaskAssignmentFields companyId={COMPANY} taskId="t1" phaseId="p1" title="Board minutes" />);
    const select = await screen.findByLabelText("Assignee");
    await screen.findByRole("option", { name: "Cleo" });
    await userEvent.selectOptions(select, "cleo");
    const patch = calls.find((c) => c.init?.method === "PATCH")!;
    expect(patch.url).toBe("/api/progress/t1/assignment");
    expect(JSON.parse(String(patch.init!.body))).toEqual({ companyId: COMPANY, assigneeId: "cleo", dueOn: null });
    expect(screen.getByLabelText("Due date")).toBeTruthy();
  });
});
