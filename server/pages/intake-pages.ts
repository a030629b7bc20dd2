import type { IntakeAccess, IntakePages } from "#contracts/intake-pages.ts";
import { findAppointmentByManageToken } from "#server/bookings/manage-link.ts";
import type { AppServices } from "#server/context.ts";
import type { IntakeAccessor } from "#server/intake/intake-records.ts";
import { readPatientIntake } from "#server/intake/read-intake.ts";
import { saveIntakeDraft } from "#server/intake/save-intake-draft.ts";
import { submitIntake } from "#server/intake/submit-intake.ts";
import { patientSessionOf } from "#server/patients/patient-session-cookie.ts";
import type { PageWrite } from "./page-writes.ts";

/** The intake pages' slice of the page context (contracts/intake-pages.ts). */
export function intakePages(services: AppServices, clientAddress: string, write: PageWrite): IntakePages {
  return {
    async forBooking(token) {
      const appointment = await findAppointmentByManageToken(services.database.db, token, new Date());
      if (!appointment?.patientId || (appointment.status !== "confirmed" && appointment.status !== "awaiting_time")) return null;
      return intakeAccess(
        services,
        { patientId: appointment.patientId, actor: "patient", appointmentId: appointment.id, clientAddress },
        write,
      );
    },
    async forSignedIn(request) {
      const session = await patientSessionOf(services, request.headers.get("cookie"));
      return session && intakeAccess(services, { patientId: session.patientId, actor: "patient", clientAddress }, write);
    },
  };
}

/** A patient's own intake through the use-cases, its writes under the pages' ceiling. */
export function intakeAccess(services: AppServices, who: IntakeAccessor, write: PageWrite): IntakeAccess {
  return {
    read: () => readPatientIntake(services, who),
    save: (draft, fields) => write(() => saveIntakeDraft(services, who, draft, fields)),
    submit: () => write(() => submitIntake(services, who)),
  };
}
