import { CalendarCheck } from "lucide";
import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { BookingSection } from "#app/features/booking/booking-section.tsx";
import { bookingAction, bookingPageHeaders, loadBookingPage } from "#app/features/booking/booking-page.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { revalidateAfterConflict } from "#app/lib/revalidate-after-conflict.ts";
import type { Route } from "./+types/book";

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
    title: "Book Online",
    description: `Choose a time for a 30-minute telehealth ACL consultation with ${practice.practitionerName} and secure it with a deposit.`,
    path: paths.book,
  });

/** The standalone booking page (docs/product/spec.md §2): only the booking section, on a gradient background. */
export default function Book() {
  return (
    <div className="bg-gradient-to-br from-brand-deep via-primary to-brand-teal py-10 sm:py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="text-white">
          <p className="flex items-center gap-2 text-sm font-medium text-white/90">
            <Icon node={CalendarCheck} className="size-4" /> Telehealth · 30-minute video consultation
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Book your consultation</h1>
          <p className="mt-3 max-w-2xl text-white/90">
            Enter your details, choose a time and secure it with a deposit. Want to know more first?{" "}
            <Link to={paths.bookConsultation} className="font-medium text-white underline underline-offset-2">
              How consultations work
            </Link>
          </p>
        </div>
        <section id="booking" aria-labelledby="booking-heading" className="mt-8">
          <h2 id="booking-heading" className="sr-only">
            Your details and available times
          </h2>
          <BookingSection action={paths.book} />
        </section>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
