import os from "node:os";
import path from "node:path";

/** Where global setup leaves the migrated and seeded PGlite image for every test file. */
export const PGLITE_IMAGE = path.join(os.tmpdir(), "raise-ready-jest", `pglite-${process.env.JEST_RUN_ID ?? "default"}.tar.gz`);
