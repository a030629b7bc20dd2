import { startTurnserver } from "#tests/support/turnserver.ts";

/**
 * The end-to-end run's TURN relay (a Playwright webServer): coturn on loopback at E2E_TURN_PORT with the
 * run's E2E_TURN_SECRET, relaying from E2E_TURN_RELAY_PORTS (`min-max`). The site hands its credentials to
 * the room (TURN_URLS, TURN_SECRET); a room opened with `?relay=only` sends its media through it.
 */
const port = Number(process.env.E2E_TURN_PORT);
const secret = process.env.E2E_TURN_SECRET;
const [min, max] = (process.env.E2E_TURN_RELAY_PORTS ?? "").split("-").map(Number);
if (!port || !secret || !min || !max) throw new Error("E2E_TURN_PORT, E2E_TURN_SECRET and E2E_TURN_RELAY_PORTS are required");

// The run's end kills this process's group, coturn with it.
const turn = await startTurnserver({ port, secret, relayPorts: { min, max } });
console.info(`e2e TURN relay at ${turn.url}, relaying from ports ${min}-${max}`);
