import { contentSecurityPolicy } from "@/proxy";

/** Issue 17: pdf.js runs its parser in a worker served from our own origin, and nowhere else. */
describe("CSP for the document viewer's worker", () => {
  it.each([true, false])("worker-src is 'self' only (dev %s)", (dev) => {
    const directives = new Map(
      contentSecurityPolicy("n0nce", dev)
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values] as const),
    );
    expect(directives.get("worker-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
  });
});
