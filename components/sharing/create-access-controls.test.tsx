/** @jest-environment jsdom */
import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SECURE_SPACE_DEFAULTS } from "@/lib/spaces/rules/space-settings";
import { ConfigureSharingDialog } from "./configure-sharing-dialog";
import type { ShareableItem } from "./contract";
import { NewSpaceForm } from "./new-space-form";
import { ShareSelectedTasksDialog } from "./share-selected-tasks-dialog";

const mockCreate = jest.fn();
jest.mock("@/lib/queries/shared-spaces", () => ({
  useSharedSpaces: jest.fn(() => ({ data: [] })),
  useCreateSpace: jest.fn(() => ({ mutateAsync: mockCreate, isPending: false })),
  useAddSpaceItems: jest.fn(() => ({ mutateAsync: jest.fn(), isPending: false })),
}));

beforeAll(() => {
  // Radix measures elements that jsdom does not lay out.
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

const items: ShareableItem[] = [{ itemType: "task", itemId: "t1", taskId: "t1", label: "Certificate of incorporation" }];

/** Every create form of a space: drag and drop's Configure Sharing, the phase page's Share Selected Tasks, the list's New Space. */
const forms: [string, () => ReactElement, string][] = [
  ["Configure Sharing", () => <ConfigureSharingDialog open onOpenChange={() => {}} companyId="c1" items={items} />, "Create & Share"],
  ["Share Selected Tasks", () => <ShareSelectedTasksDialog open onOpenChange={() => {}} companyId="c1" items={items} />, "Create & Share"],
  ["the list's New Space", () => <NewSpaceForm companyId="c1" onCancel={() => {}} onCreated={() => {}} />, "Create Space"],
];

const checked = (name: string) => screen.getByRole("checkbox", { name }).getAttribute("aria-checked");

describe.each(forms)("%s: every access control, secure by default", (_, form, confirm) => {
  it("shows verification, lists, NDA, downloads, watermark, visit alerts and expiry with the secure defaults", () => {
    render(form());
    expect(checked("Require email verification")).toBe("true");
    expect(checked("Email me when someone new opens this space")).toBe("true");
    expect(checked("Allow downloads")).toBe("false");
    expect(checked("Watermark documents")).toBe("true");
    expect(screen.getByLabelText("Allow only (optional)")).toHaveValue("");
    expect(screen.getByLabelText("Block (optional)")).toHaveValue("");
    expect(screen.getByLabelText("Agreement visitors must accept (optional)")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: /Access Duration|Link Expiration|Expiration/ })).toBeInTheDocument();
  });

  it("creates the space with those settings, and with what the founder changed", async () => {
    mockCreate
      .mockReset()
      .mockResolvedValue({ id: "s1", accessCode: "code", name: "Seed", expiresAt: "2999-01-01T00:00:00Z", itemCount: 1, items: [] });
    const user = userEvent.setup();
    render(form());
    await user.type(screen.getByLabelText("Space name *"), "Seed");
    await user.type(screen.getByLabelText("Block (optional)"), "rival.com");
    await user.type(screen.getByLabelText("Agreement visitors must accept (optional)"), "Confidential");
    await user.click(screen.getByRole("button", { name: confirm }));
    expect(mockCreate).toHaveBeenCalledWith(
      expect.objectContaining({ ...SECURE_SPACE_DEFAULTS, allowList: [], denyList: ["rival.com"], agreementText: "Confidential", name: "Seed" }),
    );
  });
});
