import { inArray } from "drizzle-orm";
import { clientMessageSchema, roomCloseCodes, type RoomRole, type ServerMessage } from "#contracts/video-room.ts";
import { roomAccess } from "#core/video-room/room-window.ts";
import type { Database } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import type { VideoRelay } from "#integrations/video-relay/video-relay.ts";
import type { Logger } from "#server/logger.ts";
import { createMessageAllowance, type MessageAllowance } from "./message-allowance.ts";
import { ROOM_PRESENCE_TIMEOUT_MS } from "./room-presence.ts";
import type { RoomAddress, RoomBus } from "./room-bus.ts";
import { enterRoom, leaveRoom, membersPresent, reclaimPlace, refreshPresence, sweepAbandonedPlaces } from "./room-members.ts";

/** A member admitted to a room (room-admission.ts). */
export interface RoomMember {
  appointmentId: string;
  role: RoomRole;
  /** The name the other member sees: the patient's from the booking, the practitioner's from core/practice.ts. */
  displayName: string;
  /** The other member's, for `welcome`. */
  peerDisplayName: string;
  /** When the patient's window closes (null: the appointment has no time yet); the relay credentials' expiry. */
  closesAt: Date | null;
}

/** The WebSocket of one member, as the room uses it (signal-route.ts wraps the `ws` socket). */
export interface RoomSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** A ping frame, which a live browser answers by itself: the answer is `heard()`. */
  ping(): void;
  /** Drops a socket that stopped answering, with no closing handshake. */
  terminate(): void;
}

/** What the socket's events tell the room. */
export interface RoomConnection {
  receive(data: string | ArrayBuffer): void;
  /** The browser answered a ping frame. */
  heard(): void;
  /** The socket closed, whoever closed it: the member leaves. */
  closed(): void;
}

/**
 * The consultation rooms' connections held by this server instance (docs/decisions/0039): members join,
 * their messages are checked and relayed to the other member through the bus, wherever that member's
 * socket is, and the housekeeping round keeps presence true.
 */
export interface ConsultationRooms {
  /** A member's socket opened: they take their place in the room (taking it over from their other device). */
  open(member: RoomMember, socket: RoomSocket): RoomConnection;
  /** The appointment was cancelled: its room's connections, on every instance, are told and closed. */
  closeRoom(appointmentId: string, reason: "cancelled" | "ended"): Promise<void>;
  /**
   * Every PRESENCE_REFRESH_MS: drops sockets that stopped answering, refreshes this instance's places, sweeps
   * the places of instances that stopped, and closes the connections whose room is not open to them any more
   * (the patient's window ended and the practitioner is not in; a cancellation whose delivery was missed).
   */
  round(): Promise<void>;
  /** The server is stopping: every member here leaves, their browsers told to come back (1012), to another instance. */
  stop(): Promise<void>;
  /** Connections held here now. */
  readonly size: number;
}

export interface RoomsDependencies {
  db: Database;
  bus: RoomBus;
  relay: VideoRelay;
  logger: Logger;
  graceMinutes: number;
}

/** A burst of ICE candidates at each negotiation, a few messages a minute otherwise (message-allowance.ts). */
const MESSAGE_ALLOWANCE = { burst: 120, perSecond: 20 };
/** Relay credentials live at least this long, even when the patient's window closes sooner. */
const RELAY_MINIMUM_MS = 10 * 60_000;
/** WebSocket's "service restart": the browser comes back, and the proxy sends it to an instance still running. */
const SERVICE_RESTART = 1012;
const SERVER_ERROR = 1011;

interface Connection {
  readonly id: string;
  readonly member: RoomMember;
  readonly socket: RoomSocket;
  readonly allowance: MessageAllowance;
  /** The entry into the room: resolved once in (or refused), never rejected. */
  entered: Promise<void>;
  /** The message being handled: each waits for the one before, so the peer receives them in the order sent. */
  work: Promise<void>;
  visitId: string | null;
  /** Welcomed and reachable by role; false before the entry and once ended. */
  inRoom: boolean;
  /** Closed or closing: nothing more is sent or taken. */
  ended: boolean;
  heardAtMs: number;
  left: Promise<void> | null;
  /** The other member's connection as this one knows it (from its welcome or a peer-joined), else null. */
  knownPeer: string | null;
}

const otherRole = (role: RoomRole): RoomRole => (role === "patient" ? "practitioner" : "patient");

export function createConsultationRooms({ db, bus, relay, logger, graceMinutes }: RoomsDependencies): ConsultationRooms {
  const connections = new Map<string, Connection>();
  /** The connection holding each member's place, by `<appointment id>/<role>`. */
  const places = new Map<string, Connection>();
  const placeOf = ({ appointmentId, role }: { appointmentId: string; role: RoomRole }) => `${appointmentId}/${role}`;
  const roomLog = ({ member }: Connection) => ({ appointmentId: member.appointmentId, role: member.role });
  let stopping: Promise<void> | null = null;

  const send = (connection: Connection, message: ServerMessage) => {
    if (!connection.ended) connection.socket.send(JSON.stringify(message));
  };

  /** No more messages either way; the socket's close event then makes the member leave. */
  const end = (connection: Connection, code: number, reason: string) => {
    if (connection.ended) return;
    connection.ended = true;
    connection.inRoom = false;
    if (places.get(placeOf(connection.member)) === connection) places.delete(placeOf(connection.member));
    connection.socket.close(code, reason);
  };

  const toPeer = (connection: Connection, message: ServerMessage) =>
    bus.publish({
      to: { appointmentId: connection.member.appointmentId, role: otherRole(connection.member.role) },
      message,
      from: connection.id,
    });

  const recipients = (to: RoomAddress): Connection[] => {
    if ("connectionId" in to) {
      const connection = connections.get(to.connectionId);
      return connection && !connection.ended ? [connection] : [];
    }
    const roles: RoomRole[] = to.role ? [to.role] : ["patient", "practitioner"];
    return roles.flatMap((role) => {
      const connection = places.get(placeOf({ appointmentId: to.appointmentId, role }));
      return connection?.inRoom ? [connection] : [];
    });
  };

  bus.subscribe((delivery) => {
    for (const connection of recipients(delivery.to)) {
      // A peer's arrival published before this connection's welcome (NOTIFY can lag behind a quick
      // connection) is old news: the welcome said so, and a second notice would restart the negotiation.
      if (delivery.message.type === "peer-joined") {
        if (delivery.from !== undefined && delivery.from === connection.knownPeer) continue;
        connection.knownPeer = delivery.from ?? null;
      }
      if (delivery.message.type === "peer-left") connection.knownPeer = null;
      send(connection, delivery.message);
      if (delivery.close !== undefined) {
        logger.info({ ...roomLog(connection), event: delivery.message.type }, "room: connection closed");
        end(connection, delivery.close, delivery.message.type);
      }
    }
  });

  const enter = async (connection: Connection) => {
    const { member } = connection;
    try {
      const entry = await enterRoom(db, {
        appointmentId: member.appointmentId,
        role: member.role,
        connectionId: connection.id,
        now: new Date(),
      });
      connection.visitId = entry.visitId;
      logger.info(roomLog(connection), "room: joined");
      if (entry.previousConnectionId && entry.previousConnectionId !== connection.id) {
        logger.info(roomLog(connection), "room: taken over from another connection");
        await bus.publish({
          to: { connectionId: entry.previousConnectionId },
          message: { type: "taken-over" },
          close: roomCloseCodes.takenOver,
        });
      }
      if (connection.ended) return;
      const validUntil = new Date(Math.max(member.closesAt?.getTime() ?? 0, Date.now() + RELAY_MINIMUM_MS));
      send(connection, {
        type: "welcome",
        role: member.role,
        peer: entry.peerConnectionId ? { role: otherRole(member.role), displayName: member.peerDisplayName } : null,
        iceServers: relay.iceServersFor(member.appointmentId, validUntil),
        relay: relay.relay,
      });
      connection.knownPeer = entry.peerConnectionId;
      connection.inRoom = true;
      places.set(placeOf(member), connection);
      await toPeer(connection, { type: "peer-joined", role: member.role, displayName: member.displayName });
    } catch (error) {
      logger.error({ ...roomLog(connection), err: error }, "room: joining failed");
      end(connection, SERVER_ERROR, "Server error");
    }
  };

  const leave = (connection: Connection): Promise<void> => {
    connection.left ??= (async () => {
      connection.inRoom = false;
      if (places.get(placeOf(connection.member)) === connection) places.delete(placeOf(connection.member));
      await connection.entered;
      try {
        if (connection.visitId) {
          const { appointmentId, role } = connection.member;
          const freed = await leaveRoom(db, {
            appointmentId,
            role,
            connectionId: connection.id,
            visitId: connection.visitId,
            now: new Date(),
          });
          logger.info(roomLog(connection), "room: left");
          if (freed) await toPeer(connection, { type: "peer-left", role });
        }
      } catch (error) {
        logger.error({ ...roomLog(connection), err: error }, "room: leaving failed; the sweep frees the place");
      } finally {
        connections.delete(connection.id);
      }
    })();
    return connection.left;
  };

  const refuse = (connection: Connection, message: string, reason: string) => {
    logger.warn({ ...roomLog(connection), reason }, "room: message refused");
    send(connection, { type: "error", message });
  };

  const handle = async (connection: Connection, data: string | ArrayBuffer) => {
    await connection.entered;
    if (connection.ended) return;
    if (typeof data !== "string") return refuse(connection, "Messages are JSON text.", "binary");
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return refuse(connection, "A message was not JSON.", "not JSON");
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) return refuse(connection, "A message was not one the room knows.", "invalid");
    const message = parsed.data;
    switch (message.type) {
      case "ping":
        return send(connection, { type: "pong" });
      case "leave":
        await leave(connection);
        return end(connection, 1000, "Left");
      case "show-exercise":
        if (connection.member.role !== "practitioner") {
          return refuse(connection, "Only the practitioner can show an exercise.", "show-exercise from the patient");
        }
        break;
    }
    if (connection.inRoom) await toPeer(connection, message);
  };

  const receive = (connection: Connection, data: string | ArrayBuffer) => {
    if (connection.ended) return;
    connection.heardAtMs = Date.now();
    if (!connection.allowance.take(Date.now())) {
      logger.warn(roomLog(connection), "room: too many messages; connection closed");
      send(connection, { type: "error", message: "Too many messages: the connection was closed." });
      end(connection, roomCloseCodes.tooManyMessages, "Too many messages");
      return;
    }
    connection.work = connection.work
      .then(() => handle(connection, data))
      .catch((error: unknown) => {
        logger.error({ ...roomLog(connection), err: error }, "room: a message could not be handled");
        end(connection, SERVER_ERROR, "Server error");
      });
  };

  /** A place swept while this instance could not refresh it: taken back, or given up to the device that took it. */
  const holdOn = async (connection: Connection) => {
    const { appointmentId, role } = connection.member;
    if (await reclaimPlace(db, { appointmentId, role, connectionId: connection.id, now: new Date() })) {
      await toPeer(connection, { type: "peer-joined", role, displayName: connection.member.displayName });
      return;
    }
    send(connection, { type: "taken-over" });
    end(connection, roomCloseCodes.takenOver, "taken-over");
  };

  const closeRoomsNotOpen = async (now: Date) => {
    const inRoom = [...connections.values()].filter((connection) => connection.inRoom);
    if (inRoom.length === 0) return;
    const ids = [...new Set(inRoom.map((connection) => connection.member.appointmentId))];
    const rows = await db
      .select({ id: appointments.id, status: appointments.status, startAt: appointments.startAt, endAt: appointments.endAt })
      .from(appointments)
      .where(inArray(appointments.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const present = await membersPresent(db, ids, now);
    for (const connection of inRoom) {
      const { appointmentId, role } = connection.member;
      const appointment = byId.get(appointmentId);
      const practitionerPresent = present.get(appointmentId)?.has("practitioner") ?? false;
      const access = appointment ? roomAccess({ role, appointment, now, graceMinutes, practitionerPresent }) : { state: "none" as const };
      if (access.state === "open") continue;
      const reason = access.state === "cancelled" ? "cancelled" : "ended";
      logger.info({ ...roomLog(connection), event: reason }, "room: connection closed");
      send(connection, { type: "room-closed", reason });
      end(connection, roomCloseCodes.roomClosed, "room-closed");
    }
  };

  return {
    open(member, socket) {
      const connection: Connection = {
        id: crypto.randomUUID(),
        member,
        socket,
        allowance: createMessageAllowance(MESSAGE_ALLOWANCE, Date.now()),
        entered: Promise.resolve(),
        work: Promise.resolve(),
        visitId: null,
        inRoom: false,
        ended: false,
        heardAtMs: Date.now(),
        left: null,
        knownPeer: null,
      };
      connections.set(connection.id, connection);
      if (stopping) end(connection, SERVICE_RESTART, "Server restarting");
      else connection.entered = enter(connection);
      return {
        receive: (data) => receive(connection, data),
        heard: () => {
          connection.heardAtMs = Date.now();
        },
        closed: () => {
          connection.ended = true;
          void leave(connection);
        },
      };
    },

    closeRoom: (appointmentId, reason) =>
      bus.publish({ to: { appointmentId }, message: { type: "room-closed", reason }, close: roomCloseCodes.roomClosed }),

    async round() {
      const now = new Date();
      for (const connection of connections.values()) {
        if (now.getTime() - connection.heardAtMs > ROOM_PRESENCE_TIMEOUT_MS) {
          logger.info(roomLog(connection), "room: connection stopped answering");
          connection.socket.terminate();
        } else connection.socket.ping();
      }
      const inRoom = [...connections.values()].filter((connection) => connection.inRoom);
      const held = await refreshPresence(
        db,
        inRoom.map((connection) => connection.id),
        now,
      );
      for (const connection of inRoom) if (!held.has(connection.id) && connection.inRoom) await holdOn(connection);
      for (const place of await sweepAbandonedPlaces(db, now)) {
        logger.info(place, "room: left (its server instance stopped)");
        await bus.publish({
          to: { appointmentId: place.appointmentId, role: otherRole(place.role) },
          message: { type: "peer-left", role: place.role },
        });
      }
      await closeRoomsNotOpen(now);
    },

    stop() {
      stopping ??= (async () => {
        const all = [...connections.values()];
        for (const connection of all) end(connection, SERVICE_RESTART, "Server restarting");
        await Promise.all(all.map((connection) => leave(connection)));
        await bus.close();
      })();
      return stopping;
    },

    get size() {
      return connections.size;
    },
  };
}
