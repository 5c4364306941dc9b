import os from "node:os";
import path from "node:path";

// Route handlers read these at call time; tests never touch the developer's .data directory.
process.env.NEXTAUTH_SECRET ??= "test-secret-for-jest-only-0123456789abcdef";
process.env.NEXTAUTH_URL ??= "http://localhost:3000";
process.env.STORAGE_DIR ??= path.join(os.tmpdir(), `raise-ready-test-uploads-${process.pid}`);
