import { sharedView } from "@/lib/messages/shared-view";
import { findInItems, isTypingTarget, keyAction, pageAt, refusalMessage, scaleFor, typedPage } from "./controls";

describe("scaleFor", () => {
  const portrait = { width: 600, height: 800 };
  it("fits the width of the frame, less its gutter", () => expect(scaleFor({ mode: "width" }, portrait, { width: 1224, height: 500 })).toBe(2));
  it("fits the whole page: the smaller of the width and height fits", () => {
    expect(scaleFor({ mode: "page" }, portrait, { width: 1224, height: 424 })).toBe(0.5);
    expect(scaleFor({ mode: "page" }, portrait, { width: 324, height: 5000 })).toBe(0.5);
  });
  it("keeps a set scale", () => expect(scaleFor({ mode: "scale", scale: 1.25 }, portrait, { width: 10, height: 10 })).toBe(1.25));
  it("never reaches zero in a frame not laid out yet", () => expect(scaleFor({ mode: "width" }, portrait, { width: 0, height: 0 })).toBe(0.1));
});

describe("keyAction", () => {
  it.each([
    ["ArrowRight", { type: "page", delta: 1 }],
    ["PageDown", { type: "page", delta: 1 }],
    ["ArrowLeft", { type: "page", delta: -1 }],
    ["PageUp", { type: "page", delta: -1 }],
    ["Home", { type: "first" }],
    ["End", { type: "last" }],
    ["+", { type: "zoom", direction: 1 }],
    ["=", { type: "zoom", direction: 1 }],
    ["-", { type: "zoom", direction: -1 }],
    ["ArrowDown", null],
    ["a", null],
  ])("%s -> %j", (key, action) => expect(keyAction(key)).toEqual(action));
});

describe("isTypingTarget", () => {
  it("leaves keys typed into a field to the field", () => {
    // Elements as the DOM answers `closest` for them (the unit tests run without a DOM).
    const inField = { closest: (selector: string) => (selector.includes("input") ? {} : null) } as unknown as EventTarget;
    const onButton = { closest: () => null } as unknown as EventTarget;
    expect(isTypingTarget(inField)).toBe(true);
    expect(isTypingTarget(onButton)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("typedPage", () => {
  it.each([
    ["30", 40, 30],
    [" 1 ", 40, 1],
    ["0", 40, null],
    ["41", 40, null],
    ["2.5", 40, null],
    ["abc", 40, null],
  ])("%s of %s -> %s", (text, count, page) => expect(typedPage(text, count)).toBe(page));
});

describe("pageAt", () => {
  const tops = [0, 1000, 2000, 3000];
  it.each([
    [0, 1],
    [600, 2],
    [1500, 2],
    [2500, 3],
    [9000, 4],
  ])("scrolled to %s -> page %s", (scrollTop, page) => expect(pageAt(tops, scrollTop, 1200)).toBe(page));
});

describe("findInItems", () => {
  it("finds every occurrence, case-insensitively, with the items it covers", () => {
    expect(findInItems(3, ["Board deck ", "page 3", " and the deck"], "DECK")).toEqual([
      { page: 3, items: [0] },
      { page: 3, items: [2] },
    ]);
  });
  it("finds a match that crosses items", () => expect(findInItems(1, ["Term ", "sheet"], "term sheet")).toEqual([{ page: 1, items: [0, 1] }]));
  it("finds nothing for an empty query", () => expect(findInItems(1, ["text"], "  ")).toEqual([]));
});

describe("refusalMessage", () => {
  it("says access has ended for a space revoked, expired or deactivated, and why for the rest", () => {
    expect(refusalMessage(410)).toBe(sharedView.accessEnded);
    expect(refusalMessage(403)).toBe(sharedView.downloadsOff);
    expect(refusalMessage(500, "x")).toBe("x");
  });
});
