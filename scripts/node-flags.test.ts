import { serverNodeFlags } from "./node-flags.mjs";

describe("serverNodeFlags", () => {
  it("gives the server a 64 MB young generation by default", () => {
    expect(serverNodeFlags("")).toEqual(["--max-semi-space-size=64"]);
    expect(serverNodeFlags("--max-old-space-size=2048")).toEqual(["--max-semi-space-size=64"]);
  });

  it("leaves the size to NODE_OPTIONS when it sets one", () => {
    expect(serverNodeFlags("--max-semi-space-size=16")).toEqual([]);
    expect(serverNodeFlags("--enable-source-maps --max-semi-space-size=128")).toEqual([]);
  });
});
