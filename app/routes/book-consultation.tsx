import { practice } from "#core/practice.ts";
import { BookConsultationIntro as Intro } from "#app/features/booking/book-consultation-intro.tsx";
import { paths } from "#contracts/paths.ts";
import { BookingSection } from "#app/features/booking/booking-section.tsx";
import { loadPricing } from "#app/lib/pricing.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/book-consultation";

// Rendered per request: the fee explanation comes from the server's fee schedule (docs/decisions/0006).
// The intro and the booking section read the same data with useLoaderData().
export function loader({ context }: Route.LoaderArgs) {
  return loadPricing(context);
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Book a Telehealth Consultation",
    description: `Book a 30-minute telehealth consultation for ACL injury or rehabilitation with ${practice.practitionerName}. Enter your details, choose a time and secure it with a deposit.`,
    path: paths.bookConsultation,
  });

export default function BookConsultation() {
  return (
    <>
      <Intro />
      <section id="booking" aria-labelledby="booking-heading" className="scroll-mt-16 py-14 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="booking-heading" className="text-3xl font-bold text-brand-deep">
            Book your consultation
          </h2>
          <div className="mt-8">
            <BookingSection />
          </div>
        </div>
      </section>
    </>
  );
}
