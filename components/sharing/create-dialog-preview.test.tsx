/** @jest-environment jsdom */
import type { ReactElement } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { validation } from "@/lib/messages/forms";
import { investorView } from "@/lib/messages/shared-view";
import type { VisitorPayload } from "@/lib/visitor/schema";
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

/** Every create form of a space, as in create-access-controls.test.tsx (multi-select uses the same ShareForm). */
const forms: [string, () => ReactElement, string, number][] = [
  ["Configure Sharing", () => <ConfigureSharingDialog open onOpenChange={() => {}} companyId="c1" items={items} />, "Create & Share", 1],
  ["Share Selected Tasks", () => <ShareSelectedTasksDialog open onOpenChange={() => {}} companyId="c1" items={items} />, "Create & Share", 1],
  ["the list's New Space", () => <NewSpaceForm companyId="c1" onCancel={() => {}} onCreated={() => {}} />, "Create Space", 0],
];

const REMEMBER = "Remember verified visitors for (days)";

describe.each(forms)("%s: how long a verified visitor is remembered", (_, form, confirm) => {
  beforeEach(() => {
    mockCreate
      .mockReset()
      .mockResolvedValue({ id: "s1", accessCode: "code", name: "Seed", expiresAt: "2999-01-01T00:00:00Z", itemCount: 1, items: [] });
  });

  it("offers 7 days and creates the space with them", async () => {
    const user = userEvent.setup();
    render(form());
    expect(screen.getByLabelText(REMEMBER)).toHaveValue(7);
    await user.type(screen.getByLabelText("Space name *"), "Seed");
    await user.click(screen.getByRole("button", { name: confirm }));
    expect(mockCreate).toHaveBeenCalledWith(expect.objectContaining({ name: "Seed", rememberVisitorDays: 7 }));
  });

  it("sends the founder's number, 0 included, and will not create with one past 90", async () => {
    const user = userEvent.setup();
    render(form());
    await user.type(screen.getByLabelText("Space name *"), "Seed");
    const field = screen.getByLabelText(REMEMBER);
    await user.clear(field);
    await user.type(field, "91");
    expect(screen.getByRole("alert")).toHaveTextContent(validation.rememberVisitorDays);
    expect(screen.getByRole("button", { name: confirm })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "0");
    await user.click(screen.getByRole("button", { name: confirm }));
    expect(mockCreate).toHaveBeenCalledWith(expect.objectContaining({ rememberVisitorDays: 0 }));
  });
});

function payload(name: string): VisitorPayload {
  return {
    space: {
      name,
      companyName: "Acme Robotics",
      companyLogoUrl: null,
      showChecklistStatus: false,
      description: null,
      expiresAt: "2999-01-01T00:00:00.000Z",
      createdAt: "2026-11-29T10:00:00.000Z",
      isActive: true,
      itemCount: 1,
    },
    items: [
      {
        id: "draft-1",
        itemType: "task",
        order: 0,
        itemData: {
          label: "Certificate of incorporation",
          category: "Incorporation",
          description: "",
          notes: null,
          documentUrl: null,
          documents: [{ name: "Certificate", fileUrl: "/api/files/8d0f5b7e-1c2a-4b3c-9d4e-5f6a7b8c9d0e", fileName: "coi.pdf" }],
        },
      },
    ],
    visitorToken: "",
    visitorTokenExpiresAt: "2026-11-29T10:00:00.000Z",
    allowDownloads: false,
  };
}

describe.each(forms)("%s: Preview as investor, before the link exists", (_, form, confirm, itemCount) => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    mockCreate.mockReset();
    fetchMock.mockReset().mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { name: string };
      return { ok: true, status: 200, headers: new Headers(), json: async () => payload(body.name || "Untitled space") };
    });
    global.fetch = fetchMock as never;
    document.title = "Dashboard · RaiseReady";
  });

  it("renders the visitor page from the dialog's current selection and options, creates nothing, and gives the tab its title back", async () => {
    const user = userEvent.setup();
    render(form());
    await user.type(screen.getByLabelText("Space name *"), "Seed round");
    await user.click(screen.getByRole("checkbox", { name: "Watermark documents" }));
    await user.click(screen.getByRole("button", { name: investorView.previewAction }));

    const preview = await screen.findByRole("dialog", { name: investorView.draftPreviewTitle });
    expect(await within(preview).findByRole("heading", { name: "Seed round" })).toBeInTheDocument();
    expect(within(preview).getByText(investorView.draftPreviewBanner)).toBeInTheDocument();
    expect(within(preview).getByText("Acme Robotics")).toBeInTheDocument();
    // The founder's file route: the draft has no visitor route yet.
    expect(within(preview).getByRole("link", { name: /coi\. ?pdf/ })).toHaveAttribute("href", "/api/files/8d0f5b7e-1c2a-4b3c-9d4e-5f6a7b8c9d0e");

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect({ url, method: init.method }).toEqual({ url: "/api/shared-spaces/preview", method: "POST" });
    expect(JSON.parse(String(init.body))).toMatchObject({
      companyId: "c1",
      name: "Seed round",
      watermark: false,
      allowDownloads: false,
      requireVerification: true,
      rememberVisitorDays: 7,
      items: items.slice(0, itemCount).map((item) => expect.objectContaining({ itemType: item.itemType, itemId: item.itemId })),
    });
    expect(mockCreate).not.toHaveBeenCalled();
    expect(document.title).toBe("Seed round · Acme Robotics");

    await user.click(within(preview).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: investorView.draftPreviewTitle })).not.toBeInTheDocument();
    expect(document.title).toBe("Dashboard · RaiseReady");
    // The create dialog is still there, as the founder left it.
    expect(screen.getByLabelText("Space name *")).toHaveValue("Seed round");
    expect(screen.getByRole("button", { name: confirm })).toBeEnabled();
  });

  it("says what went wrong when the preview cannot be built", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 400,
      statusText: "Bad Request",
      headers: new Headers({ "content-type": "application/json" }),
      text: async () => JSON.stringify({ message: "Task not found" }),
    });
    const user = userEvent.setup();
    render(form());
    await user.click(screen.getByRole("button", { name: investorView.previewAction }));
    const preview = await screen.findByRole("dialog", { name: investorView.draftPreviewTitle });
    expect(await within(preview).findByRole("alert")).toHaveTextContent("Task not found");
  });
});
