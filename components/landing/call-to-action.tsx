import { CalendarDays } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DEMO_MAILTO, LOGIN_PATH } from "@/lib/constants";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="border-t bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
          Be ready before the term sheet arrives
        </h2>
        <p className="mt-3 max-w-xl text-primary-foreground/80">Set up your company in a minute and start with the checklist investors will use.</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <a href={LOGIN_PATH}>Get Started Free</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <a href={DEMO_MAILTO} rel="noopener noreferrer">
              <CalendarDays aria-hidden="true" />
              Schedule Demo
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
