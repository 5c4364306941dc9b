/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { usePhaseTasks, type Task } from "@/lib/queries/phases";
import { PhaseTaskPicker } from "./phase-task-picker";

jest.mock("@/lib/queries/phases", () => ({
  usePhaseTasks: jest.fn(() => ({ data: [], isLoading: false, isError: false })),
}));

const task = (id: string, notApplicable: number[]): Task =>
  ({
    id,
    phaseId: "p1",
    title: `Task ${id}`,
    description: "Why.\n- One\n- Two",
    priority: "medium",
    order: 1,
    category: "Corporate",
    notApplicable,
  }) as Task;

describe("PhaseTaskPicker", () => {
  it("keeps its list 550 px high (SPEC.md), bounded only by the viewport so the dialog scrolls instead", () => {
    render(<PhaseTaskPicker phaseId="p1" phaseName="Legal" isSelected={() => false} onChange={() => {}} />);
    const list = screen.getByText("No tasks found for this phase").closest("[data-slot=scroll-area]") as HTMLElement;
    expect(list).not.toBeNull();
    expect(list.style.height).toBe("550px");
    expect(list.style.maxHeight).toBe("calc(100dvh - 6rem)");
  });

  it("lists only the tasks that apply to the company, as the phase page does", () => {
    jest
      .mocked(usePhaseTasks)
      .mockReturnValue({ data: [task("core", []), task("partly", [1]), task("other-country", [0, 1])], isLoading: false, isError: false } as never);
    render(<PhaseTaskPicker phaseId="p1" phaseName="Legal" isSelected={() => false} onChange={() => {}} />);
    expect(screen.getByText("0 of 2 selected in Legal")).toBeInTheDocument();
    expect(screen.getByText("Task core")).toBeInTheDocument();
    expect(screen.getByText("Task partly")).toBeInTheDocument();
    expect(screen.queryByText("Task other-country")).not.toBeInTheDocument();
  });
});
