import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { ApiError } from "@/lib/errors";
import { fileExtension, SniffStream, sniffContentType } from "./sniff";

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === "string" ? Buffer.from(v, "latin1") : Buffer.from([v]))));
const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(32, 0x01)]);

describe("sniffContentType", () => {
  it.each([
    ["application/pdf", bytes("%PDF-1.4\n"), "a.pdf"],
    ["image/png", pad(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a)), "a.png"],
    ["image/jpeg", pad(bytes(0xff, 0xd8, 0xff, 0xe0)), "a.jpg"],
    ["image/gif", pad(bytes("GIF89a")), "a.gif"],
    ["image/gif", pad(bytes("GIF87a")), "a.gif"],
    ["image/webp", pad(bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 ")), "a.webp"],
    ["application/zip", pad(bytes("PK", 3, 4)), "archive.zip"],
    ["application/zip", pad(bytes("PK", 5, 6)), "empty.zip"],
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", pad(bytes("PK", 3, 4)), "a.DOCX"],
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", pad(bytes("PK", 3, 4)), "a.xlsx"],
    ["application/vnd.openxmlformats-officedocument.presentationml.presentation", pad(bytes("PK", 3, 4)), "a.pptx"],
    ["application/msword", pad(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)), "a.doc"],
    ["application/vnd.ms-excel", pad(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)), "a.xls"],
    ["application/vnd.ms-powerpoint", pad(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)), "a.ppt"],
    ["text/csv", Buffer.from("a,b\n1,2\n"), "data.csv"],
    ["text/plain", Buffer.from("plain notes, ünïcode ✓"), "notes.txt"],
    ["text/plain", Buffer.from("no extension"), "README"],
    ["text/plain", Buffer.from("\uFEFFwith a BOM"), "bom.txt"],
  ])("detects %s", (expected, head, name) => {
    expect(sniffContentType(head, name)).toBe(expected);
  });

  it("never lets the extension override the bytes", () => {
    expect(sniffContentType(bytes("%PDF-1.7"), "contract.docx")).toBe("application/pdf");
    expect(sniffContentType(bytes("MZ", 0x90, 0), "contract.pdf")).toBeNull();
  });

  it.each([
    ["an ELF binary", bytes(0x7f, "ELF", 2, 1, 1, 0), "tool"],
    ["a Windows executable", bytes("MZ", 0x90, 0, 3, 0), "setup.exe"],
    ["an HTML page", Buffer.from("<!doctype html><script>1</script>"), "page.html"],
    ["HTML under a .txt name", Buffer.from("  \n<html><body>x</body></html>"), "notes.txt"],
    ["an SVG", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.svg"],
    ["XML", Buffer.from("<?xml version='1.0'?><a/>"), "data.xml"],
    ["JavaScript", Buffer.from("alert(1)"), "app.js"],
    ["UTF-16 text", Buffer.from("\ufeffhello", "utf16le"), "notes.txt"],
    ["an .msi installer (OLE2)", pad(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)), "setup.msi"],
    ["a shell script under a .pdf name", Buffer.from("#!/bin/sh\nrm -rf /"), "invoice.pdf"],
  ])("refuses %s", (_label, head, name) => {
    expect(sniffContentType(head, name)).toBeNull();
  });
});

describe("fileExtension", () => {
  it("answers the lower-cased last extension, ignoring dot-files", () => {
    expect(fileExtension("a.tar.GZ")).toBe("gz");
    expect(fileExtension(".env")).toBe("");
    expect(fileExtension("README")).toBe("");
  });
});

async function run(chunks: Buffer[], name: string): Promise<{ type: string | null; output: Buffer }> {
  const sniffer = new SniffStream(name);
  const out: Buffer[] = [];
  await pipeline(
    Readable.from(chunks),
    sniffer,
    new Writable({
      write(chunk, _e, cb) {
        out.push(chunk);
        cb();
      },
    }),
  );
  return { type: sniffer.contentType, output: Buffer.concat(out) };
}

describe("SniffStream", () => {
  it("passes every byte through unchanged, whatever the chunking", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5000, 0x20)]);
    const chunks = [pdf.subarray(0, 3), pdf.subarray(3, 700), pdf.subarray(700)];
    const result = await run(chunks, "a.pdf");
    expect(result.type).toBe("application/pdf");
    expect(result.output.equals(pdf)).toBe(true);
  });

  it("decides small files at the end", async () => {
    expect(await run([Buffer.from("a,b")], "x.csv")).toEqual({ type: "text/csv", output: Buffer.from("a,b") });
  });

  it("checks a text file to its end: a NUL or invalid UTF-8 after the head is refused", async () => {
    const head = Buffer.alloc(1024, 0x61);
    await expect(run([head, Buffer.from([0x00])], "a.txt")).rejects.toMatchObject({ status: 415 });
    await expect(run([head, Buffer.from([0xc3, 0x28])], "a.txt")).rejects.toMatchObject({ status: 415 });
    await expect(run([head, Buffer.from([0xe2, 0x82])], "a.txt")).rejects.toMatchObject({ status: 415 });
  });

  it("accepts a multi-byte character split across chunks", async () => {
    const text = Buffer.concat([Buffer.alloc(600, 0x61), Buffer.from("€")]);
    const result = await run([text.subarray(0, 601), text.subarray(601)], "a.txt");
    expect(result.output.equals(text)).toBe(true);
  });

  it("refuses a disallowed file with 415 and an empty one with 400", async () => {
    await expect(run([bytes(0x7f, "ELF", 0, 0, 0)], "x")).rejects.toEqual(new ApiError(415, "This file type is not allowed"));
    await expect(run([], "x.pdf")).rejects.toMatchObject({ status: 400 });
  });
});
