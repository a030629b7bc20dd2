import { Link } from "react-router";
import type { ManageBookingView } from "#contracts/manage-booking.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cancelledOutcome } from "./cancel-texts.ts";

/** A cancelled appointment: what happened to the deposit, and the way to book again. */
export function CancelledNotice({ view }: { view: ManageBookingView }) {
  return (
    <section aria-labelledby="cancelled-heading" className="rounded-xl border bg-card p-6 text-sm">
      <h2 id="cancelled-heading" className="text-lg font-semibold">
        This appointment is cancelled
      </h2>
      <p className="mt-2">{cancelledOutcome(view)}</p>
      <p className="mt-2 text-muted-foreground">We have emailed you the details. You are welcome to book again at any time.</p>
      <Button asChild className="mt-4">
        <Link to={paths.bookConsultation}>Book Consultation</Link>
      </Button>
    </section>
  );
}
