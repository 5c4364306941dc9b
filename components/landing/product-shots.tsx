import { PRODUCT_NAME } from "@/lib/constants";

/**
 * The product itself, on the landing page: screenshots of the dashboard and of what an investor
 * sees, which e2e/landing-screenshots.e2e.ts takes from a seeded demo company on every e2e run (so
 * they show the product as it is) and writes under public/. Plain <img> with their width and
 * height: no layout shift, no JavaScript on the prerendered page, and lazy, so they never compete
 * with the hero for the first paint.
 */
export const PRODUCT_SHOT_DIR = "screenshots";
/** The widths each screenshot is written at (px): the large one for wide screens, the small one for phones. */
export const PRODUCT_SHOT_WIDTHS = [640, 1280] as const;
export const PRODUCT_SHOT_SIZE = { width: 1280, height: 800 } as const;

export const PRODUCT_SHOTS = [
  {
    name: "dashboard",
    caption: "Your dashboard: readiness by section, the gaps to close next, and who opened what you shared.",
    alt: `The ${PRODUCT_NAME} dashboard of a demo company: its readiness score, the documentation sections with their progress bars, and the side panels for tasks, gaps and sharing.`,
  },
  {
    name: "investor-view",
    caption: "What an investor sees: your company's page with only the documents you chose to share.",
    alt: "A shared space as an investor sees it: the company's name and the shared sections with their documents, read-only.",
  },
] as const;

export const productShotPath = (name: string, width: number) => `/${PRODUCT_SHOT_DIR}/${name}-${width}.webp`;

export function ProductShots() {
  const [small, large] = PRODUCT_SHOT_WIDTHS;
  return (
    <section aria-labelledby="product-shots-title" className="border-y bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="product-shots-title" className="text-3xl font-bold tracking-tight">
            See your workspace
          </h2>
          <p className="mt-3 text-muted-foreground">The founder&apos;s view and the investor&apos;s, from a demo company.</p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          {PRODUCT_SHOTS.map((shot) => (
            <figure key={shot.name} className="space-y-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image would add client JavaScript to the prerendered landing; the files are already sized WebP */}
              <img
                src={productShotPath(shot.name, large)}
                srcSet={`${productShotPath(shot.name, small)} ${small}w, ${productShotPath(shot.name, large)} ${large}w`}
                sizes="(min-width: 1024px) 34rem, 100vw"
                width={PRODUCT_SHOT_SIZE.width}
                height={PRODUCT_SHOT_SIZE.height}
                alt={shot.alt}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl border bg-card shadow-md"
              />
              <figcaption className="text-sm text-muted-foreground">{shot.caption}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
