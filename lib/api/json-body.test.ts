import { assertCleanText, readJsonBody } from "./json-body";
import { BODY_TOO_LARGE, INVALID_JSON, INVALID_TEXT } from "@/lib/messages/requests";

const request = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

async function status(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
}

describe("readJsonBody", () => {
  it("parses a JSON body", async () => {
    await expect(readJsonBody(request(JSON.stringify({ a: [1, "é 🙂"] })))).resolves.toEqual({ a: [1, "é 🙂"] });
  });

  it("refuses malformed and empty bodies with 400", async () => {
    for (const body of ["{", "", "undefined", null])
      expect(await status(readJsonBody(request(body)))).toEqual({ status: 400, message: INVALID_JSON });
  });

  it("refuses NUL characters and lone surrogates anywhere, keys included, with 400", async () => {
    for (const value of [{ name: "a\u0000b" }, { "k\u0000": 1 }, ["\ud800"], { deep: [{ x: "ok" }, { y: "\udfff" }] }]) {
      expect(await status(readJsonBody(request(JSON.stringify(value))))).toEqual({ status: 400, message: INVALID_TEXT });
    }
  });

  it("refuses a declared body over the limit before reading it, with 413", async () => {
    expect(await status(readJsonBody(request("{}", { "content-length": String(2 * 1024 * 1024) })))).toEqual({
      status: 413,
      message: BODY_TOO_LARGE,
    });
  });

  it("stops reading a streamed body as soon as it passes the limit", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    expect(await status(readJsonBody(request(body), 256 * 1024))).toEqual({ status: 413, message: BODY_TOO_LARGE });
    expect(pulled).toBeLessThan(512 * 1024);
  });
});

describe("assertCleanText", () => {
  it("walks deep nesting without recursion", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => assertCleanText(deep)).toThrow(INVALID_TEXT);
  });

  it("accepts ordinary text, emoji and combining marks", () => {
    expect(() => assertCleanText({ name: "Zoë 🙂 e\u0301", list: ["a", 1, null, true] })).not.toThrow();
  });
});
