import type { PDFDataRangeTransport } from "pdfjs-dist";
import { sharedView, viewerText } from "@/lib/messages/shared-view";
import { rangeTransport } from "./range-loader";

/** pdf.js's transport as the loader uses it: a length, the first bytes, and onDataRange. */
class FakeTransport {
  received: { begin: number; bytes: number }[] = [];
  constructor(
    public length: number,
    public initialData: Uint8Array,
  ) {}
  onDataRange(begin: number, chunk: Uint8Array) {
    this.received.push({ begin, bytes: chunk.byteLength });
  }
}

const opened = { status: "pdf" as const, length: 1000, initial: new Uint8Array(100), url: "/api/shared/code/files/id?disposition=inline" };
const realFetch = global.fetch;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function transport(answers: Response[], onRefused: (message: string) => void) {
  const fetchMock = jest.fn(async () => answers.shift()!);
  global.fetch = fetchMock as unknown as typeof fetch;
  const t = rangeTransport(FakeTransport as unknown as typeof PDFDataRangeTransport, opened, onRefused) as unknown as FakeTransport &
    PDFDataRangeTransport;
  return { t, fetchMock };
}

afterEach(() => {
  global.fetch = realFetch;
});

describe("the viewer's range loader", () => {
  it("asks the file route for exactly the chunk pdf.js needs and hands the bytes over", async () => {
    const onRefused = jest.fn();
    const { t, fetchMock } = transport([new Response(new Uint8Array(200), { status: 206 })], onRefused);
    t.requestDataRange(100, 300);
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(opened.url, expect.objectContaining({ headers: { Range: "bytes=100-299" } }));
    expect(t.received).toEqual([{ begin: 100, bytes: 200 }]);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("reports a refused chunk once, in the viewer's words, and asks for no more after it", async () => {
    const onRefused = jest.fn();
    const refusal = () => new Response(JSON.stringify({ message: "revoked" }), { status: 410, headers: { "content-type": "application/json" } });
    const { t, fetchMock } = transport([refusal(), refusal()], onRefused);
    t.requestDataRange(100, 300);
    t.requestDataRange(300, 500);
    await settle();
    await settle();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith(sharedView.accessEnded);
    expect(t.received).toEqual([]);
    t.requestDataRange(500, 700);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says the document could not be opened when the network fails", async () => {
    const onRefused = jest.fn();
    global.fetch = jest.fn(async () => {
      throw new TypeError("network");
    }) as unknown as typeof fetch;
    const t = rangeTransport(FakeTransport as unknown as typeof PDFDataRangeTransport, opened, onRefused) as unknown as FakeTransport &
      PDFDataRangeTransport;
    t.requestDataRange(100, 300);
    await settle();
    expect(onRefused).toHaveBeenCalledWith(viewerText.couldNotOpen);
  });
});
