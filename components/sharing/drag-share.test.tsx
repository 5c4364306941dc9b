/** @jest-environment jsdom */
import { act, useState, type ReactNode } from "react";
import { useDraggable } from "@dnd-kit/core";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DraggableShareItem, ShareDndProvider } from "./drag-share";
import { droppedItems } from "./share-dnd-context";

jest.mock("@/lib/queries/shared-spaces", () => ({
  useSharedSpaces: jest.fn(() => ({ data: [] })),
  useCreateSpace: jest.fn(() => ({ mutateAsync: jest.fn(), isPending: false })),
  useAddSpaceItems: jest.fn(() => ({ mutateAsync: jest.fn(), isPending: false })),
}));

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

const phase = (n: number) => ({ itemType: "phase" as const, itemId: `p${n}`, phaseId: `p${n}`, label: `Phase ${n}` });

describe("droppedItems", () => {
  it("accepts a list of well-formed items and nothing else", () => {
    expect(droppedItems({ items: [phase(1)] })).toEqual([phase(1)]);
    for (const bad of [
      null,
      {},
      { items: [] },
      { items: [{ itemType: "secret", itemId: "x", label: "x" }] },
      { items: [{ itemType: "task", itemId: "", label: "x" }] },
      { items: "x" },
    ]) {
      expect(droppedItems(bad)).toBeNull();
    }
  });
});

describe("the keyboard and menu alternative to dragging", () => {
  function setup() {
    render(
      <ShareDndProvider companyId="c1">
        {[1, 2, 3].map((n) => (
          <DraggableShareItem key={n} item={phase(n)}>
            <a href={`/phase/p${n}`}>Phase {n}</a>
          </DraggableShareItem>
        ))}
      </ShareDndProvider>,
    );
    return userEvent.setup();
  }

  it("opens Configure Sharing for one item from its menu", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Share options for Phase 2" }));
    await user.click(await screen.findByRole("menuitem", { name: "Share..." }));
    expect(await screen.findByRole("dialog", { name: "Configure Sharing" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Items to share" })).toHaveTextContent("Phase 2");
  });

  it("opens an item's menu from the keyboard too (the menu mounts on its first use)", async () => {
    const user = setup();
    screen.getByRole("button", { name: "Share options for Phase 2" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Add to selection" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(screen.getByRole("button", { name: "Share options for Phase 2" })).toHaveFocus();
  });

  it("collects several items into a selection and shares them together", async () => {
    const user = setup();
    for (const n of [1, 3]) {
      await user.click(screen.getByRole("button", { name: `Share options for Phase ${n}` }));
      await user.click(await screen.findByRole("menuitem", { name: "Add to selection" }));
    }
    expect(screen.getByRole("region", { name: "Share selection" })).toHaveTextContent("2 selected");
    await user.click(screen.getByRole("button", { name: "Share" }));
    const list = await screen.findByRole("list", { name: "Items to share" });
    expect(list).toHaveTextContent("Phase 1");
    expect(list).toHaveTextContent("Phase 3");
    expect(list).not.toHaveTextContent("Phase 2");
  });

  it("gives each card a keyboard drag handle", () => {
    setup();
    const handle = screen.getByRole("button", { name: "Drag Phase 1 to share" });
    expect(handle).toHaveAttribute("aria-roledescription", "draggable");
    expect(handle).toHaveAttribute("aria-describedby");
  });
});

describe("the handles and menus around hydration", () => {
  // Hydrating by hand (testing-library renders fresh): tell React this environment awaits act().
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));

  const cards = (
    <>
      <DraggableShareItem item={phase(1)}>
        <p>Phase 1</p>
      </DraggableShareItem>
      <DraggableShareItem item={phase(2)}>
        <p>Phase 2</p>
      </DraggableShareItem>
    </>
  );

  it("are not in the server's HTML, and appear once the page has hydrated, with no mismatch", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<ShareDndProvider companyId="c1">{cards}</ShareDndProvider>);
    expect(host.querySelectorAll("[aria-roledescription=draggable]")).toHaveLength(0);
    expect(host.textContent).toContain("Phase 2");
    document.body.append(host);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(host, <ShareDndProvider companyId="c1">{cards}</ShareDndProvider>, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(host).getByRole("button", { name: "Drag Phase 1 to share" })).toBeInTheDocument();
    expect(within(host).getByRole("button", { name: "Drag Phase 2 to share" })).toBeInTheDocument();
    host.remove();
  });

  it("do not render again when the provider does: each drag handle on a page would", async () => {
    // A handle as the cards' and rows' are: it reads dnd-kit's context through useDraggable.
    const handleRenders = jest.fn();
    function Handle() {
      useDraggable({ id: "handle" });
      handleRenders();
      return <span>handle</span>;
    }
    let rerender: () => void = () => {};
    function Page({ children }: { children: ReactNode }) {
      const [, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      return <ShareDndProvider companyId="c1">{children}</ShareDndProvider>;
    }
    render(
      <Page>
        <Handle />
      </Page>,
    );
    await screen.findByText("handle");
    handleRenders.mockClear();
    act(() => rerender());
    expect(handleRenders).not.toHaveBeenCalled();
  });
});
