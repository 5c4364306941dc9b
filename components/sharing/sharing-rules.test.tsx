/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigureSharingDialog } from "./configure-sharing-dialog";
import { ExpiryField } from "./expiry-field";
import type { ShareableItem } from "./contract";
import { canConfirm, expiryPayload, initialTarget, shareProblem } from "./share-target";
import { SharePreview } from "./share-preview";
import { SpaceStatusBadge } from "./space-status-badge";
import { ACCESS_DURATION_OPTIONS } from "@/lib/spaces/rules/expiry";

jest.mock("@/lib/queries/shared-spaces", () => ({
  useSharedSpaces: jest.fn(() => ({ data: mockSpaces })),
  useCreateSpace: jest.fn(() => ({ mutateAsync: jest.fn(), isPending: false })),
  useAddSpaceItems: jest.fn(() => ({ mutateAsync: jest.fn(), isPending: false })),
}));

let mockSpaces: { id: string; name: string; isActive: boolean; expiresAt: string }[] = [];

const items = (n: number): ShareableItem[] =>
  Array.from({ length: n }, (_, i) => ({ itemType: "task", itemId: `t${i}`, taskId: `t${i}`, label: `Task number ${i + 1}` }));

beforeAll(() => {
  // Radix measures elements that jsdom does not lay out.
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

beforeEach(() => {
  mockSpaces = [];
});

describe("Configure Sharing preview", () => {
  it("shows the first 5 items, then '...and N more'", () => {
    render(<SharePreview items={items(8)} />);
    const list = screen.getByRole("list", { name: "Items to share" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(6);
    expect(rows.slice(0, 5).map((r) => r.textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `Task:Task number ${n}`));
    expect(rows[5]).toHaveTextContent("...and 3 more");
    expect(screen.queryByText("Task number 6")).not.toBeInTheDocument();
  });

  it("has no '...and N more' for 5 items or fewer", () => {
    render(<SharePreview items={items(5)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });
});

describe("confirm rules", () => {
  const now = new Date("2030-01-15T12:00:00");

  it("needs items, a name when creating, and a space when adding", () => {
    const target = initialTarget("1-week");
    expect(shareProblem(target, 0)).toBe("Please select at least one task to share");
    expect(shareProblem(target, 2)).toBe("Please provide a name for the new shared space");
    expect(canConfirm({ ...target, name: "   " }, 2)).toBe(false);
    expect(canConfirm({ ...target, name: "Seed" }, 2)).toBe(true);
    expect(canConfirm({ ...target, name: "Seed" }, 0)).toBe(false);
    expect(shareProblem({ ...target, mode: "existing" }, 2)).toBe("Please select a space");
    expect(canConfirm({ ...target, mode: "existing", spaceId: "s1" }, 2)).toBe(true);
    expect(canConfirm({ ...target, mode: "existing", spaceId: "s1" }, 0)).toBe(false);
  });

  it("refuses a custom date in the past and sends custom without a date as-is", () => {
    const target = { ...initialTarget("custom"), name: "Seed" };
    expect(shareProblem({ ...target, customDate: "2030-01-14" }, 1, now)).toBe("Expiry date cannot be in the past");
    expect(canConfirm({ ...target, customDate: "2030-01-15" }, 1, now)).toBe(true);
    expect(canConfirm(target, 1, now)).toBe(true);
    expect(expiryPayload(target)).toEqual({ expirationPeriod: "custom" });
    expect(expiryPayload({ duration: "custom", customDate: "2030-02-01" }).expiresAt).toBe(new Date("2030-02-01T23:59:59.999").toISOString());
    expect(expiryPayload({ duration: "never", customDate: "" })).toEqual({ expirationPeriod: "never" });
  });

  it("disables Create & Share until a name is typed, and Add to Space until a space is chosen", async () => {
    const user = userEvent.setup();
    mockSpaces = [{ id: "s1", name: "Seed room", isActive: true, expiresAt: "2999-01-01T00:00:00Z" }];
    render(<ConfigureSharingDialog open onOpenChange={() => {}} companyId="c1" items={items(2)} />);
    const confirm = screen.getByRole("button", { name: "Create & Share" });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText("Space name *"), "   ");
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText("Space name *"), "Series A");
    expect(confirm).toBeEnabled();
    await user.click(screen.getByRole("radio", { name: "Add to Existing Space" }));
    expect(screen.getByRole("button", { name: "Add to Space" })).toBeDisabled();
    expect(screen.getAllByText("Please select a space").length).toBeGreaterThan(0);
  });

  it("disables the confirm button when nothing is selected, and the existing choice without spaces", () => {
    render(<ConfigureSharingDialog open onOpenChange={() => {}} companyId="c1" items={[]} />);
    expect(screen.getByRole("button", { name: "Create & Share" })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Add to Existing Space" })).toBeDisabled();
  });

  it("says next to the date why a custom date in the past disables the confirm button", () => {
    const { rerender } = render(
      <ExpiryField label="Access Duration" options={ACCESS_DURATION_OPTIONS} value="custom" customDate="2000-01-01" onChange={() => {}} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Expiry date cannot be in the past");
    expect(screen.getByLabelText("Expires on")).toHaveAttribute("aria-invalid", "true");
    rerender(<ExpiryField label="Access Duration" options={ACCESS_DURATION_OPTIONS} value="custom" customDate="2999-01-01" onChange={() => {}} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Leave empty for 7 days.")).toBeInTheDocument();
  });

  it("shows the name message once the name field is left blank", async () => {
    const user = userEvent.setup();
    render(<ConfigureSharingDialog open onOpenChange={() => {}} companyId="c1" items={items(1)} />);
    await user.click(screen.getByLabelText("Space name *"));
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Please provide a name for the new shared space");
  });
});

describe("status badge", () => {
  const now = new Date("2030-01-15T12:00:00Z");
  const inHours = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString();

  it.each([
    [null, "Active"],
    [inHours(-1), "Expired"],
    [inHours(0), "Expired"],
    [inHours(23.9), "Expiring Soon"],
    [inHours(24), "Active"],
    [inHours(24 * 30), "Active"],
  ])("expiry %s is %s", (expiresAt, status) => {
    render(<SpaceStatusBadge expiresAt={expiresAt} now={now} />);
    expect(screen.getByText(status)).toHaveAttribute("data-status", status);
  });

  it("shows only Active or Expired in pickers", () => {
    const { rerender } = render(<SpaceStatusBadge expiresAt={inHours(2)} now={now} picker />);
    expect(screen.getByText("Active")).toBeInTheDocument();
    rerender(<SpaceStatusBadge expiresAt={inHours(-2)} now={now} picker />);
    expect(screen.getByText("Expired")).toBeInTheDocument();
  });
});
