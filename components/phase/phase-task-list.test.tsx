/** @jest-environment jsdom */
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Task } from "@/lib/queries/phases";
import { groupTasksByCategory } from "@/lib/checklist/task-groups";
import { PhaseTaskList, SERVER_RENDERED_CARDS } from "./phase-task-list";

/** Each stand-in's renders, to see which renders reach the list's body. */
const standInRenders = jest.fn();
jest.mock("./task-card", () => {
  const actual = jest.requireActual<typeof import("./task-card")>("./task-card");
  return {
    ...actual,
    TaskCardStandIn: (props: Parameters<typeof actual.TaskCardStandIn>[0]) => {
      standInRenders(props.task.id);
      return actual.TaskCardStandIn(props);
    },
  };
});

// Hydrating by hand (testing-library renders fresh): tell React this environment awaits act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const COMPANY = "11111111-1111-4111-8111-111111111111";
const TASK_COUNT = SERVER_RENDERED_CARDS + 5;

const tasks: Task[] = Array.from({ length: TASK_COUNT }, (_, i) => ({
  id: `task-${i}`,
  phaseId: "p1",
  title: `Task number ${i}`,
  description: `Why investors ask ${i}.\n- Document A\n- Document B`,
  priority: "high",
  estimatedDays: 1,
  order: i,
  category: i % 2 ? "Banking" : "Incorporation",
}));

function List({ focusTaskId }: { focusTaskId?: string }) {
  const groups = groupTasksByCategory(tasks, (task) => task.priority);
  return (
    <PhaseTaskList
      companyId={COMPANY}
      phaseId="00000000-0000-4000-8000-0000000000aa"
      groups={groups}
      bulkMode={false}
      selected={new Set()}
      onSelectedChange={() => {}}
      focusTaskId={focusTaskId}
    />
  );
}

function tree(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <List />
    </QueryClientProvider>
  );
}

/** Progress stays loading: this is about what is drawn, not what it shows. */
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } } });
/** Full cards have the expand button; stand-ins only the title. */
const fullCards = (root: ParentNode) => root.querySelectorAll("button[data-card-toggle]").length;
const titles = (root: ParentNode) => [...root.querySelectorAll("h3")].map((h) => h.textContent);

describe("PhaseTaskList server rendering", () => {
  it("renders the first cards in full and a titled stand-in for the rest, every task once", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(tree(client()));
    expect(fullCards(host)).toBe(SERVER_RENDERED_CARDS);
    expect(titles(host).sort()).toEqual(tasks.map((t) => t.title).sort());
    expect(host.textContent).toContain(`Why investors ask ${TASK_COUNT - 1}.`);
  });

  it("hydrates that HTML without a mismatch and then draws every card in full", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    host.innerHTML = renderToString(tree(client()));
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        hydrateRoot(host, tree(client()), { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(fullCards(host)).toBe(TASK_COUNT);
      expect(titles(host).sort()).toEqual(tasks.map((t) => t.title).sort());
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      host.remove();
    }
  });
});

describe("PhaseTaskList after hydration", () => {
  it("draws the stand-ins once: the render that follows hydration does not reach the sections again", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    host.innerHTML = renderToString(tree(client()));
    standInRenders.mockClear();
    try {
      await act(async () => {
        hydrateRoot(host, tree(client()));
      });
      expect(fullCards(host)).toBe(TASK_COUNT);
      // Hydration draws each stand-in once; the full cards then replace them (no second drawing).
      expect(standInRenders).toHaveBeenCalledTimes(TASK_COUNT - SERVER_RENDERED_CARDS);
    } finally {
      host.remove();
    }
  });
});

describe("PhaseTaskList focusTaskId (a search result's ?task=)", () => {
  it("opens that task's card expanded, scrolls it into view and focuses it, past the server-rendered cards too", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const target = tasks[TASK_COUNT - 1];
    const root = createRoot(host);
    try {
      await act(async () => {
        root.render(
          <QueryClientProvider client={client()}>
            <List focusTaskId={target.id} />
          </QueryClientProvider>,
        );
      });
      const toggles = [...host.querySelectorAll<HTMLButtonElement>("button[data-card-toggle]")];
      const expanded = toggles.filter((b) => b.getAttribute("aria-expanded") === "true").map((b) => b.textContent);
      expect(expanded).toEqual([target.title]);
      expect(scrolled.map((el) => el.id)).toEqual([`task-${target.id}`]);
      expect(document.activeElement?.textContent).toBe(target.title);
    } finally {
      Element.prototype.scrollIntoView = original;
      await act(async () => root.unmount());
      host.remove();
    }
  });
});
