import path from "node:path";
import { resolveDatabaseTarget } from "./config";

describe("resolveDatabaseTarget", () => {
  it("defaults to PGlite under .data/", () => {
    expect(resolveDatabaseTarget({} as NodeJS.ProcessEnv)).toEqual({ kind: "pglite", dataDir: path.join(process.cwd(), ".data", "pglite") });
  });
  it("honours PGLITE_DATA_DIR and pglite: URLs", () => {
    expect(resolveDatabaseTarget({ PGLITE_DATA_DIR: "/tmp/x" } as never)).toEqual({ kind: "pglite", dataDir: "/tmp/x" });
    expect(resolveDatabaseTarget({ DATABASE_URL: "pglite:memory" } as never)).toEqual({ kind: "pglite", dataDir: "memory://" });
  });
  it("uses a Postgres server for postgres URLs", () => {
    expect(resolveDatabaseTarget({ DATABASE_URL: "postgresql://u@h:5432/db" } as never)).toEqual({
      kind: "postgres",
      url: "postgresql://u@h:5432/db",
    });
  });
  it("refuses other URLs with a clear message", () => {
    expect(() => resolveDatabaseTarget({ DATABASE_URL: "mysql://x" } as never)).toThrow(/postgres:\/\/ URL or pglite:/);
  });
});
