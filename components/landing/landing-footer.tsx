import { COPYRIGHT_YEAR, PRODUCT_NAME } from "@/lib/constants";

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          &copy; {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
        <p>Fundraising readiness for startup founders.</p>
      </div>
    </footer>
  );
}
