import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomCloseCodes } from "#contracts/video-room.ts";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";
import { TEST_ADMIN_PASSWORD, testAdminSettings } from "#tests/support/admin-session.ts";
import { connect, type Member } from "#tests/support/room-client.ts";
import { appointmentWithRoom } from "#tests/support/room-server.ts";
import { freePort, startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { createPostgresTestDatabase } from "#tests/support/test-database.ts";
import { createManageLinks, manageLinkFor } from "#server/bookings/manage-link.ts";
import { createRoomLinks } from "./room-link.ts";

/**
 * Two real server processes on one PostgreSQL, as behind the production proxy (compose.yaml): the patient's
 * socket on one, the practitioner's on the other, everything between them relayed through LISTEN/NOTIFY.
 */
const key = randomBytes(32);
let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let database: DatabaseHandle;
let servers: ServerProcess[];
let cookie: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "room-instances-"));
const links = createRoomLinks(key, "http://127.0.0.1");

beforeAll(async () => {
  target = await createPostgresTestDatabase();
  const env = {
    DATABASE_URL: target.url,
    DATA_DIR: dataDir,
    REFERRAL_FILE_KEY: key.toString("base64"),
    TRUST_PROXY: "1",
    ...testAdminSettings,
  };
  const ports = [await freePort(), await freePort()];
  servers = await Promise.all(ports.map((port) => startServerProcess(port, env)));
  database = await openDatabase({ url: target.url });
  const login = await fetch(`${servers[1]!.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: servers[1]!.url },
    body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 240_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await database?.close();
  await target?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const wsBase = (server: ServerProcess) => server.url.replace(/^http/, "ws");
let addresses = 0;

/** A room open now; the patient reaches instance `patientOn`, the practitioner the other one. */
async function openRoom(patientOn = 0) {
  const { id, token } = await appointmentWithRoom(database.db, links, { startsInMinutes: 10 });
  const from = `192.0.2.${++addresses}`;
  const [patientServer, practitionerServer] = [servers[patientOn]!, servers[1 - patientOn]!];
  const patient: Member = { token, origin: patientServer.url, from };
  const practitioner: Member = { appointmentId: id, cookie, origin: practitionerServer.url, from };
  return { id, from, patient, practitioner, patientServer, practitionerServer };
}

/** A session description of `bytes` characters, as a browser with many codecs and candidates writes. */
const largeDescription = (bytes: number) => ({
  type: "offer" as const,
  sdp: `v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\n${"a=rtpmap:96 VP8/90000\r\na=rtcp-fb:96 goog-remb\r\n".repeat(bytes / 48)}`.slice(0, bytes),
});

describe("the consultation room over two server processes on one PostgreSQL", () => {
  it("connects a patient on one and the practitioner on the other, and relays between them both ways", async () => {
    const room = await openRoom(0);
    const patient = await connect(wsBase(room.patientServer), room.patient);
    expect(await patient.next("welcome")).toMatchObject({ role: "patient", peer: null });
    const practitioner = await connect(wsBase(room.practitionerServer), room.practitioner);
    expect(await practitioner.next("welcome")).toMatchObject({ peer: { role: "patient", displayName: "Alex Patient" } });
    expect(await patient.next("peer-joined")).toMatchObject({ role: "practitioner" });
    const offer = largeDescription(500);
    practitioner.send({ type: "description", description: offer });
    expect(await patient.next("description")).toEqual({ type: "description", description: offer });
    patient.send({ type: "media-state", state: { microphoneOn: true, cameraOn: false, audioOnly: false, sharingScreen: false } });
    expect(await practitioner.next("media-state")).toMatchObject({ state: { cameraOn: false } });
    await Promise.all([patient.close(), practitioner.close()]);
  });

  it("relays a description far larger than NOTIFY's 8,000-byte payload intact, in order with what follows it", async () => {
    const room = await openRoom(1);
    const patient = await connect(wsBase(room.patientServer), room.patient);
    await patient.next("welcome");
    const practitioner = await connect(wsBase(room.practitionerServer), room.practitioner);
    await practitioner.next("welcome");
    const offer = largeDescription(59_000);
    patient.send({ type: "description", description: offer });
    patient.send({ type: "candidate", candidate: { candidate: "candidate:1 1 udp 2122260223 192.0.2.7 54400 typ host", sdpMid: "0" } });
    expect(await practitioner.next("description")).toEqual({ type: "description", description: offer });
    await practitioner.next("candidate");
    expect(practitioner.received.map((message) => message.type)).toEqual(["welcome", "description", "candidate"]);
    await Promise.all([patient.close(), practitioner.close()]);
  });

  it("tells the patient's first device on one instance that her second, on the other, took over", async () => {
    const room = await openRoom(0);
    const first = await connect(wsBase(servers[0]!), room.patient);
    await first.next("welcome");
    const second = await connect(wsBase(servers[1]!), { ...room.patient, origin: servers[1]!.url });
    await second.next("welcome");
    expect(await first.next("taken-over")).toEqual({ type: "taken-over" });
    expect((await first.closed).code).toBe(roomCloseCodes.takenOver);
    await second.close();
  });

  it("closes the room on both instances when the patient cancels her booking on one", async () => {
    const room = await openRoom(0);
    const patient = await connect(wsBase(room.patientServer), room.patient);
    await patient.next("welcome");
    const practitioner = await connect(wsBase(room.practitionerServer), room.practitioner);
    await practitioner.next("welcome");
    const manageToken = (await manageLinkFor(database.db, createManageLinks(key, "http://127.0.0.1"), room.id)).split("/").at(-1)!;
    const cancelled = await fetch(`${room.practitionerServer.url}/api/manage-booking/${manageToken}/cancel`, {
      method: "POST",
      headers: { origin: room.practitionerServer.url, "x-forwarded-for": room.from },
    });
    expect(cancelled.status).toBe(200);
    expect(await patient.next("room-closed")).toEqual({ type: "room-closed", reason: "cancelled" });
    expect(await practitioner.next("room-closed")).toEqual({ type: "room-closed", reason: "cancelled" });
    expect((await patient.closed).code).toBe(roomCloseCodes.roomClosed);
  });

  it("sends its members back (1012) when an instance stops, and tells the other member on the other instance", async () => {
    const room = await openRoom(0);
    const practitioner = await connect(wsBase(room.practitionerServer), room.practitioner);
    await practitioner.next("welcome");
    const patient = await connect(wsBase(room.patientServer), room.patient);
    await patient.next("welcome");
    await practitioner.next("peer-joined");
    await room.patientServer.stop();
    expect((await patient.closed).code).toBe(1012);
    expect(await practitioner.next("peer-left")).toEqual({ type: "peer-left", role: "patient" });
    await practitioner.close();
  });
});
