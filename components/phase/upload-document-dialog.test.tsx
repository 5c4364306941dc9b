/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { documentMessages, EXPIRY_HINT, UPLOAD_CANCELLED_MESSAGE } from "@/lib/messages/documents";

import { UploadDocumentDialog, type UploadHandler } from "./upload-document-dialog";

function renderDialog(onUpload: UploadHandler, onOpenChange = jest.fn()) {
  render(<UploadDocumentDialog open onOpenChange={onOpenChange} documentName="Cap table" onUpload={onUpload} onAttachLink={async () => null} />);
  return screen.getByRole("dialog", { name: "Upload Document" });
}

describe("UploadDocumentDialog", () => {
  it("shows the real progress the handler reports, and Cancel aborts the upload and says so", async () => {
    let report: (percent: number) => void = () => undefined;
    let aborted = false;
    const onUpload: UploadHandler = (_file, onProgress, signal) =>
      new Promise((resolve) => {
        report = onProgress;
        signal.addEventListener("abort", () => {
          aborted = true;
          resolve("Upload cancelled");
        });
      });
    const onOpenChange = jest.fn();
    const dialog = renderDialog(onUpload, onOpenChange);
    await userEvent.upload(within(dialog).getByLabelText("Choose a file"), new File(["%PDF-1.7"], "cap.pdf", { type: "application/pdf" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    report(42);
    await within(dialog).findByText("Uploading... 42%");
    expect(within(dialog).getByRole("progressbar", { name: "Upload progress" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await within(dialog).findByText(UPLOAD_CANCELLED_MESSAGE);
    expect(aborted).toBe(true);
    expect(within(dialog).queryByRole("progressbar")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("closes when the upload succeeds and shows the server's message when it is refused", async () => {
    const onOpenChange = jest.fn();
    const results = ["This file type is not allowed", null];
    const dialog = renderDialog(async () => results.shift() ?? null, onOpenChange);
    await userEvent.upload(within(dialog).getByLabelText("Choose a file"), new File(["MZ"], "setup.pdf", { type: "application/pdf" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This file type is not allowed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

describe("UploadDocumentDialog focus order", () => {
  it("opens on the file input and keeps the optional expiry as the last field, on either tab", async () => {
    const dialog = renderDialog(async () => null);
    const fields = () => [...dialog.querySelectorAll("input")].map((input) => input.type);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText("Choose a file")));
    expect(fields()).toEqual(["file", "date"]);
    await userEvent.click(within(dialog).getByRole("tab", { name: "Attach Link" }));
    expect(fields()).toEqual(["url", "date"]);
  });
});

describe("UploadDocumentDialog default validity", () => {
  it("pre-fills Expires on for a document that lapses, sends it, and lets the founder change or clear it", async () => {
    const sent: (string | null)[] = [];
    const onUpload: UploadHandler = async (_file, _progress, _signal, expiresOn) => {
      sent.push(expiresOn);
      return "Refused once so the dialog stays open";
    };
    render(
      <UploadDocumentDialog
        open
        onOpenChange={jest.fn()}
        documentName="409A valuation"
        onUpload={onUpload}
        onAttachLink={async () => null}
        defaultExpiresOn="2027-11-29"
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Upload Document" });
    const expires = within(dialog).getByLabelText("Expires on");
    expect(expires).toHaveValue("2027-11-29");
    expect(expires).toHaveAccessibleDescription(documentMessages.expiryPrefilled);
    await userEvent.upload(within(dialog).getByLabelText("Choose a file"), new File(["%PDF-1.7"], "409a.pdf", { type: "application/pdf" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    await within(dialog).findByRole("alert");
    await userEvent.clear(expires);
    expect(expires).toHaveAccessibleDescription(EXPIRY_HINT);
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(sent).toEqual(["2027-11-29", null]));
  });
});
