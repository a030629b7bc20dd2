import type { DatabaseHandle } from "#db/client.ts";
import type { Logger } from "#server/logger.ts";
import { createChunkReassembly, notifyChunks } from "./notify-chunks.ts";
import type { RoomBus, RoomDelivery } from "./room-bus.ts";

/** The channel every instance of the site listens on. */
export const ROOM_CHANNEL = "consultation_room";

/**
 * The room bus between server processes on one PostgreSQL (docs/decisions/0039): a delivery is NOTIFYed on
 * ROOM_CHANNEL, cut into chunks under NOTIFY's 8,000-byte limit (notify-chunks.ts) and sent in one statement,
 * and every instance, this one included, LISTENs on a connection of its own. Each instance keeps the
 * deliveries for the connections it holds. Nothing is stored: a delivery to a connection no instance holds
 * any more is dropped, as it would be in one process.
 *
 * Each NOTIFY is a transaction, and its commit waits for the disk: deliveries published while one statement
 * is on its way go together in the next, one after another in the order published, so that a busy instance
 * sends fewer, larger statements rather than queueing behind its own commits.
 */
export async function openPostgresRoomBus(database: DatabaseHandle, logger: Logger): Promise<RoomBus> {
  if (!database.listen) throw new Error("The PostgreSQL room bus needs a PostgreSQL database");
  let receiver: ((delivery: RoomDelivery) => void) | null = null;
  const reassembly = createChunkReassembly();
  const listener = await database.listen(ROOM_CHANNEL, {
    onPayload: (payload) => {
      let delivery: unknown;
      try {
        delivery = reassembly.add(payload);
      } catch (error) {
        logger.error({ err: error }, "room bus: a notification could not be read");
        return;
      }
      if (delivery !== undefined) receiver?.(delivery as RoomDelivery);
    },
    onReconnected: () => {
      reassembly.clear();
      // The rooms' housekeeping round puts presence right; a negotiation lost meanwhile is retried by the browsers.
      logger.warn("room bus: the listening connection was lost and opened again; deliveries in between were missed");
    },
  });
  const notify = batchedInOrder((chunks: string[]) =>
    database.executeSql("select pg_notify($1, chunk) from unnest($2::text[]) as chunk", [ROOM_CHANNEL, chunks]),
  );
  return {
    publish: (delivery) => notify(notifyChunks(delivery)),
    subscribe: (receive) => {
      receiver = receive;
    },
    close: async () => {
      receiver = null;
      await listener.close();
    },
  };
}

/**
 * `send` for one batch at a time: what is given while a batch is on its way waits and goes, in the order
 * given, as the next. Each caller learns its own batch's outcome.
 */
export function batchedInOrder(send: (chunks: string[]) => Promise<unknown>): (chunks: string[]) => Promise<void> {
  let waiting: { chunks: string[]; settle: (error?: unknown) => void }[] = [];
  let sending = false;
  const drain = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const error = await send(batch.flatMap((item) => item.chunks)).then(
        () => undefined,
        (failure: unknown) => failure ?? new Error("NOTIFY failed"),
      );
      for (const item of batch) item.settle(error);
    }
    sending = false;
  };
  return (chunks) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ chunks, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!sending) void drain();
    });
}
