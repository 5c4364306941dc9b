import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// End-to-end specs: real Chromium (playwright-core + /usr/bin/chromium) against the production server (`npm start`'s entry, scripts/server.mjs).
const config: Config = {
  rootDir: "..",
  testEnvironment: "node",
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  globalSetup: "<rootDir>/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/e2e/support/global-teardown.ts",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 90_000,
  maxWorkers: 1,
};

export default createJestConfig(config);
