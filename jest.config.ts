import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config: Config = {
  testEnvironment: "node",
  roots: ["<rootDir>"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.data/", "/e2e/"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFiles: ["<rootDir>/tests/setup/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/after-env.ts"],
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/setup/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testTimeout: 30_000,
  // Jest's default is one worker fewer than the cores: on CI's 2 cores that is one, i.e. every file
  // in band. Each file has its own in-memory PGlite, so the files run side by side safely.
  maxWorkers: "100%",
  testSequencer: "<rootDir>/tests/setup/sequencer.mjs",
};

// next/jest fills transformIgnorePatterns; Prisma's query compiler runtime must be transformed.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = ["/node_modules/(?!@prisma/client/runtime/)", "^.+\\.module\\.(css|sass|scss)$"];
  return resolved;
}
