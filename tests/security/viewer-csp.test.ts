import { contentSecurityPolicy } from "@/proxy";
import { cspDirectives } from "@/tests/helpers/csp";

/** Pdf.js runs its parser in a worker served from our own origin, and nowhere else. */
describe("CSP for the document viewer's worker", () => {
  it.each([true, false])("worker-src is 'self' only (dev %s)", (dev) => {
    const directives = cspDirectives(contentSecurityPolicy("n0nce", dev));
    expect(directives.get("worker-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
  });
});
