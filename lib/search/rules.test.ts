import { excerpt, highlightParts, matchesWords, prefixTsQuery, searchWords, SEARCH_WORDS_MAX } from "./rules";

describe("searchWords / prefixTsQuery", () => {
  it.each([
    ["Incorp", ["incorp"], "incorp:*"],
    ["  cert   of INC  ", ["cert", "of", "inc"], "cert:* & of:* & inc:*"],
    ["'&|!:*()<>", [], null],
    ["o'brien & co!", ["o", "brien", "co"], "o:* & brien:* & co:*"],
    ["a:* | b", ["a", "b"], "a:* & b:*"],
    ["Série A – état", ["série", "a", "état"], "série:* & a:* & état:*"],
    ["cap cap table", ["cap", "table"], "cap:* & table:*"],
  ])("%j -> %j", (input, words, query) => {
    expect(searchWords(input)).toEqual(words);
    expect(prefixTsQuery(searchWords(input))).toBe(query);
  });

  it("keeps at most SEARCH_WORDS_MAX words, each of letters and digits only", () => {
    const words = searchWords(Array.from({ length: 30 }, (_, i) => `w${i}:*&`).join(" "));
    expect(words).toHaveLength(SEARCH_WORDS_MAX);
    for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
  });
});

describe("matchesWords", () => {
  it.each([
    ["Certificate of Incorporation", ["incorp"], true],
    ["Certificate of Incorporation", ["cert", "inc"], true],
    ["Certificate of Incorporation", ["corp"], false],
    ["Board minutes", ["board", "resolution"], false],
  ])("%j with %j -> %s", (text, words, expected) => {
    expect(matchesWords(text, words)).toBe(expected);
  });
});

describe("highlightParts / excerpt", () => {
  it("marks the matching prefix of each word and keeps the rest as text", () => {
    expect(highlightParts("Certificate of <b>Incorporation</b>", ["incorp", "cert"])).toEqual([
      { text: "Cert", match: true },
      { text: "ificate of <b>", match: false },
      { text: "Incorp", match: true },
      { text: "oration</b>", match: false },
    ]);
  });

  it("cuts long text around the first match, on one line", () => {
    const text = `${"lorem ipsum ".repeat(30)}\nthe escrow agreement ${"dolor sit ".repeat(30)}`;
    const cut = excerpt(text, ["escrow"], 60);
    expect(cut).toContain("escrow");
    expect(cut.startsWith("…")).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).not.toContain("\n");
  });
});
