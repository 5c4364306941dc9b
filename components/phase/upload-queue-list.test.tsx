/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DocumentLine } from "@/lib/progress/rules";
import { multiUploadMessages as m } from "@/lib/messages/documents";
import { UploadQueueList } from "./upload-queue-list";
import { useUploadQueue, type QueueUpload } from "./use-upload-queue";

const lines: DocumentLine[] = [
  { index: 0, name: "Certificate of incorporation" },
  { index: 1, name: "Memorandum of association" },
  { index: 2, name: "Articles of association" },
];

/** One upload the test drives: its progress reporter, its signal, and how it ends. */
interface Call {
  file: string;
  line: number;
  progress(percent: number): void;
  signal: AbortSignal;
  finish(message: string | null): void;
}

function setup(files: File[], open: DocumentLine[] = lines) {
  const calls: Call[] = [];
  const upload: QueueUpload = (line, file, onProgress, signal) =>
    new Promise((resolve) => {
      calls.push({ file: file.name, line: line.index, progress: onProgress, signal, finish: resolve });
      signal.addEventListener("abort", () => resolve(null));
    });
  let add: (files: File[]) => void = () => undefined;
  function Harness() {
    const queue = useUploadQueue(upload);
    add = (picked) => queue.add(picked, open);
    return <UploadQueueList queue={queue} openLines={open} />;
  }
  render(<Harness />);
  act(() => add(files));
  return { calls, list: () => screen.getByRole("region", { name: m.listLabel }) };
}

const pdf = (name: string) => new File(["%PDF-1.7"], name, { type: "application/pdf" });
const rowOf = (name: string) => screen.getByText(name, { exact: false }).closest("li") as HTMLElement;
const latest = (calls: Call[], file: string) => calls.filter((call) => call.file === file).at(-1)!;

describe("UploadQueueList", () => {
  it("matches each dropped file to a line by name, and asks for the one it cannot place", async () => {
    const { calls } = setup([pdf("moa.pdf"), pdf("articles.pdf"), pdf("cert-of-incorporation.pdf"), pdf("IMG_0042.jpg")]);
    expect(screen.getByRole("heading", { name: m.reviewTitle(4) })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: m.documentFor("articles.pdf") })).toHaveDisplayValue("Articles of association");
    expect(screen.getByRole("combobox", { name: m.documentFor("cert-of-incorporation.pdf") })).toHaveDisplayValue("Certificate of incorporation");
    expect(screen.getByRole("combobox", { name: m.documentFor("moa.pdf") })).toHaveDisplayValue(m.chooseDocument);
    expect(screen.getByText(m.unplaced)).toBeInTheDocument();
    // The short list offers only the open lines no other file has taken.
    const moa = screen.getByRole("combobox", { name: m.documentFor("moa.pdf") });
    expect(
      within(moa)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([m.chooseDocument, "Memorandum of association"]);
    await userEvent.selectOptions(moa, "Memorandum of association");
    await userEvent.click(screen.getByRole("button", { name: m.remove("IMG_0042.jpg") }));
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: m.start(3) }));
    expect(calls.map((c) => [c.file, c.line])).toEqual([
      ["moa.pdf", 1],
      ["articles.pdf", 2],
      ["cert-of-incorporation.pdf", 0],
    ]);
  });

  it("shows each file's own progress; Cancel stops one, a refusal says why, Retry sends that file again alone", async () => {
    const { calls } = setup([pdf("moa.pdf"), pdf("articles.pdf"), pdf("cert-of-incorporation.pdf")]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: m.documentFor("moa.pdf") }), "Memorandum of association");
    await userEvent.click(screen.getByRole("button", { name: m.start(3) }));
    expect(screen.getAllByRole("progressbar")).toHaveLength(3);

    act(() => latest(calls, "moa.pdf").progress(40));
    act(() => latest(calls, "articles.pdf").progress(75));
    expect(within(rowOf("moa.pdf")).getByRole("status")).toHaveTextContent(m.uploading(40));
    expect(within(rowOf("articles.pdf")).getByRole("progressbar", { name: m.progress("articles.pdf") })).toHaveAttribute("aria-valuenow", "75");

    await userEvent.click(screen.getByRole("button", { name: m.cancel("moa.pdf") }));
    expect(latest(calls, "moa.pdf").signal.aborted).toBe(true);
    expect(await within(rowOf("moa.pdf")).findByText(m.cancelled)).toBeInTheDocument();
    expect(latest(calls, "articles.pdf").signal.aborted).toBe(false);

    await act(async () => latest(calls, "articles.pdf").finish("This file type is not allowed"));
    expect(within(rowOf("articles.pdf")).getByRole("alert")).toHaveTextContent("This file type is not allowed");
    await act(async () => latest(calls, "cert-of-incorporation.pdf").finish(null));
    expect(within(rowOf("cert-of-incorporation.pdf")).getByText(m.done)).toBeInTheDocument();
    expect(within(rowOf("cert-of-incorporation.pdf")).queryByRole("button", { name: /Retry/ })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: m.retry("articles.pdf") }));
    expect(calls.map((c) => c.file)).toEqual(["moa.pdf", "articles.pdf", "cert-of-incorporation.pdf", "articles.pdf"]);
    expect(within(rowOf("articles.pdf")).queryByRole("alert")).toBeNull();
    await act(async () => latest(calls, "articles.pdf").finish(null));
    expect(within(rowOf("articles.pdf")).getByText(m.done)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: m.clearFinished }));
    expect(screen.queryByText("articles.pdf", { exact: false })).toBeNull();
    expect(screen.queryByText("moa.pdf", { exact: false })).toBeNull();
  });

  it("moves at most three files at once and starts the next when one ends", async () => {
    const four = [...lines, { index: 3, name: "Cap table" }];
    const { calls } = setup(["incorporation.pdf", "memorandum.pdf", "articles.pdf", "cap-table.xlsx"].map(pdf), four);
    await userEvent.click(screen.getByRole("button", { name: m.start(4) }));
    expect(calls.map((c) => c.file)).toEqual(["incorporation.pdf", "memorandum.pdf", "articles.pdf"]);
    expect(within(rowOf("cap-table.xlsx")).getByRole("status")).toHaveTextContent(m.queued);
    await act(async () => calls[1].finish(null));
    expect(calls.map((c) => c.file)).toEqual(["incorporation.pdf", "memorandum.pdf", "articles.pdf", "cap-table.xlsx"]);
  });
});
