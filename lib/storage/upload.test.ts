import { contentDisposition } from "./response";
import { sanitizeFileName } from "./upload";

describe("sanitizeFileName", () => {
  it.each([
    ["report.pdf", "report.pdf"],
    ["C:\\Users\\ada\\report.pdf", "report.pdf"],
    ["../../etc/passwd", "passwd"],
    ["  spaced name.pdf  ", "spaced name.pdf"],
    ["bad\u0000\u0007\nname.pdf", "badname.pdf"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["", "file"],
    [undefined, "file"],
    ["..", "file"],
    ["/", "file"],
  ])("%p becomes %p", (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it("keeps at most 255 characters, extension included", () => {
    const name = sanitizeFileName(`${"a".repeat(400)}.pdf`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith(".pdf")).toBe(true);
    const emoji = sanitizeFileName(`${"😀".repeat(300)}.xlsx`);
    expect(Array.from(emoji)).toHaveLength(255);
    expect(emoji.endsWith("😀.xlsx")).toBe(true);
  });
});

describe("contentDisposition (RFC 6266)", () => {
  it("gives an ASCII fallback and the UTF-8 name", () => {
    expect(contentDisposition("report.pdf")).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition("Résumé (final)*.pdf", "inline")).toBe(
      `inline; filename="Resume (final)*.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%2A.pdf`,
    );
    expect(contentDisposition('a"b\\c%d.txt')).toBe(`attachment; filename="a_b_c_d.txt"; filename*=UTF-8''a%22b%5Cc%25d.txt`);
    expect(contentDisposition("文件.pdf")).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E6%96%87%E4%BB%B6.pdf`);
  });
});
