import { SECURITY_HEADERS } from "./lib/api/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets a benchmark or a second developer build beside the main build without clobbering it.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // BROWSER_SOURCE_MAPS=1: a build whose browser scripts carry source maps, to attribute a profile.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  // NO_MINIFY=1: browser scripts with their names, so a render probe or a stack names the components.
  ...(process.env.NO_MINIFY === "1" ? { experimental: { turbopackMinify: false } } : {}),
  // No ETag on prerendered pages: Next hashes the whole HTML on every request to make one (11% of
  // the landing page's CPU, bench/profile.ts --only=page-landing), while a CDN keeps these pages by
  // their s-maxage and the per-request pages stream without one anyway.
  generateEtags: false,
  // The bench's own build (bench/server.ts) adds its baseline routes, named *.bench.ts(x); the
  // product's build leaves them out.
  ...(process.env.NEXT_BENCH_BASELINE === "1" ? { pageExtensions: ["tsx", "ts", "jsx", "js", "bench.tsx", "bench.ts"] } : {}),
  // The build checks the app's own code; tests, specs and benchmarks are checked by `tsc --noEmit`.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // The migration runner reads these at start-up, and the hashing threads load their script by
  // path (lib/auth/hash-pool.ts); serverless bundles must carry them.
  outputFileTracingIncludes: { "/**": ["./prisma/migrations/**/*", "./lib/auth/hash-worker.mjs"] },
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // A shared-space code must never leak to another site through the Referer header.
      { source: "/shared/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      { source: "/api/shared/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
      // A download may redirect to the object store's presigned URL (issue 15): send it no Referer.
      { source: "/api/files/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
    ];
  },
};

export default nextConfig;
