import { descriptionSummary, documentKey, parseDocumentLines } from "./rules";

describe("parseDocumentLines", () => {
  it("takes each line starting with a dash or a bullet as one document, in order", () => {
    const description = "Why investors ask.\n- Certificate of incorporation\n  • PAN letter\r\n-TAN letter\nA closing remark";
    expect(parseDocumentLines(description)).toEqual([
      { index: 0, name: "Certificate of incorporation" },
      { index: 1, name: "PAN letter" },
      { index: 2, name: "TAN letter" },
    ]);
  });

  it("ignores prose, blank bullets and dashes inside a line", () => {
    expect(parseDocumentLines("Revenue is up - a lot\n-   \n- Real one")).toEqual([{ index: 0, name: "Real one" }]);
  });

  it("answers no documents for empty descriptions", () => {
    expect(parseDocumentLines(null)).toEqual([]);
    expect(parseDocumentLines(undefined)).toEqual([]);
    expect(parseDocumentLines("")).toEqual([]);
    expect(parseDocumentLines("Just a sentence.")).toEqual([]);
  });
});

describe("descriptionSummary", () => {
  it("joins the non-document lines", () => {
    expect(descriptionSummary("First line.\n- Doc\n  Second line.  \n\n")).toBe("First line. Second line.");
    expect(descriptionSummary(null)).toBe("");
  });
});

describe("documentKey", () => {
  it("is {taskId}-doc-{index}", () => {
    expect(documentKey("t1", 3)).toBe("t1-doc-3");
  });
});
