import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { FUZZ_GROUPS, FUZZ_SPECS } from "./fuzz-specs";
import { handlerOf, IN_PROCESS_ROUTES, routeLabel, ROUTES } from "./routes";

const API_DIR = path.join(process.cwd(), "app", "api");
const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(name) ? [full] : [];
  });
}

/** The HTTP methods a route file exports, from its source (named exports and export lists). */
function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|var|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(match[1]);
  for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of list[1].split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) found.add(name);
    }
  }
  return [...found].filter((name) => HTTP_METHODS.includes(name)).sort();
}

function routeOf(file: string): string {
  return `/${path.relative(path.join(process.cwd(), "app"), path.dirname(file)).split(path.sep).join("/")}`;
}

describe("security route table (tests/security/routes/)", () => {
  const onDisk = routeFiles(API_DIR).flatMap((file) => exportedMethods(readFileSync(file, "utf8")).map((method) => `${method} ${routeOf(file)}`));
  const inTable = [...new Set(ROUTES.map((entry) => `${entry.method} ${entry.route}`))];

  it("finds the route files", () => {
    expect(onDisk.length).toBeGreaterThanOrEqual(20);
  });

  it("lists every exported method of every app/api/**/route.ts (add new routes to the table)", () => {
    expect(onDisk.filter((key) => !inTable.includes(key)).sort()).toEqual([]);
  });

  it("lists nothing that is not on disk", () => {
    expect(inTable.filter((key) => !onDisk.includes(key)).sort()).toEqual([]);
  });

  it("imports the real handler for every row", () => {
    for (const entry of ROUTES) expect(typeof handlerOf(entry)).toBe("function");
  });

  it("covers every call of SPEC.md section 7 and the file routes", () => {
    const contract = [
      "GET /api/auth/user",
      "GET /api/company",
      "POST /api/company",
      "PUT /api/company/[id]",
      "GET /api/company/[id]/team",
      "PUT /api/company/[id]/[kind] (founders)",
      "PUT /api/company/[id]/[kind] (employees)",
      "PUT /api/company/[id]/[kind] (advisors)",
      "PUT /api/company/[id]/[kind] (investors)",
      "GET /api/phases",
      "GET /api/phases/[phaseId]/tasks",
      "GET /api/company/[id]/phases/[phaseId]/progress",
      "GET /api/company/[id]/phases/progress/batch",
      "GET /api/company/[id]/progress",
      "POST /api/progress",
      "GET /api/shared-spaces",
      "POST /api/shared-spaces",
      "PATCH /api/shared-spaces/[id]",
      "POST /api/shared-spaces/[id]/items",
      "DELETE /api/shared-spaces/[id]",
      "GET /api/shared-spaces/[id]/access-logs",
      "GET /api/shared/[accessCode]",
      "GET /api/login",
      "GET /api/logout",
      "POST /api/files",
      "GET /api/files/[id]",
      "GET /api/shared/[accessCode]/files/[fileId]",
    ];
    const labels = ROUTES.filter((entry) => entry.contract).map(routeLabel);
    expect(contract.filter((label) => !labels.includes(label))).toEqual([]);
  });

  it("gives every tenant-scoped route a request that names the other tenant", () => {
    for (const entry of ROUTES.filter((e) => e.crossTenant === "not-yours")) {
      expect({ route: routeLabel(entry), hasIds: Boolean(entry.params || entry.body || entry.form) }).toEqual({
        route: routeLabel(entry),
        hasIds: true,
      });
    }
  });
});

describe("fuzz coverage", () => {
  it("fuzzes every mutating route in exactly one fuzz file", () => {
    const mutating = IN_PROCESS_ROUTES.filter((entry) => entry.mutating)
      .map(routeLabel)
      .sort();
    const grouped = Object.values(FUZZ_GROUPS).flat().sort();
    expect(grouped).toEqual(mutating);
    for (const label of grouped) expect(typeof FUZZ_SPECS[label]).toBe("function");
  });
});
