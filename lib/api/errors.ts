// Moved to lib/errors.ts (a shared module: lib/data may not import lib/api). Kept only for lib/db/index.ts,
// whose import line its owner updates; see the ALLOWED entry in tests/structure/layers.test.ts.
export { ApiError, badRequest, notFound } from "@/lib/errors";
