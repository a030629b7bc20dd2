import { TZDate } from "@date-fns/tz";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedulerSettingsSchema } from "#core/scheduling/scheduler-settings.ts";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";
import { queueForCalendar } from "#integrations/scheduling/builtin/busy-time.ts";
import { createPostgresTestDatabase } from "#tests/support/test-database.ts";
import { SlotUnavailableError } from "./errors.ts";
import { placeHold } from "./place-hold.ts";

/**
 * Claims of calendar time queue for one another on PostgreSQL (queueForCalendar). Without the queue two
 * inserts at the same instant can each wait for the other, and PostgreSQL aborts one as a deadlock: the
 * patient would get a server error instead of "just booked" (seen in CI, under load, in the 50-patient race).
 * That race cannot be timed from a test, so this checks the queue itself: a hold waits while another claim
 * is open, even for a different time. PGlite has one connection, so nothing there can overlap.
 */
const settings = schedulerSettingsSchema.parse({
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 3,
  weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "12:00" })),
});
const now = new Date(new TZDate(2026, 5, 1, 8, 0, "Australia/Melbourne").getTime());
const at = (hour: number) => new Date(new TZDate(2026, 5, 2, hour, 0, "Australia/Melbourne").getTime());
const details = (email: string) => ({ name: "Queued Patient", email, phone: "0412 345 678", notes: "" });

let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  target = await createPostgresTestDatabase(process.env.TEST_POSTGRES_TEMPLATE);
  [first, second] = await Promise.all([openDatabase({ url: target.url }), openDatabase({ url: target.url })]);
  await first.migrate();
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await target?.drop();
});

describe("claims of calendar time on PostgreSQL", () => {
  it("queue: a hold waits until another open claim ends, then is placed", async () => {
    let endClaim!: () => void;
    let claimOpen!: () => void;
    const opened = new Promise<void>((resolve) => (claimOpen = resolve));
    const claim = first.db.transaction(async (tx) => {
      await queueForCalendar(tx);
      claimOpen();
      await new Promise<void>((resolve) => (endClaim = resolve));
    });
    await opened;

    let settled = false;
    const waiting = placeHold(
      second.db,
      { details: details("second@example.com"), start: at(11) },
      { holdMinutes: 20, now, settings },
    ).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(settled).toBe(false);

    endClaim();
    await claim;
    const placed = await waiting;
    expect(placed.start).toEqual(at(11));
  });

  it("let the loser of a race see the winner's committed hold: SlotUnavailableError, never a deadlock", async () => {
    const racers = Array.from({ length: 30 }, (_, index) =>
      placeHold(
        (index % 2 ? first : second).db,
        { details: details(`racer${index}@example.com`), start: at(9) },
        { holdMinutes: 20, now, settings },
      ),
    );
    const outcomes = await Promise.allSettled(racers);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(refusals).toHaveLength(29);
    expect(refusals.every((reason) => reason instanceof SlotUnavailableError)).toBe(true);
  });
});
