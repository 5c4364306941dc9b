import { ArrowRight, ChevronDown, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LANDING_STATS, LOGIN_PATH, PRODUCT_NAME } from "@/lib/constants";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-16 pb-14 text-center sm:px-6 sm:pt-24 sm:pb-20">
        <span className="mb-6 inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground">
          <ShieldCheck className="size-3.5 text-primary" aria-hidden="true" />
          Due diligence, organised before investors ask
        </span>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {PRODUCT_NAME}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-balance text-muted-foreground sm:text-xl">
          The complete fundraising operations platform: work through every due-diligence checklist, keep each document in one place, and share exactly
          what investors need through secure, expiring links.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <a href={LOGIN_PATH}>
              Start Your Journey
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#features">
              Explore Features
              <ChevronDown aria-hidden="true" />
            </a>
          </Button>
        </div>
        <dl className="mt-14 grid w-full max-w-4xl grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {LANDING_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl border bg-card/80 px-3 py-4 shadow-xs">
              <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
