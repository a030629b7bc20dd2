import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client.ts";
import { appointments, type NewAppointmentRow } from "#db/schema/appointments.ts";
import { hashLinkToken } from "#server/bookings/appointment-link.ts";
import { createRoomLinks } from "#server/video-room/room-link.ts";
import { TEST_ADMIN_PASSWORD, testAdminSettings } from "#tests/support/admin-session.ts";
import { connect, type Member, type RoomClient } from "#tests/support/room-client.ts";
import { freePort, startServerProcess } from "#tests/support/server-process.ts";
import { createPostgresTestDatabase } from "#tests/support/test-database.ts";

/**
 * How many consultation rooms one server instance holds, and what each costs it (goal: 1,000 rooms under
 * 100 MB extra). Starts the server without the pages (tests/support/api-server.ts) on a fresh database with
 * `--rooms` appointments open now, joins both members of each (the practitioner signed in), then keeps them
 * talking for `--seconds`: a ping every 15 s and an ICE candidate every 5 s each, relayed to the other member
 * (its text carries when it was sent, for the relay's latency).
 * Prints the server's memory before the rooms, with them joined, and after the messages, each measured after
 * a garbage collection (bench/support/memory-probe.ts): the JavaScript heap and the memory outside it
 * (buffers, sockets, and on PGlite the database's own), and the resident set for reference.
 * `--driver postgres` uses a fresh database on TEST_DATABASE_URL's server (the relay through LISTEN/NOTIFY),
 * where the database's memory is PostgreSQL's, not the server's.
 *
 *   node bench/signalling-rooms.ts [--rooms 1000] [--seconds 30] [--driver pglite|postgres]
 */
const { values } = parseArgs({
  options: {
    rooms: { type: "string", default: "1000" },
    seconds: { type: "string", default: "30" },
    driver: { type: "string", default: "pglite" },
  },
});
const rooms = Number(values.rooms);
const seconds = Number(values.seconds);
const GOAL_MB_PER_1000 = 100;
const WARM_UP_ROOMS = 20;
const MB = 1024 * 1024;

const key = randomBytes(32);
const links = createRoomLinks(key, "http://127.0.0.1");
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-rooms-"));

/** Appointments under way now, each of its own practitioner (the calendar forbids two at once for one). */
function roomRows(count: number): (NewAppointmentRow & { id: string })[] {
  const startAt = new Date(Date.now() - 5 * 60_000);
  const endAt = new Date(startAt.getTime() + 30 * 60_000);
  return Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      practitionerId: `bench-${i}`,
      status: "confirmed" as const,
      name: `Patient ${i}`,
      email: `patient${i}@example.com`,
      phone: "0412345678",
      startAt,
      endAt,
      blockedUntil: endAt,
      roomTokenHash: hashLinkToken(links.tokenFor(id)),
    };
  });
}

async function seededDatabase(rows: NewAppointmentRow[]): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const postgres = values.driver === "postgres" ? await createPostgresTestDatabase() : null;
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir });
  await database.migrate();
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(appointments).values(rows.slice(i, i + 500));
  await database.close();
  return { env: postgres ? { DATABASE_URL: postgres.url } : {}, drop: async () => postgres?.drop() };
}

const rows = roomRows(rooms + WARM_UP_ROOMS);
const seeded = await seededDatabase(rows);
const server = await startServerProcess(await freePort(), {
  ...seeded.env,
  DATA_DIR: dataDir,
  REFERRAL_FILE_KEY: key.toString("base64"),
  TRUST_PROXY: "1",
  NODE_OPTIONS: "--expose-gc --import=./bench/support/memory-probe.ts",
  ...testAdminSettings,
});
const wsBase = server.url.replace(/^http/, "ws");

interface Memory {
  heapUsed: number;
  external: number;
  rss: number;
}

/** The server's memory after a garbage collection. */
async function serverMemory(): Promise<Memory> {
  const count = () => server.lines.filter((line) => line.msg === "memory").length;
  const before = count();
  server.child.kill("SIGUSR2");
  while (count() === before) await new Promise((resolve) => setTimeout(resolve, 20));
  return server.lines.filter((line) => line.msg === "memory").at(-1) as unknown as Memory;
}

const login = await fetch(`${server.url}/api/admin/login`, {
  method: "POST",
  headers: { "content-type": "application/json", origin: server.url },
  body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
});
const cookie = login.headers.get("set-cookie")!.split(";")[0]!;

/** Both members of room `i`, each room from a client address of its own (the limit is per address). */
async function join(i: number): Promise<[RoomClient, RoomClient]> {
  const row = rows[i]!;
  const from = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const patient: Member = { token: links.tokenFor(row.id), origin: server.url, from };
  const practitioner: Member = { appointmentId: row.id, cookie, origin: server.url, from };
  const members = [await connect(wsBase, patient), await connect(wsBase, practitioner)] as [RoomClient, RoomClient];
  await Promise.all(members.map((member) => member.next("welcome")));
  return members;
}

/** Joins rooms `from` to `to`, 50 at a time. */
async function joinAll(from: number, to: number): Promise<RoomClient[]> {
  const joined: RoomClient[] = [];
  for (let i = from; i < to; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, to - i) }, (_, k) => join(i + k)));
    joined.push(...batch.flat());
  }
  return joined;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

try {
  // The first rooms load and compile the code every room uses: not a cost of each room.
  const warmUp = await joinAll(rooms, rooms + WARM_UP_ROOMS);
  await Promise.all(warmUp.map((member) => member.close()));
  await settle();
  const baseline = await serverMemory();

  const started = performance.now();
  const members = await joinAll(0, rooms);
  const joinSeconds = (performance.now() - started) / 1000;
  await settle();
  const joined = await serverMemory();

  let sent = 0;
  const timers = members.flatMap((member) => {
    const send = (message: () => Parameters<RoomClient["send"]>[0]) => {
      member.send(message());
      sent++;
    };
    // Spread over the interval, as browsers that joined at different moments would be.
    const every = (ms: number, message: () => Parameters<RoomClient["send"]>[0]) =>
      setTimeout(() => {
        send(message);
        timers.push(setInterval(() => send(message), ms));
      }, Math.random() * ms);
    const candidate = () => ({
      type: "candidate" as const,
      candidate: { candidate: `candidate:1 1 udp 2122260223 192.0.2.7 54400 typ host ${Date.now()}` },
    });
    return [every(15_000, () => ({ type: "ping" })), every(5_000, candidate)];
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const timer of timers) clearTimeout(timer);
  const talking = await serverMemory();
  // What was sent last is still on its way: counted once nothing more arrives.
  const delivered = () => members.reduce((sum, member) => sum + member.received.length - 1, 0);
  for (let before = -1; before !== delivered();) {
    before = delivered();
    await settle();
  }
  const received = delivered();
  const latencies = members
    .flatMap((member) =>
      member.received.map((message, i) =>
        message.type === "candidate" && message.candidate
          ? member.receivedAt[i]! - Number(message.candidate.candidate.split(" ").at(-1))
          : -1,
      ),
    )
    .filter((ms) => ms >= 0)
    .sort((a, b) => a - b);
  const percentile = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const problems = server.lines.filter((line) => Number(line.level) >= 40).map((line) => String(line.msg));

  const held = (memory: Memory) => memory.heapUsed + memory.external;
  const extra = Math.max(held(joined), held(talking)) - held(baseline);
  const goal = (GOAL_MB_PER_1000 * MB * rooms) / 1000;
  const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const describe = (memory: Memory) =>
    `heap ${megabytes(memory.heapUsed)} + outside it ${megabytes(memory.external)} (resident ${megabytes(memory.rss)})`;
  console.info(`driver ${values.driver}; ${rooms} rooms (${members.length} sockets) joined in ${joinSeconds.toFixed(1)} s`);
  console.info(`server memory before the rooms:        ${describe(baseline)}`);
  console.info(`with the rooms joined:                 ${describe(joined)}`);
  console.info(`after ${seconds} s of messages:${" ".repeat(Math.max(1, 17 - String(seconds).length))}${describe(talking)}`);
  console.info(
    `messages: ${sent} sent (${(sent / seconds).toFixed(0)}/s); ${received} delivered of ${sent + rooms} (each answered or relayed, and each room's peer-joined)`,
  );
  console.info(
    `relay latency (sent to delivered): median ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms, max ${latencies.at(-1) ?? 0} ms`,
  );
  if (problems.length > 0)
    console.info(
      `server warnings and errors: ${JSON.stringify(Object.entries(Object.groupBy(problems, (msg) => msg)).map(([msg, all]) => [msg, all!.length]))}`,
    );
  console.info(
    `extra (heap and outside it): ${megabytes(extra)} in all, ${(extra / rooms / 1024).toFixed(1)} KB per room ` +
      `${extra <= goal ? "✓" : "✗"} goal ≤ ${(goal / MB).toFixed(0)} MB for ${rooms} rooms`,
  );
  await Promise.all(members.map((member) => member.close()));
  process.exitCode = extra <= goal ? 0 : 1;
} finally {
  await server.stop();
  await seeded.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
