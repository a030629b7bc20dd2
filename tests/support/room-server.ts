import type { AddressInfo } from "node:net";
import { WebSocket } from "ws";
import { roomSignalUrl } from "#contracts/paths.ts";
import { serverMessageSchema, type ClientMessage, type ServerMessage } from "#contracts/video-room.ts";
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
  const server = createNodeServer(testApp.app);
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
 * A confirmed appointment from `startsInMinutes` for 30 minutes, with its room link's token. Each of its own
 * practitioner, so that the calendar's no-overlap rule lets any number be open at once.
 */
export async function appointmentWithRoom(
  db: Database,
  links: RoomLinks,
  { startsInMinutes, name = "Alex Patient" }: { startsInMinutes: number; name?: string },
): Promise<{ id: string; token: string }> {
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
  const url = await roomLinkFor(db, links, row!.id);
  return { id: row!.id, token: url.split("/").at(-1)! };
}

export interface Member {
  token?: string;
  appointmentId?: string;
  /** The admin session's cookie, for the practitioner. */
  cookie?: string;
  origin: string;
  /** The client address the proxy reports. */
  from: string;
}

/** The headers a browser's handshake carries, with the proxy's X-Forwarded-For; `wsBase` is ws://host:port. */
function handshake(wsBase: string, member: Member) {
  const path =
    member.token !== undefined ? roomSignalUrl({ token: member.token }) : roomSignalUrl({ appointmentId: member.appointmentId! });
  const headers: Record<string, string> = { origin: member.origin, "x-forwarded-for": member.from };
  if (member.cookie) headers.cookie = member.cookie;
  return { url: wsBase + path, headers };
}

/** The HTTP status a refused handshake is answered with, or 101 when the socket opens. */
export async function handshakeStatus(wsBase: string, member: Member): Promise<number> {
  const { url, headers } = handshake(wsBase, member);
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => {
      resolve(101);
      socket.close();
    });
    socket.once("error", (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

/** A member's open socket, as the room's page uses it. */
export interface RoomClient {
  send(message: ClientMessage | string | Buffer): void;
  /** The next message of `type` not returned before (every message is kept as it arrives). */
  next<T extends ServerMessage["type"]>(type: T): Promise<Extract<ServerMessage, { type: T }>>;
  /** Every message received so far, and when (Date.now()) each arrived. */
  readonly received: ServerMessage[];
  readonly receivedAt: number[];
  /** The close code and reason, once closed by either side. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<{ code: number; reason: string }>;
}

export async function connect(wsBase: string, member: Member): Promise<RoomClient> {
  const { url, headers } = handshake(wsBase, member);
  const socket = new WebSocket(url, { headers });
  const received: ServerMessage[] = [];
  const receivedAt: number[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    received.push(serverMessageSchema.parse(JSON.parse(String(data))));
    receivedAt.push(Date.now());
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const find = (type: string) => received.findIndex((message, index) => message.type === type && !taken.has(index));
  return {
    send: (message) => socket.send(typeof message === "string" || Buffer.isBuffer(message) ? message : JSON.stringify(message)),
    received,
    receivedAt,
    closed,
    next: (type) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const index = find(type);
          if (index >= 0) {
            waiters.delete(check);
            taken.add(index);
            resolve(received[index] as never);
          } else if (socket.readyState === WebSocket.CLOSED) {
            waiters.delete(check);
            reject(new Error(`closed before a "${type}" message; got ${JSON.stringify(received.map((message) => message.type))}`));
          }
        };
        waiters.add(check);
        check();
      }),
    close: () => {
      socket.close(1000);
      return closed;
    },
  };
}
