import { databaseError } from "#db/database-error.ts";
import { ConflictError } from "#server/errors.ts";

/**
 * Why a booking step refused. A slot that cannot be had is a conflict (409, server/http/errors.ts); the
 * payment use-cases catch SlotUnavailableError to keep the money and send the patient to pick again.
 */
export class SlotUnavailableError extends ConflictError {
  override name = "SlotUnavailableError";
  constructor(message = "This time has just been booked. Please choose another time.") {
    super(message);
  }
}

/** The time is not (or no longer) one the scheduler offers: outside hours, too soon, past the horizon. */
export class SlotNotOfferedError extends SlotUnavailableError {
  override name = "SlotNotOfferedError";
  constructor() {
    super("This time is no longer available. Please choose another time.");
  }
}

export class AppointmentNotFoundError extends Error {
  override name = "AppointmentNotFoundError";
  readonly appointmentId: string;
  constructor(appointmentId: string) {
    super(`No appointment ${appointmentId}`);
    this.appointmentId = appointmentId;
  }
}

/** The appointment was already confirmed by a different payment: never take a second deposit for it. */
export class AppointmentAlreadyPaidError extends Error {
  override name = "AppointmentAlreadyPaidError";
  readonly appointmentId: string;
  constructor(appointmentId: string) {
    super(`Appointment ${appointmentId} is already paid by another order`);
    this.appointmentId = appointmentId;
  }
}

/** PostgreSQL's exclusion_violation: the no-overlap constraint refused the row. */
export function isExclusionViolation(error: unknown): boolean {
  return databaseError(error)?.code === "23P01";
}
