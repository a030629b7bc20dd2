import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { appointments } from "./appointments.ts";

/**
 * Who is in an appointment's consultation room now (docs/decisions/0039): one row per member, written by the
 * server instance holding that member's WebSocket. A second device of the same member replaces the row (and
 * the instance named in it closes the old connection). `last_seen_at` is refreshed by the member's pings, so a
 * row left by a crashed instance stops counting once it is older than the presence timeout.
 */
export const consultationRoomMembers = pgTable(
  "consultation_room_members",
  {
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    /** 'patient' or 'practitioner' (contracts/video-room.ts). */
    role: text("role").notNull(),
    /** The WebSocket connection holding the place: a random id, unique across instances. */
    connectionId: text("connection_id").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.role] })],
);

/**
 * Each stay of a member in the room, kept on the appointment so the practitioner sees when the patient joined
 * and how long the call lasted. No content of the call is kept, only these times.
 */
export const consultationRoomVisits = pgTable(
  "consultation_room_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    connectionId: text("connection_id").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while the member is in the room (or until the sweep closes a visit its instance left open). */
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [index("consultation_room_visits_appointment_idx").on(t.appointmentId, t.joinedAt)],
);

export type ConsultationRoomVisitRow = typeof consultationRoomVisits.$inferSelect;
