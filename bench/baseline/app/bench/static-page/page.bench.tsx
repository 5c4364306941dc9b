import type { Metadata } from "next";

export const metadata: Metadata = { title: "Benchmark baseline", robots: { index: false, follow: false } };
export const dynamic = "force-static";

/**
 * The landing floor's baseline (bench/landing.ts): the root layout and nothing else, prerendered at
 * build time and served as a file, as `/` is for signed-out visitors. Only in the bench's own build.
 */
export default function BenchStaticPage() {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">Benchmark baseline</h1>
      <p className="mt-2 text-muted-foreground">A static page with no data of its own.</p>
    </section>
  );
}
