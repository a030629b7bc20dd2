import type { AddressInfo } from "node:net";
import { appointments } from "#db/schema/appointments.ts";
import type { Database } from "#db/client.ts";
import { createNodeServer } from "#server/http-server.ts";
import { roomLinkFor, type RoomLinks } from "#server/video-room/room-link.ts";
import { createTestApp } from "./test-app.ts";

/**
 * The real app on a fresh test database, listening on a loopback port with its WebSockets: the consultation
 * room's signalling as a browser reaches it. TRUST_PROXY=1, so that each test names its own client address
 * (X-Forwarded-For) and the connection limit counts it apart.
 */
export async function startRoomServer(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ TRUST_PROXY: "1", ...env });
  const server = createNodeServer(testApp.app, testApp.services.config.http);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...testApp,
    /** The origin of the site's own pages. */
    origin: `http://127.0.0.1:${port}`,
    wsBase: `ws://127.0.0.1:${port}`,
    close: async () => {
      await testApp.services.consultationRooms.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await testApp.close();
    },
  };
}
export type RoomServer = Awaited<ReturnType<typeof startRoomServer>>;

/**
 * A confirmed appointment from `startsInMinutes` for 30 minutes, each of its own practitioner, so that the
 * calendar's no-overlap rule lets any number be open at once. Answers its id.
 */
export async function appointmentStartingIn(
  db: Database,
  { startsInMinutes, name = "Alex Patient" }: { startsInMinutes: number; name?: string },
): Promise<string> {
  const startAt = new Date(Date.now() + startsInMinutes * 60_000);
  const endAt = new Date(startAt.getTime() + 30 * 60_000);
  const [row] = await db
    .insert(appointments)
    .values({
      practitionerId: crypto.randomUUID(),
      status: "confirmed",
      name,
      email: "alex@example.com",
      phone: "0412 345 678",
      startAt,
      endAt,
      blockedUntil: endAt,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

/** appointmentStartingIn's appointment, with its room link's token. */
export async function appointmentWithRoom(
  db: Database,
  links: RoomLinks,
  appointment: { startsInMinutes: number; name?: string },
): Promise<{ id: string; token: string }> {
  const id = await appointmentStartingIn(db, appointment);
  const url = await roomLinkFor(db, links, id);
  return { id, token: url.split("/").at(-1)! };
}
