/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, format } from "date-fns";
import { withExpiry } from "./document-state";
import { ExpiryDialog } from "./expiry-dialog";
import { ExpiryFlag } from "./expiry-flag";
import { UploadDocumentDialog } from "./upload-document-dialog";

const held = { id: "t-doc-0", name: "Licence", completed: true, fileUrl: "https://x.example/l", fileName: "Link attached" };

describe("withExpiry", () => {
  it("sets, replaces and clears the date of a held document, and leaves a missing one alone", () => {
    expect(withExpiry({ [held.id]: held }, held.id, "2027-01-31")[held.id]).toEqual({ ...held, expiresOn: "2027-01-31" });
    expect(withExpiry({ [held.id]: { ...held, expiresOn: "2027-01-31" } }, held.id, null)[held.id]).toEqual(held);
    expect(withExpiry({}, held.id, "2027-01-31")).toEqual({});
  });
});

describe("the upload dialog's Expires on field", () => {
  it("passes the date with a link, and null when left empty", async () => {
    const onAttachLink = jest.fn(async () => null);
    render(
      <UploadDocumentDialog open onOpenChange={jest.fn()} documentName="Trade licence" onUpload={async () => null} onAttachLink={onAttachLink} />,
    );
    const dialog = screen.getByRole("dialog", { name: "Upload Document" });
    const field = within(dialog).getByLabelText("Expires on");
    expect(field).toHaveAccessibleDescription(/licences, insurance, certificates and KYC/);
    fireEvent.change(field, { target: { value: "2027-03-03" } });
    await userEvent.click(within(dialog).getByRole("tab", { name: "Attach Link" }));
    await userEvent.type(within(dialog).getByLabelText("Document URL"), "https://drive.example.com/licence");
    await userEvent.click(within(dialog).getByRole("button", { name: "Attach Link" }));
    await waitFor(() => expect(onAttachLink).toHaveBeenCalledWith("https://drive.example.com/licence", "2027-03-03"));
    // Each tab has its own copy of the field (the last of its form), holding the same date.
    fireEvent.change(within(dialog).getByLabelText("Expires on"), { target: { value: "" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Attach Link" }));
    await waitFor(() => expect(onAttachLink).toHaveBeenLastCalledWith("https://drive.example.com/licence", null));
  });
});

describe("ExpiryDialog", () => {
  it("saves a new date and clears the current one", async () => {
    const onSave = jest.fn(async () => undefined);
    render(<ExpiryDialog documentName="Licence" expiresOn="2027-01-31" onOpenChange={jest.fn()} onSave={onSave} />);
    const dialog = screen.getByRole("dialog", { name: "Expiry date" });
    expect(within(dialog).getByRole("button", { name: "Save date" })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("Expires on"), { target: { value: "2027-02-28" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save date" }));
    expect(onSave).toHaveBeenLastCalledWith("2027-02-28");
    await userEvent.click(within(dialog).getByRole("button", { name: "Clear date" }));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });
});

describe("ExpiryFlag", () => {
  const on = (days: number) => format(addDays(new Date(), days), "yyyy-MM-dd");
  it("says expired or expiring in words beside its icon, and nothing without a date", () => {
    const { rerender, container } = render(<ExpiryFlag doc={{ ...held, expiresOn: on(12) }} />);
    expect(screen.getByText("Expires in 12 days")).toHaveAttribute("data-expiry", "expiring");
    rerender(<ExpiryFlag doc={{ ...held, expiresOn: on(-1) }} />);
    expect(screen.getByText(/^Expired /)).toHaveAttribute("data-expiry", "expired");
    rerender(<ExpiryFlag doc={held} />);
    expect(container).toBeEmptyDOMElement();
  });
});
