import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { eq } from "drizzle-orm";
import { auditEvents } from "#db/schema/admin.ts";
import { patients } from "#db/schema/patients.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { ACCESS_LOG_PAGE_SIZE, patientAccessLog } from "./access-log.ts";
import { patientForBooking } from "./patient-for-booking.ts";

describe("a patient's access log", () => {
  let database: DatabaseHandle;
  let patientId: string;
  let otherId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    patientId = await patientForBooking(database.db, { name: "Sam Patient", email: "sam@example.com" });
    otherId = await patientForBooking(database.db, { name: "Kim Other", email: "kim@example.com" });
    const base = Date.UTC(2026, 0, 5, 0, 0, 0);
    // Events a second apart, and three sharing one instant (the id orders them), for this patient and another.
    const events = Array.from({ length: ACCESS_LOG_PAGE_SIZE + 7 }, (_, i) => ({
      at: new Date(base + Math.min(i, ACCESS_LOG_PAGE_SIZE) * 1000),
      action: i % 2 ? "note.read" : "intake.saved",
      actor: i % 3 ? "admin" : "patient",
      clientAddress: `198.51.100.${i}`,
      patientId,
    }));
    await database.db
      .insert(auditEvents)
      .values([...events, { at: new Date(base + 999_999), action: "note.read", actor: "admin", patientId: otherId }]);
  });
  afterAll(() => database.close());

  it("lists that patient's events newest first, a page at a time, each once, with who, what, when and where", async () => {
    const first = await patientAccessLog(database.db, patientId, null);
    expect(first.entries).toHaveLength(ACCESS_LOG_PAGE_SIZE);
    expect(first.nextCursor).toBe(first.entries.at(-1)!.id);
    const second = await patientAccessLog(database.db, patientId, first.nextCursor);
    expect(second.entries).toHaveLength(7);
    expect(second.nextCursor).toBeNull();

    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((e) => e.id)).size).toBe(ACCESS_LOG_PAGE_SIZE + 7);
    const order = all.map((e) => [e.at, e.id].join(" "));
    expect(order).toEqual(order.toSorted().toReversed());
    expect(all.at(-1)).toMatchObject({
      action: "intake.saved",
      actor: "patient",
      clientAddress: "198.51.100.0",
      at: "2026-01-05T00:00:00.000Z",
    });
    expect(all.some((e) => e.at === "2026-01-05T00:16:39.000Z")).toBe(false);
  });

  it("holds the events of a record merged into this one, and the merged record's own log stays apart", async () => {
    const survivor = await patientForBooking(database.db, { name: "Lee Kept", email: "lee@example.com" });
    const absorbed = await patientForBooking(database.db, { name: "Lee Old", email: "lee.old@example.com" });
    await database.db.insert(auditEvents).values([
      { action: "note.read", actor: "admin", patientId: absorbed },
      { action: "intake.saved", actor: "patient", patientId: survivor },
    ]);
    expect((await patientAccessLog(database.db, survivor, null)).entries.map((e) => e.action)).toEqual(["intake.saved"]);
    await database.db.update(patients).set({ mergedIntoId: survivor, mergedAt: new Date() }).where(eq(patients.id, absorbed));
    const log = await patientAccessLog(database.db, survivor, null);
    expect(log.entries.map((e) => e.action).toSorted()).toEqual(["intake.saved", "note.read"]);
    expect((await patientAccessLog(database.db, absorbed, null)).entries.map((e) => e.action)).toEqual(["note.read"]);
  });

  it("finds nothing before an event that is not in the log", async () => {
    expect(await patientAccessLog(database.db, patientId, "00000000-0000-4000-8000-000000000000")).toEqual({
      entries: [],
      nextCursor: null,
    });
  });
});
