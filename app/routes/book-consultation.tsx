import { practice } from "#core/practice.ts";
import { BookConsultationIntro as Intro } from "#app/features/booking/book-consultation-intro.tsx";
import { paths } from "#contracts/paths.ts";
import { BookingSection } from "#app/features/booking/booking-section.tsx";
import { bookingAction, bookingPageHeaders, loadBookingPage } from "#app/features/booking/booking-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { revalidateAfterConflict } from "#app/lib/revalidate-after-conflict.ts";
import type { Route } from "./+types/book-consultation";

// Rendered when asked for and shared for 2 s (bookingPageHeaders): the fee schedule and the open times of the moment.
export function loader(args: Route.LoaderArgs) {
  return loadBookingPage(args);
}

export function action(args: Route.ActionArgs) {
  return bookingAction(args);
}

export const shouldRevalidate = revalidateAfterConflict;

export const headers = bookingPageHeaders;

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
            <BookingSection action={paths.bookConsultation} />
          </div>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
