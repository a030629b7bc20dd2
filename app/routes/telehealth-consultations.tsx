import { ArrowRight, CalendarCheck, CheckCircle2, House, NotebookPen, Stethoscope } from "lucide";
import { Link } from "react-router";
import { sharedFor } from "#contracts/shared-pages.ts";
import { balanceCents, formatDollars } from "#core/fees.ts";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { HeroLabel, PageHero } from "#app/components/page-hero.tsx";
import { benefits, includedServices, steps } from "#app/features/telehealth/telehealth-content.ts";
import { loadPricing } from "#app/lib/pricing.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/telehealth-consultations";

export const handle = contentPage;

// Rendered by the server: the price comes from its fee schedule (docs/decisions/0006), which changes only
// with a restart. The same for every visitor, so the server keeps it a minute (docs/decisions/0054).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": sharedFor(60) });

export function loader({ context }: Route.LoaderArgs) {
  return { ...loadPricing(context), benefits, steps, includedServices };
}

// House, Stethoscope and CalendarCheck already ship with the site chrome: no extra bytes for this page.
const benefitIcons = { home: House, specialist: Stethoscope, program: NotebookPen, schedule: CalendarCheck } as const;

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Telehealth ACL Physiotherapy Consultations",
    description: `Secure video consultations for ACL injury, surgery preparation and rehabilitation with ${practice.practitionerName}. How it works, what is included and the consultation fee.`,
    path: paths.telehealth,
  });

export default function TelehealthConsultations({ loaderData }: Route.ComponentProps) {
  const { fees, testMode, benefits, steps, includedServices } = loaderData;
  return (
    <>
      <PageHero
        headingId="telehealth-heading"
        eyebrow={<HeroLabel>Telehealth Physiotherapy</HeroLabel>}
        title="Telehealth Consultations"
        intro={
          <p>
            Specialist ACL rehabilitation by secure video, wherever you are in Australia. Get expert assessment, a program built for your
            knee and regular reviews without leaving home.
          </p>
        }
      >
        <Button asChild size="lg" variant="inverse">
          <Link to={paths.bookConsultation}>
            Book Consultation <Icon node={ArrowRight} />
          </Link>
        </Button>
      </PageHero>

      <section aria-labelledby="benefits-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="benefits-heading" className="text-3xl font-bold text-brand-deep">
            Why Choose Telehealth?
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((benefit) => (
              <li key={benefit.title}>
                <Card className="h-full gap-3">
                  <CardHeader>
                    <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                      <Icon node={benefitIcons[benefit.icon]} className="size-6" />
                    </span>
                    <CardTitle className="mt-2 text-lg">{benefit.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="text-muted-foreground">{benefit.description}</CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-secondary/60 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="text-3xl font-bold text-brand-deep">
            How It Works
          </h2>
          <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="included-heading" className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
          <div>
            <h2 id="included-heading" className="text-3xl font-bold text-brand-deep">
              What&apos;s Included
            </h2>
            <ul className="mt-6 space-y-3">
              {includedServices.map((service) => (
                <li key={service} className="flex gap-3 text-lg">
                  <Icon node={CheckCircle2} className="mt-1 size-5 shrink-0 text-success" />
                  <span>{service}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-muted-foreground">
              Telehealth is not for emergencies. If you have a sudden, severe injury, call 000 or go to your nearest emergency department.
            </p>
          </div>

          <Card className="border-primary/30 shadow-md">
            <CardHeader>
              <CardTitle className="text-2xl text-brand-deep">Initial Consultation</CardTitle>
              <CardDescription className="text-base">30-minute video assessment and treatment plan</CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <p className="text-4xl font-bold text-foreground" data-testid="consultation-price">
                {formatDollars(fees.consultationCents)} <span className="text-xl font-semibold">{fees.currency}</span>
              </p>
              <p className="text-muted-foreground">
                {formatDollars(fees.depositCents)} deposit when you book, and the remaining {formatDollars(balanceCents(fees))} after your
                consultation.
              </p>
              {testMode && <TestModeNotice />}
            </CardContent>
            <CardFooter>
              <Button asChild size="lg" className="w-full">
                <Link to={paths.bookConsultation}>
                  Book Consultation <Icon node={ArrowRight} />
                </Link>
              </Button>
            </CardFooter>
          </Card>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
