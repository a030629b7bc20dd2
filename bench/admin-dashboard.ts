import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { AdminAppointmentsPage } from "#contracts/admin.ts";
import type { AppointmentStatus } from "#core/booking/booking-state.ts";
import { appointments, type NewAppointmentRow } from "#db/schema/appointments.ts";
import { signInAsAdmin, TEST_ADMIN_PASSWORD } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * How long the server takes to answer the dashboard's list (goal: the first page in 150 ms at most) with
 * 5,000 appointments over two years, past and future, in every state, on a fresh PGlite and, when
 * TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a fresh database there too. Timed in
 * process through the real Hono app, signed in: the session check, the query and the JSON. Then the
 * dashboard route's own JavaScript (gzip) from the build, when there is one.
 *
 *   node bench/admin-dashboard.ts [--appointments 5000] [--runs 50]
 */
const { values } = parseArgs({
  options: { appointments: { type: "string", default: "5000" }, runs: { type: "string", default: "50" } },
});
const count = Number(values.appointments);
const runs = Number(values.runs);
const GOAL_MS = 150;
const HOUR = 3_600_000;

/** One appointment every few hours from a year ago to a year ahead, cycling through every state. */
function seedRows(now: number): NewAppointmentRow[] {
  const first = now - 365 * 24 * HOUR;
  const step = Math.floor((730 * 24 * HOUR) / count);
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(first + index * step);
    const kind = index % 8;
    const status: AppointmentStatus = (
      ["confirmed", "confirmed", "confirmed", "confirmed", "awaiting_time", "held", "expired", "cancelled"] as const
    )[kind]!;
    const paid = kind <= 4 || (kind === 7 && index % 16 === 7);
    const timed = status !== "awaiting_time";
    return {
      status,
      name: `Patient ${index}`,
      email: `patient${index}@example.com`,
      phone: "0412345678",
      notes: index % 3 === 0 ? "Left ACL reconstruction" : null,
      startAt: timed ? start : null,
      endAt: timed ? new Date(start.getTime() + 30 * 60_000) : null,
      blockedUntil: timed ? new Date(start.getTime() + 45 * 60_000) : null,
      holdExpiresAt: status === "held" || status === "expired" ? new Date(start.getTime() - HOUR) : null,
      paymentProvider: paid ? (["paypal", "test", "stripe"] as const)[index % 3] : null,
      paymentOrderId: paid ? `ORDER-${index}` : null,
      savedPaymentMethodId: paid && index % 2 === 0 ? `VAULT-${index}` : null,
      depositCents: paid ? 9_000 : null,
      depositPaidAt: paid ? new Date(start.getTime() - 7 * 24 * HOUR) : null,
      consultationCompletedAt: paid && kind >= 1 && start.getTime() < now ? start : null,
      balancePaidAt: paid && kind >= 2 && start.getTime() < now ? start : null,
      cancelledAt: status === "cancelled" ? start : null,
    };
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

const format = (label: string, s: ReturnType<typeof stats>) =>
  `${label.padEnd(40)} median ${s.median.toFixed(1)} ms   p95 ${s.p95.toFixed(1)} ms   max ${s.max.toFixed(1)} ms ${s.median <= GOAL_MS ? "✓" : "✗"} goal ≤ ${GOAL_MS} ms`;

async function benchDriver(driver: "pglite" | "postgres") {
  process.env.TEST_DB_DRIVER = driver;
  const { app, services, close } = await createTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  try {
    const rows = seedRows(Date.now());
    for (let i = 0; i < rows.length; i += 500) await services.database.db.insert(appointments).values(rows.slice(i, i + 500));
    await services.database.executeSql("ANALYZE appointments");
    const { cookie } = await signInAsAdmin(app);
    const time = async (url: string) => {
      const samples: number[] = [];
      let page: AdminAppointmentsPage | null = null;
      for (let i = 0; i < 10 + runs; i++) {
        const started = performance.now();
        const response = await app.request(url, { headers: { cookie } });
        page = (await response.json()) as AdminAppointmentsPage;
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        if (i >= 10) samples.push(performance.now() - started); // the first ten warm up: JIT, query plans
      }
      return { stats: stats(samples), cards: page!.appointments.length };
    };
    console.log(`\n${driver}: ${count} appointments, ${runs} requests each`);
    for (const [label, url] of [
      ["upcoming, first page", "/api/admin/appointments?view=upcoming"],
      ["past, first page", "/api/admin/appointments?view=past"],
      ["search 'patient12' (upcoming)", "/api/admin/appointments?q=patient12"],
      ["search 'nobody' (past, no match)", "/api/admin/appointments?view=past&q=nobody"],
    ] as const) {
      const result = await time(url);
      console.log(`${format(label, result.stats)}  (${result.cards} cards)`);
    }
  } finally {
    await close();
  }
}

/**
 * The admin layout's and the dashboard's route chunks (routes/admin/layout.tsx, routes/admin/dashboard.tsx)
 * and the chunks they import, gzip level 9 (the framework chunk aside).
 */
function routeJavaScript() {
  const assets = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
  let files: string[];
  try {
    files = readdirSync(assets);
  } catch {
    console.log(`\nno build at ${assets}: run npm run build for the dashboard's JavaScript`);
    return;
  }
  const gzip = (file: string) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
  for (const name of ["layout", "dashboard"]) {
    const route = files.find((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
    if (!route) {
      console.log(`\nno admin ${name} chunk in the build`);
      continue;
    }
    const imported = [...readFileSync(path.join(assets, route), "utf8").matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
    console.log(`\nadmin ${name} route JavaScript (gzip -9): ${route} ${gzip(route)} B`);
    for (const file of imported) console.log(`  imports ${file.padEnd(36)} ${gzip(file)} B`);
  }
}

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
await benchDriver("pglite");
// Assigned only when set: process.env turns an undefined into the string "undefined", a host name to look up.
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl) {
  process.env.TEST_DATABASE_URL = postgresUrl;
  await benchDriver("postgres");
}
routeJavaScript();
