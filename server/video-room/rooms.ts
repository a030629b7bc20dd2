import type { DatabaseHandle } from "#db/client.ts";
import { createVideoRelay } from "#integrations/video-relay/create-video-relay.ts";
import type { Config } from "#server/config.ts";
import { every } from "#server/jobs/every.ts";
import type { Logger } from "#server/logger.ts";
import { openPostgresRoomBus } from "./postgres-room-bus.ts";
import { createInProcessRoomBus } from "./room-bus.ts";
import { createConsultationRooms, type ConsultationRooms } from "./room-connections.ts";
import { PRESENCE_REFRESH_MS } from "./room-members.ts";

/**
 * The consultation rooms of this process (docs/decisions/0039), on the bus its database allows: PostgreSQL's
 * LISTEN/NOTIFY between processes, or in process on PGlite, which is one process.
 */
export async function createRooms(config: Config, database: DatabaseHandle, logger: Logger): Promise<ConsultationRooms> {
  const bus = database.listen ? await openPostgresRoomBus(database, logger) : createInProcessRoomBus();
  const relay = createVideoRelay(config.videoRoom.turn);
  return createConsultationRooms({ db: database.db, bus, relay, logger, graceMinutes: config.videoRoom.graceMinutes });
}

/** The rooms' housekeeping round (ConsultationRooms.round) on this process's timer. */
export function startRoomRounds(rooms: ConsultationRooms, logger: Logger): { stop(): Promise<void> } {
  return every(PRESENCE_REFRESH_MS, () =>
    rooms.round().catch((error: unknown) => logger.error({ err: error }, "consultation room round failed")),
  );
}
