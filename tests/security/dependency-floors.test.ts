import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm audit` cannot reach its advisory service from our machines, so the versions that fix the
 * advisories we know of are enforced here, over every copy of the package in package-lock.json
 * (a nested copy pulled in by another dependency counts too).
 */
const FLOORS: Record<string, string> = {
  next: "16.4.6",
  react: "19.2.1",
  "react-dom": "19.2.1",
  "next-auth": "4.24.15",
};

type Version = { core: [number, number, number]; pre: string | null };

function parseVersion(version: string): Version {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
  if (!match) throw new Error(`not a semver version: ${version}`);
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ?? null };
}

/** Negative when a < b. A prerelease sorts below its release (16.4.6-canary.1 < 16.4.6). */
function compareVersions(a: string, b: string): number {
  const va = parseVersion(a);
  const vb = parseVersion(b);
  for (let i = 0; i < 3; i++) if (va.core[i] !== vb.core[i]) return va.core[i] - vb.core[i];
  if (va.pre === vb.pre) return 0;
  if (va.pre === null) return 1;
  if (vb.pre === null) return -1;
  return va.pre < vb.pre ? -1 : 1;
}

interface Lock {
  lockfileVersion: number;
  packages: Record<string, { version?: string; link?: boolean }>;
}

function installedCopies(lock: Lock, name: string): { where: string; version: string }[] {
  return Object.entries(lock.packages)
    .filter(([where, entry]) => (where === `node_modules/${name}` || where.endsWith(`/node_modules/${name}`)) && !entry.link)
    .map(([where, entry]) => ({ where, version: entry.version ?? "0.0.0" }));
}

describe("dependency floors (package-lock.json)", () => {
  const lock = JSON.parse(readFileSync(path.join(process.cwd(), "package-lock.json"), "utf8")) as Lock;

  it("is a lockfile v2/v3 with a packages map", () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(Object.keys(lock.packages).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(FLOORS))("%s is at or above %s everywhere in the tree", (name, floor) => {
    const copies = installedCopies(lock, name);
    expect(copies.length).toBeGreaterThan(0);
    const below = copies.filter((copy) => compareVersions(copy.version, floor) < 0);
    expect(below).toEqual([]);
  });

  it("compares versions the way the floors need", () => {
    expect(compareVersions("16.4.5", "16.4.6")).toBeLessThan(0);
    expect(compareVersions("16.4.6-canary.3", "16.4.6")).toBeLessThan(0);
    expect(compareVersions("16.10.0", "16.4.6")).toBeGreaterThan(0);
    expect(compareVersions("19.2.1", "19.2.1")).toBe(0);
    expect(compareVersions("4.24.14", "4.24.15")).toBeLessThan(0);
    expect(compareVersions("5.0.0-beta.25", "4.24.15")).toBeGreaterThan(0);
  });

  it("would fail on a lock below the floor", () => {
    const bad: Lock = {
      lockfileVersion: 3,
      packages: { "node_modules/next": { version: "16.4.5" }, "node_modules/x/node_modules/react": { version: "19.2.0" } },
    };
    expect(installedCopies(bad, "next").filter((c) => compareVersions(c.version, FLOORS.next) < 0)).toHaveLength(1);
    expect(installedCopies(bad, "react").filter((c) => compareVersions(c.version, FLOORS.react) < 0)).toHaveLength(1);
  });
});
