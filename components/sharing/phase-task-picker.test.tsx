/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { PhaseTaskPicker } from "./phase-task-picker";

jest.mock("@/lib/queries/phases", () => ({
  usePhaseTasks: jest.fn(() => ({ data: [], isLoading: false, isError: false })),
}));

describe("PhaseTaskPicker", () => {
  it("keeps its list 550 px high (SPEC.md), bounded only by the viewport so the dialog scrolls instead", () => {
    render(<PhaseTaskPicker phaseId="p1" phaseName="Legal" isSelected={() => false} onChange={() => {}} />);
    const list = screen.getByText("No tasks found for this phase").closest("[data-slot=scroll-area]") as HTMLElement;
    expect(list).not.toBeNull();
    expect(list.style.height).toBe("550px");
    expect(list.style.maxHeight).toBe("calc(100dvh - 6rem)");
  });
});
