import { upgradeWebSocket, type WebSocketLike } from "@hono/node-server";
import { Hono } from "hono";
import type { WSEvents } from "hono/ws";
import { WebSocket } from "ws";
import { roomSignalPath } from "#contracts/paths.ts";
import type { AppEnv } from "#server/context.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { apiErrorBody } from "#server/http/errors.ts";
import { crossSiteRefusal, isFromTheSite } from "#server/http/same-origin.ts";
import { enforceLimit, type Limit } from "#server/limits/enforce-limit.ts";
import { admitToRoom, type Admission } from "#server/video-room/room-admission.ts";
import type { ConsultationRooms, RoomConnection, RoomSocket } from "#server/video-room/room-connections.ts";

/**
 * Connections per client address and minute: a call reconnects after a reload or a network change, a few
 * times at most; a script opening sockets in a loop is stopped before any reaches the database twice.
 */
export const roomConnectionLimit: Limit = {
  name: "consultation-room-connections",
  limit: 30,
  windowMs: 60_000,
  message: "Too many attempts to join the consultation room. Please wait a minute and reload the page.",
};

/** A closing handshake the browser does not answer within this long ends with the socket dropped. */
const CLOSE_HANDSHAKE_MS = 5_000;

/**
 * The consultation room's signalling WebSocket (docs/decisions/0039) at `roomSignalPath`. Before the upgrade:
 * the Origin checked as for a write (cross-site WebSocket hijacking refused, 403), the connection counted
 * against the client address's limit (429), the member admitted (server/video-room/room-admission.ts).
 * After it, the room's connections (server/video-room/room-connections.ts) take every message. Messages
 * larger than MAX_SIGNAL_MESSAGE_BYTES never arrive: the socket refuses them unread (server/http-server.ts).
 */
export function consultationRoomRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(roomSignalPath, async (c) => {
    const services = c.get("services");
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      return c.json(apiErrorBody("This address takes a WebSocket connection."), 426);
    }
    if (!isFromTheSite(c, services.config)) return c.json(apiErrorBody(crossSiteRefusal), 403);
    await enforceLimit(services.database.db, roomConnectionLimit, { address: clientAddress(c, services.config.trustProxy) });
    const admission = await admitToRoom(
      services,
      { token: c.req.query("token"), appointment: c.req.query("appointment"), cookie: c.req.header("cookie") },
      new Date(),
    );
    if (admission.kind === "refuse") return c.json(apiErrorBody(admission.error), admission.status);
    return upgradeWebSocket(c, roomEvents(services.consultationRooms, admission));
  });
  return routes;
}

function roomEvents(rooms: ConsultationRooms, admission: Exclude<Admission, { kind: "refuse" }>): WSEvents<WebSocketLike> {
  let connection: RoomConnection | null = null;
  return {
    onOpen: (_event, ws) => {
      // The server's WebSocketServer is ws's (server/http-server.ts): its sockets have ping frames and terminate().
      const raw = ws.raw as unknown as WebSocket;
      const socket = roomSocket(raw);
      if (admission.kind === "turn-away") {
        socket.send(JSON.stringify(admission.message));
        socket.close(admission.code, admission.message.type);
        return;
      }
      connection = rooms.open(admission.member, socket);
      raw.on("pong", () => connection?.heard());
    },
    onMessage: (event) => connection?.receive(event.data as string | ArrayBuffer),
    onClose: () => connection?.closed(),
  };
}

function roomSocket(raw: WebSocket): RoomSocket {
  return {
    send: (text) => {
      if (raw.readyState === WebSocket.OPEN) raw.send(text);
    },
    close: (code, reason) => {
      raw.close(code, reason);
      setTimeout(() => raw.terminate(), CLOSE_HANDSHAKE_MS).unref();
    },
    ping: () => {
      if (raw.readyState === WebSocket.OPEN) raw.ping();
    },
    terminate: () => raw.terminate(),
  };
}
