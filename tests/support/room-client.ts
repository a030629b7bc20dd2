import { WebSocket } from "ws";
import { roomSignalUrl } from "#contracts/paths.ts";
import { serverMessageSchema, type ClientMessage, type ServerMessage } from "#contracts/video-room.ts";

/** A member of a consultation room as the room's page connects: its key, the page's origin, its address. */
export interface Member {
  token?: string;
  appointmentId?: string;
  /** The admin session's cookie, for the practitioner. */
  cookie?: string;
  origin: string;
  /** The client address the proxy reports (X-Forwarded-For), when a proxy is trusted. */
  from?: string;
}

/** The headers a browser's handshake carries, with the proxy's X-Forwarded-For; `wsBase` is ws://host:port. */
function handshake(wsBase: string, member: Member) {
  const path =
    member.token !== undefined ? roomSignalUrl({ token: member.token }) : roomSignalUrl({ appointmentId: member.appointmentId! });
  const headers: Record<string, string> = { origin: member.origin };
  if (member.from) headers["x-forwarded-for"] = member.from;
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
