#!/usr/bin/env node
// `prisma generate` without network. Prisma 7's CLI fetches its native schema engine before any command, though
// generating the client never runs it (the client is TypeScript plus a WebAssembly query compiler). Pointing
// PRISMA_SCHEMA_ENGINE_BINARY at a harmless executable skips that download (DESIGN.md, trap 1).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && existsSync("/bin/true")) env.PRISMA_SCHEMA_ENGINE_BINARY = "/bin/true";
const cli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, "generate", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
