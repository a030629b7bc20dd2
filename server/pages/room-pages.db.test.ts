import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths, roomSignalUrl } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import type { AppointmentStatus } from "#core/booking/booking-state.ts";
import type { DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { consultationRoomMembers } from "#db/schema/consultation-rooms.ts";
import { patientIntakes } from "#db/schema/health-records.ts";
import { patientForBooking } from "#server/patients/patient-for-booking.ts";
import { createManageLinks } from "#server/bookings/manage-link.ts";
import { parseConfig } from "#server/config.ts";
import { createRoomLinks, roomLinkFor } from "#server/video-room/room-link.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { patientRoomView, practitionerRoomView } from "./room-pages.ts";

const MINUTE = 60_000;
const key = Buffer.alloc(32, 5);
const roomLinks = createRoomLinks(key, "https://clinic.example");
const manageLinks = createManageLinks(key, "https://clinic.example");
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ROOM_GRACE_MINUTES: "15" });

describe("the consultation room's pages", () => {
  let database: DatabaseHandle;
  let services: Parameters<typeof patientRoomView>[0];
  let booked = 0;

  /** An appointment in a state, each an hour after the last (confirmed ones may not overlap); its room token. */
  async function appointment(status: AppointmentStatus, name = "Alex Patient") {
    const startAt = status === "awaiting_time" ? null : new Date(Date.parse("2026-12-02T00:30:00Z") + booked++ * 60 * MINUTE);
    const endAt = startAt && new Date(startAt.getTime() + 30 * MINUTE);
    const [row] = await database.db
      .insert(appointments)
      .values({
        status,
        name,
        email: "alex@example.com",
        phone: "0412 345 678",
        patientTimeZone: "Australia/Perth",
        startAt,
        endAt,
        blockedUntil: endAt,
        holdExpiresAt: status === "held" ? new Date(Date.parse("2026-12-01T00:00:00Z")) : null,
      })
      .returning();
    const url = await roomLinkFor(database.db, roomLinks, row!.id);
    return { row: row!, token: url.split("/").at(-1)!, start: startAt ?? new Date(0), end: endAt ?? new Date(0) };
  }
  const practitionerSeen = (appointmentId: string, lastSeenAt: Date) =>
    database.db.insert(consultationRoomMembers).values({ appointmentId, role: "practitioner", connectionId: "c-1", lastSeenAt });

  beforeAll(async () => {
    database = await createTestDatabase();
    services = { config, database, manageLinks };
  });
  afterAll(() => database.close());

  it("tells the patient when the room opens until 30 minutes before the start, then lets her in", async () => {
    const { row, token, start } = await appointment("confirmed", "Sam O'Neill");
    const time = {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * MINUTE).toISOString(),
      patientTimeZone: "Australia/Perth",
    };
    expect(await patientRoomView(services, token, new Date(start.getTime() - 31 * MINUTE))).toEqual({
      ...time,
      state: "not-yet",
      opensAt: new Date(start.getTime() - 30 * MINUTE).toISOString(),
    });
    expect(await patientRoomView(services, token, new Date(start.getTime() - 30 * MINUTE))).toEqual({
      ...time,
      state: "open",
      role: "patient",
      displayName: "Sam O'Neill",
      signalUrl: roomSignalUrl({ token }),
      leaveHref: paths.manageBooking(manageLinks.tokenFor(row.id)),
      intake: null,
    });
  });

  it("closes for the patient the grace period after the end, and says it ended", async () => {
    const { token, end } = await appointment("confirmed");
    expect((await patientRoomView(services, token, new Date(end.getTime() + 15 * MINUTE - 1)))?.state).toBe("open");
    expect(await patientRoomView(services, token, new Date(end.getTime() + 15 * MINUTE))).toMatchObject({ state: "ended" });
  });

  it("lets the patient in whatever the time while the practitioner is in the room", async () => {
    const { row, token, start } = await appointment("confirmed");
    const early = new Date(start.getTime() - 3 * 60 * MINUTE);
    await practitionerSeen(row.id, new Date(early.getTime() - 10_000));
    expect((await patientRoomView(services, token, early))?.state).toBe("open");
    // Her row no longer counts once it is older than the presence timeout.
    expect((await patientRoomView(services, token, new Date(early.getTime() + 60_000)))?.state).toBe("not-yet");
  });

  it("keeps a moved appointment's link, opening at the new time", async () => {
    const { row, token, start } = await appointment("confirmed");
    const later = new Date(start.getTime() + 7 * 24 * 60 * MINUTE);
    const laterEnd = new Date(later.getTime() + 30 * MINUTE);
    await database.db
      .update(appointments)
      .set({ startAt: later, endAt: laterEnd, blockedUntil: laterEnd })
      .where(eq(appointments.id, row.id));
    expect(await patientRoomView(services, token, start)).toMatchObject({ state: "not-yet", startTime: later.toISOString() });
    expect((await patientRoomView(services, token, later))?.state).toBe("open");
  });

  it("says a cancelled appointment is cancelled, to both", async () => {
    const { row, token, start } = await appointment("cancelled");
    const cancelled = { state: "cancelled", startTime: start.toISOString(), patientTimeZone: "Australia/Perth" };
    expect(await patientRoomView(services, token, start)).toEqual(cancelled);
    expect(await practitionerRoomView(services, row.id, start)).toEqual(cancelled);
  });

  it("sends a patient with no time yet to her booking page, and opens no room for the practitioner either", async () => {
    const { row, token } = await appointment("awaiting_time");
    const now = new Date("2026-12-01T00:00:00Z");
    expect(await patientRoomView(services, token, now)).toEqual({
      state: "no-time",
      manageHref: paths.manageBooking(manageLinks.tokenFor(row.id)),
    });
    expect(await practitionerRoomView(services, row.id, now)).toEqual({ state: "no-time", manageHref: null });
  });

  it("opens to the practitioner at any time, as the practice, leaving to the dashboard", async () => {
    const { row, start } = await appointment("confirmed");
    for (const now of [new Date(start.getTime() - 24 * 60 * MINUTE), new Date(start.getTime() + 24 * 60 * MINUTE)]) {
      expect(await practitionerRoomView(services, row.id, now)).toMatchObject({
        state: "open",
        role: "practitioner",
        displayName: practice.practitionerName,
        signalUrl: roomSignalUrl({ appointmentId: row.id }),
        leaveHref: "/admin",
      });
    }
  });

  it("tells the practitioner, not the patient, whether the patient has sent her intake", async () => {
    const { row, token, start } = await appointment("confirmed");
    const patientId = await patientForBooking(database.db, { name: "Alex Patient", email: "alex@example.com" });
    await database.db.update(appointments).set({ patientId }).where(eq(appointments.id, row.id));
    const intakeOf = async () => {
      const view = await practitionerRoomView(services, row.id, start);
      return view?.state === "open" ? view.intake : undefined;
    };
    expect(await intakeOf()).toEqual({ patientId, state: "none" });
    const intake = { id: crypto.randomUUID(), patientId, answersSealed: "aes-gcm:v1:sealed" };
    await database.db.insert(patientIntakes).values(intake);
    expect(await intakeOf()).toEqual({ patientId, state: "draft" });
    await database.db.update(patientIntakes).set({ submittedAt: start }).where(eq(patientIntakes.id, intake.id));
    expect(await intakeOf()).toEqual({ patientId, state: "submitted" });
    expect(await patientRoomView(services, token, start)).toMatchObject({ state: "open", intake: null });
  });

  it("has no room for an unknown or malformed token or id, nor for a hold that never became a booking", async () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(await patientRoomView(services, roomLinks.tokenFor("00000000-0000-4000-8000-000000000000"), now)).toBeNull();
    expect(await patientRoomView(services, "not-a-token", now)).toBeNull();
    expect(await practitionerRoomView(services, "00000000-0000-4000-8000-000000000000", now)).toBeNull();
    expect(await practitionerRoomView(services, "1; drop table appointments", now)).toBeNull();
    const held = await appointment("held");
    expect(await patientRoomView(services, held.token, now)).toBeNull();
    expect(await practitionerRoomView(services, held.row.id, now)).toBeNull();
  });
});
