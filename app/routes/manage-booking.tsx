import { useState } from "react";
import { data } from "react-router";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { pageContext } from "#contracts/page-context.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { BookingOverview } from "#app/features/manage-booking/booking-overview.tsx";
import { CancelledNotice } from "#app/features/manage-booking/cancelled-notice.tsx";
import { ChangeOptions } from "#app/features/manage-booking/change-options.tsx";
import { UnknownLink } from "#app/features/manage-booking/unknown-link.tsx";
import { ReceiptLinks } from "#app/features/receipts/receipt-links.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/manage-booking";

// Per request from the database, the same view as GET /api/manage-booking/:token; an unknown or expired link
// is a 404 with its own explanation.
export async function loader({ context, params }: Route.LoaderArgs) {
  const view = await context.get(pageContext).manageBooking(params.token);
  return view ? { view } : data({ view: null }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Manage Your Booking", description: "Reschedule or cancel your consultation.", path: "/manage-booking/" }),
  { name: "robots", content: "noindex" },
];

export default function ManageBooking({ loaderData, params }: Route.ComponentProps) {
  const [view, setView] = useState<ManageBookingView | null>(loaderData.view);
  if (!view) return <UnknownLink />;
  return (
    <div className="bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-brand-deep sm:text-4xl">Manage Your Booking</h1>
          <p className="mt-3 text-muted-foreground">Check your appointment, move it to another time, or cancel it.</p>
        </header>
        {view.paymentProvider === "test" && <TestModeNotice />}
        <div aria-live="polite">{view.status === "cancelled" && <CancelledNotice view={view} />}</div>
        <BookingOverview view={view} />
        {view.status !== "cancelled" && <ChangeOptions token={params.token} view={view} onCancelled={setView} />}
        {/* Keyed on the status: a cancellation with a refund adds a credit note to the list. */}
        <ReceiptLinks key={view.status} token={params.token} />
      </div>
    </div>
  );
}
