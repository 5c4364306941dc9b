import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Response bodies in tests are asserted field by field; typing each one adds nothing.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", "lib/db/generated/**", "next-env.d.ts", "coverage/**"] },
];
export default config;
