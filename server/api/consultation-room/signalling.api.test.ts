import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SIGNAL_MESSAGE_BYTES, roomCloseCodes } from "#contracts/video-room.ts";
import { appointments } from "#db/schema/appointments.ts";
import { consultationRoomMembers, consultationRoomVisits } from "#db/schema/consultation-rooms.ts";
import { cancelBooking } from "#server/bookings/cancel-booking.ts";
import { ROOM_PRESENCE_TIMEOUT_MS } from "#server/video-room/room-presence.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { connect, handshakeStatus, type Member } from "#tests/support/room-client.ts";
import { appointmentWithRoom, startRoomServer, type RoomServer } from "#tests/support/room-server.ts";
import { roomConnectionLimit } from "./routes.ts";

let server: RoomServer;
let cookie: string;
let addresses = 0;
/** Each test's members come from an address of their own, so that the connection limit counts them apart. */
const nextAddress = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  server = await startRoomServer(testAdminSettings);
  ({ cookie } = await signInAsAdmin(server.app));
});
afterAll(() => server?.close());

/** A room open now (the appointment starts in 10 minutes), with its two members' handshakes. */
async function openRoom(startsInMinutes = 10) {
  const { id, token } = await appointmentWithRoom(server.services.database.db, server.services.roomLinks, { startsInMinutes });
  const from = nextAddress();
  const patient: Member = { token, origin: server.origin, from };
  const practitioner: Member = { appointmentId: id, cookie, origin: server.origin, from };
  return { id, token, patient, practitioner };
}

/** The patient in the room, then the practitioner, each welcomed. */
async function bothIn(room: Awaited<ReturnType<typeof openRoom>>) {
  const patient = await connect(server.wsBase, room.patient);
  await patient.next("welcome");
  const practitioner = await connect(server.wsBase, room.practitioner);
  await practitioner.next("welcome");
  return { patient, practitioner };
}

const description = { type: "offer" as const, sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" };
const candidate = { candidate: "candidate:1 1 udp 2122260223 192.0.2.7 54400 typ host", sdpMid: "0", sdpMLineIndex: 0 };
const mediaState = { microphoneOn: false, cameraOn: true, audioOnly: false, sharingScreen: false };

describe("the consultation room's WebSocket", () => {
  it("welcomes the patient, then the practitioner with the patient in, and tells the patient she came", async () => {
    const room = await openRoom();
    const patient = await connect(server.wsBase, room.patient);
    expect(await patient.next("welcome")).toEqual({ type: "welcome", role: "patient", peer: null, iceServers: [], relay: false });
    const practitioner = await connect(server.wsBase, room.practitioner);
    expect(await practitioner.next("welcome")).toMatchObject({
      role: "practitioner",
      peer: { role: "patient", displayName: "Alex Patient" },
    });
    expect(await patient.next("peer-joined")).toEqual({ type: "peer-joined", role: "practitioner", displayName: "Jordan Ellis" });
    await Promise.all([patient.close(), practitioner.close()]);
  });

  it("relays descriptions, candidates and media states both ways, unchanged, and the practitioner's exercise", async () => {
    const room = await openRoom();
    const { patient, practitioner } = await bothIn(room);
    practitioner.send({ type: "description", description });
    expect(await patient.next("description")).toEqual({ type: "description", description });
    patient.send({ type: "description", description: { type: "answer", sdp: description.sdp } });
    patient.send({ type: "candidate", candidate });
    patient.send({ type: "candidate", candidate: null });
    patient.send({ type: "media-state", state: mediaState });
    expect(await practitioner.next("description")).toEqual({ type: "description", description: { type: "answer", sdp: description.sdp } });
    expect(await practitioner.next("candidate")).toEqual({ type: "candidate", candidate });
    expect(await practitioner.next("candidate")).toEqual({ type: "candidate", candidate: null });
    expect(await practitioner.next("media-state")).toEqual({ type: "media-state", state: mediaState });
    practitioner.send({ type: "show-exercise", slug: "heel-slides" });
    expect(await patient.next("show-exercise")).toEqual({ type: "show-exercise", slug: "heel-slides" });
    // Relayed in the order sent: the answer before its candidates.
    expect(practitioner.received.map((message) => message.type)).toEqual([
      "welcome",
      "description",
      "candidate",
      "candidate",
      "media-state",
    ]);
    await Promise.all([patient.close(), practitioner.close()]);
  });

  it("refuses an exercise from the patient, and what is not JSON or not a message the room knows, keeping the connection", async () => {
    const room = await openRoom();
    const { patient, practitioner } = await bothIn(room);
    patient.send({ type: "show-exercise", slug: "heel-slides" });
    expect(await patient.next("error")).toEqual({ type: "error", message: "Only the practitioner can show an exercise." });
    patient.send("{not json");
    expect(await patient.next("error")).toEqual({ type: "error", message: "A message was not JSON." });
    patient.send(JSON.stringify({ type: "description", description: { type: "offer", sdp: "x".repeat(60_001) } }));
    patient.send(JSON.stringify({ type: "hello" }));
    expect((await patient.next("error")).message).toBe("A message was not one the room knows.");
    expect((await patient.next("error")).message).toBe("A message was not one the room knows.");
    patient.send(Buffer.from([1, 2, 3]));
    expect((await patient.next("error")).message).toBe("Messages are JSON text.");
    patient.send({ type: "ping" });
    await patient.next("pong");
    practitioner.send({ type: "ping" });
    await practitioner.next("pong");
    expect(practitioner.received.map((message) => message.type)).toEqual(["welcome", "pong"]);
    await Promise.all([patient.close(), practitioner.close()]);
  });

  it("closes a connection that sends a message larger than MAX_SIGNAL_MESSAGE_BYTES, unread (1009)", async () => {
    const room = await openRoom();
    const patient = await connect(server.wsBase, room.patient);
    await patient.next("welcome");
    patient.send(JSON.stringify({ type: "ping", padding: "x".repeat(MAX_SIGNAL_MESSAGE_BYTES) }));
    expect((await patient.closed).code).toBe(1009);
  });

  it("refuses before the upgrade: another site's page (403), an unknown link (404), the practitioner signed out (401)", async () => {
    const room = await openRoom();
    expect(await handshakeStatus(server.wsBase, { ...room.patient, origin: "https://attacker.example" })).toBe(403);
    expect(await handshakeStatus(server.wsBase, { ...room.practitioner, origin: "https://attacker.example" })).toBe(403);
    expect(await handshakeStatus(server.wsBase, { ...room.patient, token: "A".repeat(43) })).toBe(404);
    expect(await handshakeStatus(server.wsBase, { ...room.patient, token: "wrong" })).toBe(404);
    expect(await handshakeStatus(server.wsBase, { ...room.practitioner, cookie: undefined })).toBe(401);
    expect(await handshakeStatus(server.wsBase, { ...room.practitioner, appointmentId: "00000000-0000-4000-8000-000000000000" })).toBe(404);
    expect(await handshakeStatus(server.wsBase, room.patient)).toBe(101);
  });

  it("turns the patient away before her window, and lets her in once the practitioner is in", async () => {
    const room = await openRoom(180);
    const early = await connect(server.wsBase, room.patient);
    expect((await early.next("error")).message).toMatch(/^The room opens at /);
    expect((await early.closed).code).toBe(roomCloseCodes.notAllowed);
    const practitioner = await connect(server.wsBase, room.practitioner);
    expect(await practitioner.next("welcome")).toMatchObject({ peer: null });
    const patient = await connect(server.wsBase, room.patient);
    expect(await patient.next("welcome")).toMatchObject({ peer: { role: "practitioner", displayName: "Jordan Ellis" } });
    await practitioner.next("peer-joined");
    await Promise.all([patient.close(), practitioner.close()]);
  });

  it("lets a second device of the patient take over: the first is told and closed, the practitioner sees her come back", async () => {
    const room = await openRoom();
    const practitioner = await connect(server.wsBase, room.practitioner);
    await practitioner.next("welcome");
    const phone = await connect(server.wsBase, room.patient);
    await phone.next("welcome");
    await practitioner.next("peer-joined");
    const laptop = await connect(server.wsBase, room.patient);
    expect(await laptop.next("welcome")).toMatchObject({ peer: { role: "practitioner" } });
    expect(await phone.next("taken-over")).toEqual({ type: "taken-over" });
    expect((await phone.closed).code).toBe(roomCloseCodes.takenOver);
    await practitioner.next("peer-joined");
    // The phone's leaving frees nobody's place: the practitioner is not told the patient left.
    practitioner.send({ type: "description", description });
    expect(await laptop.next("description")).toEqual({ type: "description", description });
    expect(phone.received.map((message) => message.type)).toEqual(["welcome", "taken-over"]);
    expect(practitioner.received.map((message) => message.type)).not.toContain("peer-left");
    const places = await server.services.database.db
      .select()
      .from(consultationRoomMembers)
      .where(eq(consultationRoomMembers.appointmentId, room.id));
    expect(places.map((place) => place.role).sort()).toEqual(["patient", "practitioner"]);
    await Promise.all([laptop.close(), practitioner.close()]);
  });

  it("closes the room when the appointment is cancelled, and turns the patient away after", async () => {
    const room = await openRoom();
    const { patient, practitioner } = await bothIn(room);
    await cancelBooking(server.services, { appointmentId: room.id, by: "practice", deposit: "keep" });
    expect(await patient.next("room-closed")).toEqual({ type: "room-closed", reason: "cancelled" });
    expect(await practitioner.next("room-closed")).toEqual({ type: "room-closed", reason: "cancelled" });
    expect((await patient.closed).code).toBe(roomCloseCodes.roomClosed);
    expect((await practitioner.closed).code).toBe(roomCloseCodes.roomClosed);
    const again = await connect(server.wsBase, room.patient);
    expect(await again.next("room-closed")).toEqual({ type: "room-closed", reason: "cancelled" });
    expect((await again.closed).code).toBe(roomCloseCodes.roomClosed);
  });

  it("closes the patient's connection once her window has ended, unless the practitioner is in", async () => {
    const room = await openRoom();
    const { patient, practitioner } = await bothIn(room);
    const { graceMinutes } = server.services.config.videoRoom;
    const over = new Date(Date.now() - (graceMinutes + 1) * 60_000);
    await server.services.database.db
      .update(appointments)
      .set({ startAt: new Date(over.getTime() - 30 * 60_000), endAt: over })
      .where(eq(appointments.id, room.id));
    await server.services.consultationRooms.round();
    patient.send({ type: "ping" });
    await patient.next("pong");
    expect(patient.received.map((message) => message.type)).not.toContain("room-closed");
    await practitioner.close();
    await patient.next("peer-left");
    await server.services.consultationRooms.round();
    expect(await patient.next("room-closed")).toEqual({ type: "room-closed", reason: "ended" });
    expect((await patient.closed).code).toBe(roomCloseCodes.roomClosed);
  });

  it("keeps each stay as a visit, and frees the place when a member leaves", async () => {
    const room = await openRoom();
    const { patient, practitioner } = await bothIn(room);
    patient.send({ type: "leave" });
    expect(await practitioner.next("peer-left")).toEqual({ type: "peer-left", role: "patient" });
    expect((await patient.closed).code).toBe(1000);
    const { db } = server.services.database;
    const visits = await db.select().from(consultationRoomVisits).where(eq(consultationRoomVisits.appointmentId, room.id));
    expect(visits.map((visit) => [visit.role, visit.leftAt !== null]).sort()).toEqual([
      ["patient", true],
      ["practitioner", false],
    ]);
    const places = await db.select().from(consultationRoomMembers).where(eq(consultationRoomMembers.appointmentId, room.id));
    expect(places.map((place) => place.role)).toEqual(["practitioner"]);
    await practitioner.close();
  });

  it("frees the place of a member whose server instance stopped, and tells the other member", async () => {
    const room = await openRoom();
    const practitioner = await connect(server.wsBase, room.practitioner);
    await practitioner.next("welcome");
    const { db } = server.services.database;
    const lastSeenAt = new Date(Date.now() - ROOM_PRESENCE_TIMEOUT_MS - 1_000);
    await db
      .insert(consultationRoomMembers)
      .values({ appointmentId: room.id, role: "patient", connectionId: "on-a-stopped-instance", lastSeenAt });
    await db
      .insert(consultationRoomVisits)
      .values({ appointmentId: room.id, role: "patient", connectionId: "on-a-stopped-instance", joinedAt: lastSeenAt });
    await server.services.consultationRooms.round();
    expect(await practitioner.next("peer-left")).toEqual({ type: "peer-left", role: "patient" });
    const [visit] = await db.select().from(consultationRoomVisits).where(eq(consultationRoomVisits.connectionId, "on-a-stopped-instance"));
    expect(visit!.leftAt).toEqual(lastSeenAt);
    await practitioner.close();
  });

  it("closes a connection that floods the room with messages (4008)", async () => {
    const room = await openRoom();
    const patient = await connect(server.wsBase, room.patient);
    await patient.next("welcome");
    for (let i = 0; i < 500; i++) patient.send({ type: "ping" });
    expect(await patient.next("error")).toEqual({ type: "error", message: "Too many messages: the connection was closed." });
    expect((await patient.closed).code).toBe(roomCloseCodes.tooManyMessages);
  });

  it("refuses an address's connections beyond the limit per minute (429)", async () => {
    const room = await openRoom();
    const member = { ...room.patient, from: "203.0.113.99" };
    const statuses = [];
    for (let i = 0; i <= roomConnectionLimit.limit; i++) statuses.push(await handshakeStatus(server.wsBase, member));
    expect(statuses.slice(0, -1).every((status) => status === 101)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
