import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { createVideoRelay } from "#integrations/video-relay/create-video-relay.ts";
import { createLogger } from "#server/logger.ts";
import { appointmentStartingIn } from "#tests/support/room-server.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { createInProcessRoomBus, type RoomBus, type RoomDelivery } from "./room-bus.ts";
import { createConsultationRooms, type RoomMember, type RoomSocket } from "./room-connections.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A bus whose deliveries wait until released: another instance's NOTIFY arriving late. */
function laggingBus(): RoomBus & { release(): Promise<void> } {
  const bus = createInProcessRoomBus();
  const waiting: RoomDelivery[] = [];
  return {
    ...bus,
    publish: async (delivery) => void waiting.push(delivery),
    release: async () => {
      for (const delivery of waiting.splice(0)) await bus.publish(delivery);
    },
  };
}

function socket(): RoomSocket & { types(): string[] } {
  const sent: string[] = [];
  return {
    send: (text) => void sent.push((JSON.parse(text) as { type: string }).type),
    close: () => undefined,
    ping: () => undefined,
    terminate: () => undefined,
    types: () => [...sent],
  };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe("a peer's arrival told late by the bus", () => {
  it("is not told again to a member welcomed after it, and a new device of the peer still is", async () => {
    const bus = laggingBus();
    const rooms = createConsultationRooms({
      db: database.db,
      bus,
      relay: createVideoRelay(null),
      logger: createLogger("silent"),
      graceMinutes: 15,
    });
    const appointmentId = await appointmentStartingIn(database.db, { startsInMinutes: 10 });
    const member = (role: RoomMember["role"]): RoomMember => ({
      appointmentId,
      role,
      displayName: role,
      peerDisplayName: "other",
      closesAt: null,
    });

    const phone = socket();
    rooms.open(member("patient"), phone);
    await until(() => phone.types().includes("welcome"));
    const desk = socket();
    rooms.open(member("practitioner"), desk);
    await until(() => desk.types().includes("welcome"));
    await bus.release();
    await until(() => phone.types().includes("peer-joined"));
    // The practitioner's welcome named the patient; the patient's arrival, delivered after it, is not repeated.
    expect(desk.types()).toEqual(["welcome"]);

    const laptop = socket();
    rooms.open(member("patient"), laptop);
    await until(() => laptop.types().includes("welcome"));
    await bus.release();
    await until(() => desk.types().length === 2);
    expect(desk.types()).toEqual(["welcome", "peer-joined"]);
    await rooms.stop();
  });
});
