import type { RoomRole, ServerMessage } from "#contracts/video-room.ts";

/**
 * Who a delivery is for: one WebSocket connection (by its id, unique across instances), or whoever holds a
 * member's place in a room (`role`), or every member of the room (no `role`).
 */
export type RoomAddress = { connectionId: string } | { appointmentId: string; role?: RoomRole };

/** A message for a room's connection, wherever it is held. */
export interface RoomDelivery {
  to: RoomAddress;
  message: ServerMessage;
  /** After sending the message, close the connection with this code (contracts/video-room.ts roomCloseCodes). */
  close?: number;
  /** The connection the message is about (a peer joining): lets a recipient welcomed after it skip it. */
  from?: string;
}

/**
 * How the server instances reach each other's room connections (docs/decisions/0039): every delivery
 * published by any instance reaches the one subscriber of every instance, in the order each publisher
 * published, and each instance hands it to the connections it holds. PostgreSQL's LISTEN/NOTIFY between
 * processes (postgres-room-bus.ts), in process on PGlite, which is one process.
 */
export interface RoomBus {
  publish(delivery: RoomDelivery): Promise<void>;
  /** The one receiver of this instance's deliveries: its room connections (room-connections.ts). */
  subscribe(receive: (delivery: RoomDelivery) => void): void;
  close(): Promise<void>;
}

/** The bus of one process: a delivery is handed to the subscriber on the next turn, as it would arrive from elsewhere. */
export function createInProcessRoomBus(): RoomBus {
  let receiver: ((delivery: RoomDelivery) => void) | null = null;
  return {
    publish: async (delivery) => {
      await Promise.resolve();
      receiver?.(delivery);
    },
    subscribe: (receive) => {
      receiver = receive;
    },
    close: async () => {
      receiver = null;
    },
  };
}
