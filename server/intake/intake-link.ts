import { paths } from "#contracts/paths.ts";
import type { Database } from "#db/client.ts";
import type { AppointmentRow } from "#db/schema/appointments.ts";
import { manageLinkFor } from "#server/bookings/manage-link.ts";
import type { AppServices } from "#server/context.ts";
import { hasSubmittedIntake } from "./intake-status.ts";

/**
 * The pre-consultation form's address for an appointment, under its manage-booking link (whose token's hash
 * this records, as the mail's manage link does); null once its patient has submitted an intake, or for an
 * appointment with no patient record.
 */
export async function intakeLinkFor(
  tx: Database,
  services: Pick<AppServices, "config" | "manageLinks">,
  appointment: Pick<AppointmentRow, "id" | "patientId">,
): Promise<string | null> {
  if (!appointment.patientId || (await hasSubmittedIntake(tx, appointment.patientId))) return null;
  await manageLinkFor(tx, services.manageLinks, appointment.id);
  return `${services.config.publicUrl}${paths.bookingIntake(services.manageLinks.tokenFor(appointment.id))}`;
}

/** What a patient's mail says of the form while it is not submitted: a paragraph, and its link as a details row. */
export function intakeMailContent(url: string | null): { paragraphs: string[]; details: { label: string; value: string; url: string }[] } {
  if (!url) return { paragraphs: [], details: [] };
  return {
    paragraphs: [
      "Please complete your pre-consultation form before your consultation: your knee's history, your health, an emergency contact and the telehealth consent. It takes about 10 minutes and is saved as you go (link below).",
    ],
    details: [{ label: "Pre-consultation form", value: url, url }],
  };
}
