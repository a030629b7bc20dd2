import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { PhoneLink } from "#app/components/phone-link.tsx";

/** The 404 of a manage-booking link that names no current appointment: why, and what to do instead. */
export function UnknownLink() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-deep sm:text-4xl">This booking link does not work</h1>
      <p className="mt-4 text-muted-foreground">
        A booking link works until the appointment is over. Please check that the whole link from your confirmation email was opened (some
        email programs split long links). If your appointment is still to come, contact us and we will help: call{" "}
        <PhoneLink className="text-primary underline underline-offset-2" number={practice.phone} display={practice.phoneDisplay} /> or email{" "}
        <a className="text-primary underline underline-offset-2" href={`mailto:${practice.email}`}>
          {practice.email}
        </a>
        .
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.bookConsultation}>Book Consultation</Link>
      </Button>
    </section>
  );
}
