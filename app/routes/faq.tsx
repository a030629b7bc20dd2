import { ArrowRight, CalendarCheck, LifeBuoy, MessageCircle } from "lucide";
import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { FaqAccordion } from "#app/features/faq/faq-accordion.tsx";
import { faqItems, faqJsonLd } from "#app/features/faq/faq-content.ts";
import { prerenderedNoticeHours } from "#app/lib/build-settings.ts";
import { HeroLabel, PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/faq";

export const handle = contentPage;

// Prerendered at build: the notice is the one the build was made with (app/lib/build-settings.ts).
export function loader() {
  return { items: faqItems(prerenderedNoticeHours) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Help Center: Frequently Asked Questions",
    description:
      "Answers about telehealth ACL physiotherapy: how video consultations work, rehabilitation time frames, equipment, payment and health insurance.",
    path: paths.faq,
    jsonLd: loaderData ? [faqJsonLd(loaderData.items)] : [],
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        headingId="faq-page-heading"
        eyebrow={
          <HeroLabel>
            <Icon node={LifeBuoy} /> Help Center
          </HeroLabel>
        }
        title="How can we help?"
        intro={
          <p>
            Everything you need to know about telehealth ACL rehabilitation with {practice.practitionerName}: how sessions work, what to
            expect and how to get started.
          </p>
        }
      >
        <Button asChild size="lg" variant="inverse">
          <Link to={paths.bookConsultation}>
            <Icon node={CalendarCheck} /> Book Consultation
          </Link>
        </Button>
        <Button
          asChild
          size="lg"
          variant="outline"
          className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
        >
          <Link to={paths.contact}>
            <Icon node={MessageCircle} /> Contact Support
          </Link>
        </Button>
      </PageHero>

      <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="faq-heading" className="text-3xl font-bold text-brand-deep">
            Frequently Asked Questions
          </h2>
          <p className="mt-3 text-muted-foreground">Select a question to see its answer.</p>
          <div className="mt-8">
            <FaqAccordion items={loaderData.items} />
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-cta-heading" className="bg-secondary/60 py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="faq-cta-heading" className="text-3xl font-bold text-brand-deep">
            Ready to start your recovery?
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Book a video consultation to get a clear plan for your knee, or find out more about how telehealth physiotherapy works.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.bookConsultation}>
                Schedule Consultation <Icon node={ArrowRight} />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.telehealth}>Learn More About Our Services</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
