import { AiFeatures } from "./ai-features";
import { CallToAction } from "./call-to-action";
import { FeatureCardList } from "./feature-card-list";
import { landingFeatureCards } from "./feature-cards";
import { Hero } from "./hero";
import { LandingFooter } from "./landing-footer";
import { PlatformFeatures } from "./platform-features";
import { ProductShots } from "./product-shots";

/** The signed-out home page (server component; only the card list ships as client code). */
export function Landing() {
  const cards = landingFeatureCards();
  return (
    <>
      <div>
        <Hero />
        <ProductShots />
        <section id="features" aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight">
              Every document investors ask for
            </h2>
            <p className="mt-3 text-muted-foreground">Six due-diligence sections, broken into categories and the exact documents each one needs.</p>
          </div>
          <div className="mt-10">
            <FeatureCardList cards={cards} />
          </div>
        </section>
        <PlatformFeatures />
        <AiFeatures />
        <CallToAction />
      </div>
      <LandingFooter />
    </>
  );
}
