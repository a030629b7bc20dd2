import { eq } from "drizzle-orm";
import pino from "pino";
import type { PgBoss } from "pg-boss";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { createManageLinks } from "#server/bookings/manage-link.ts";
import { parseConfig } from "#server/config.ts";
import { createRoomLinks } from "#server/video-room/room-link.ts";

/** What the reminder use-cases need, on a test database: mail dispatch is recorded, not sent. */
export function reminderServices(db: Database, jobs: PgBoss | null) {
  const dispatched: string[] = [];
  return {
    dispatched,
    config: parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    manageLinks: createManageLinks(Buffer.alloc(32, 3), "https://clinic.example"),
    roomLinks: createRoomLinks(Buffer.alloc(32, 3), "https://clinic.example"),
    logger: pino({ level: "silent" }),
    database: { db },
    mail: { dispatch: async (ids: readonly string[]) => void dispatched.push(...ids) },
    jobs,
  };
}

export async function insertConfirmed(db: Database, start: Date, email = "remind.me@example.com") {
  const [row] = await db
    .insert(appointments)
    .values({
      status: "confirmed",
      name: "Riley Patient",
      email,
      phone: "0400 000 000",
      patientTimeZone: "Europe/London",
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      blockedUntil: new Date(start.getTime() + 45 * 60_000),
    })
    .returning();
  return row!;
}

export async function remindersTo(db: Database, email: string) {
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter((mail) => mail.kind === "booking-reminder");
}
