import { beaconTarget, downloadUrl, nextPage, nextZoom, viewKind, viewUrl } from "./links";

describe("viewKind", () => {
  it.each([
    ["application/pdf", "pdf"],
    ["application/pdf; charset=binary", "pdf"],
    ["image/png", "image"],
    ["image/jpeg", "image"],
    ["image/svg+xml", "other"],
    ["application/zip", "other"],
    [null, "other"],
  ])("%s -> %s", (type, kind) => expect(viewKind(type)).toBe(kind));
});

describe("nextZoom", () => {
  it.each([
    [1, 1, 1.25],
    [1, -1, 0.75],
    [0.25, -1, 0.25],
    [4, 1, 4],
    [1.1, 1, 1.25],
  ] as const)("%s %s -> %s", (current, dir, expected) => expect(nextZoom(current, dir)).toBe(expected));
});

describe("nextPage", () => {
  it.each([
    [1, 3, 1, 2],
    [3, 3, 1, 3],
    [1, 3, -1, 1],
    [2, 0, 1, 1],
  ])("page %s of %s by %s -> %s", (current, count, delta, expected) => expect(nextPage(current, count, delta)).toBe(expected));
});

describe("urls", () => {
  it("asks for inline viewing or a download", () => {
    expect(viewUrl("/api/shared/abc/files/x")).toBe("/api/shared/abc/files/x?disposition=inline");
    expect(downloadUrl("/api/shared/abc/files/x")).toBe("/api/shared/abc/files/x?disposition=attachment");
  });
});

describe("beaconTarget", () => {
  it("finds the space's beacon route and the file id in a visitor file URL", () => {
    expect(beaconTarget("/api/shared/abc123/files/0e4f?disposition=inline")).toEqual({ endpoint: "/api/shared/abc123/beacons", fileId: "0e4f" });
    expect(beaconTarget("https://elsewhere.example/api/shared/x/files/y")).toBeNull();
    expect(beaconTarget("/api/files/123")).toBeNull();
  });
});
