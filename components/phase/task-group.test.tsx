/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TaskGroup } from "./task-group";

const group = { category: "Banking", tasks: [{ id: "a" }, { id: "b" }], counts: { high: 1, medium: 1, low: 0 }, totalDays: 3, averagePriority: 2 };

describe("a section of the phase page", () => {
  it("is a disclosure: its header button says whether it is open and which region it controls", async () => {
    const user = userEvent.setup();
    render(
      <TaskGroup group={group}>
        <p>Bank statement card</p>
      </TaskGroup>,
    );
    const header = screen.getByRole("button", { name: /Banking/ });
    expect(header).toHaveAttribute("aria-expanded", "true");
    const content = document.getElementById(header.getAttribute("aria-controls")!);
    expect(content).toHaveTextContent("Bank statement card");
    expect(screen.getByText("Bank statement card")).toBeVisible();

    await user.click(header);
    expect(header).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Bank statement card")).not.toBeVisible();

    // The keyboard opens it again.
    header.focus();
    await user.keyboard("{Enter}");
    expect(header).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Bank statement card")).toBeVisible();
  });

  it("shows its name, task count, priorities and days in the header", () => {
    render(<TaskGroup group={group}>{null}</TaskGroup>);
    const header = screen.getByRole("button", { name: /Banking/ });
    expect(header).toHaveTextContent("2 tasks");
    expect(header).toHaveTextContent("1 high");
    expect(header).toHaveTextContent("1 medium");
    expect(header).not.toHaveTextContent("low");
    expect(header).toHaveTextContent("3 days");
  });
});
