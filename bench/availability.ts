import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { defaultSchedulerSettings } from "#core/scheduling/scheduler-settings.ts";
import { generateSlots, type BusyInterval } from "#core/scheduling/slots.ts";
import { openDatabase } from "#db/client.ts";
import { appointments, type NewAppointmentRow } from "#db/schema/appointments.ts";
import { builtinAvailability } from "#integrations/scheduling/builtin/builtin-scheduler.ts";

/**
 * How long the built-in scheduler takes to answer availability for its 8-week horizon with 5,000 booked
 * appointments (goal: ≤ 10 ms). Two figures: the pure slot generation (core) and the whole answer
 * (query of busy time + generation) on the embedded PGlite database, or on PostgreSQL with --database-url.
 * Appointments are 30 minutes, one every two hours around the clock, from 360 days ago to the end of the
 * horizon, so about 670 of them fall inside the 8 weeks (the rest make the table realistically large).
 *
 *   node bench/availability.ts [--appointments 5000] [--runs 200] [--database-url postgres://...]
 */
const { values } = parseArgs({
  options: {
    appointments: { type: "string", default: "5000" },
    runs: { type: "string", default: "200" },
    "database-url": { type: "string" },
  },
});
const count = Number(values.appointments);
const runs = Number(values.runs);
const GOAL_MS = 10;
const HOUR = 60 * 60_000;

const settings = { ...defaultSchedulerSettings, bookingHorizonDays: 56 };
const now = new Date();
const first = Math.floor(now.getTime() / HOUR) * HOUR - 360 * 24 * HOUR;
const booked: NewAppointmentRow[] = Array.from({ length: count }, (_, index) => {
  const start = new Date(first + index * 2 * HOUR);
  const end = new Date(start.getTime() + 30 * 60_000);
  return {
    status: "confirmed",
    name: `Patient ${index}`,
    email: `patient${index}@example.com`,
    phone: "0412345678",
    startAt: start,
    endAt: end,
    blockedUntil: new Date(end.getTime() + settings.bufferMinutes * 60_000),
  };
});

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number[]> {
  for (let i = 0; i < 20; i++) await fn(); // warm-up: JIT, Intl, query plans
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

const format = (label: string, s: ReturnType<typeof stats>, extra = "") =>
  `${label.padEnd(34)} median ${s.median.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms   max ${s.max.toFixed(2)} ms ${extra}`;

const busy: BusyInterval[] = booked.map((row) => ({ start: row.startAt!, end: row.blockedUntil! }));
const pure = stats(await time(() => generateSlots({ settings, now, busy })));
const offered = generateSlots({ settings, now, busy }).length;

const database = await openDatabase(values["database-url"] ? { url: values["database-url"] } : { inMemory: true });
try {
  await database.migrate();
  if (values["database-url"]) await database.executeSql("DELETE FROM appointments WHERE email LIKE 'patient%@example.com'");
  for (let i = 0; i < booked.length; i += 500) await database.db.insert(appointments).values(booked.slice(i, i + 500));
  await database.executeSql("ANALYZE appointments");
  const whole = stats(await time(() => builtinAvailability(database.db, { now, settings })));
  const answered = (await builtinAvailability(database.db, { now, settings })).length;
  if (answered !== offered) throw new Error(`database answer (${answered}) differs from the pure answer (${offered})`);

  console.log(`availability, 8-week horizon, ${count} booked appointments, ${runs} runs (${offered} slots offered)`);
  // Figures from a machine busy with other work are inflated: say how busy it was.
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
  );
  console.log(format("slot generation (core)", pure));
  console.log(
    format(`whole answer (${database.driver})`, whole, whole.median <= GOAL_MS ? `✓ goal ≤ ${GOAL_MS} ms` : `✗ goal ≤ ${GOAL_MS} ms`),
  );
  if (values["database-url"]) await database.executeSql("DELETE FROM appointments WHERE email LIKE 'patient%@example.com'");
} finally {
  await database.close();
}
