import { spawn } from "node:child_process";
import { createSocket } from "node:dgram";
import { freePort } from "./server-process.ts";

export interface Turnserver {
  /** turn:127.0.0.1:<port>, for TURN_URLS. */
  readonly url: string;
  readonly port: number;
  readonly secret: string;
  stop(): Promise<void>;
}

export interface TurnserverOptions {
  readonly secret?: string;
  /** Unset: a free port. */
  readonly port?: number;
  /** The ports coturn relays from (--min-port, --max-port); unset, coturn's own range. */
  readonly relayPorts?: { readonly min: number; readonly max: number };
}

/**
 * coturn (Debian's `coturn`, installed by scripts/ensure-test-deps.ts) on a loopback port, with the
 * REST-API shared secret as in production. `--allow-loopback-peers` lets two clients on this one machine
 * relay to each other; a production configuration must not have it (compose.yaml).
 */
export async function startTurnserver(options: TurnserverOptions = {}): Promise<Turnserver> {
  const { secret = "test-relay-secret-0123456789", relayPorts } = options;
  const port = options.port ?? (await freePort());
  const child = spawn(
    "turnserver",
    [
      ...(relayPorts ? [`--min-port=${relayPorts.min}`, `--max-port=${relayPorts.max}`] : []),
      "-n",
      "--listening-ip=127.0.0.1",
      "--relay-ip=127.0.0.1",
      `--listening-port=${port}`,
      "--use-auth-secret",
      `--static-auth-secret=${secret}`,
      "--realm=test.localhost",
      "--allow-loopback-peers",
      "--no-tls",
      "--no-dtls",
      "--no-cli",
      "--fingerprint",
      "--log-file=stdout",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await untilListening(port, () => child.exitCode !== null);
  return {
    url: `turn:127.0.0.1:${port}`,
    port,
    secret,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Sends STUN binding requests until one is answered: coturn is then ready. */
async function untilListening(port: number, hasExited: () => boolean): Promise<void> {
  // A STUN binding request: type 0x0001, no attributes, the magic cookie, a transaction id.
  const request = Buffer.concat([Buffer.from([0, 1, 0, 0, 0x21, 0x12, 0xa4, 0x42]), Buffer.alloc(12, 7)]);
  const socket = createSocket("udp4");
  try {
    const answered = new Promise<void>((resolve) => socket.once("message", () => resolve()));
    for (let attempt = 0; attempt < 200; attempt++) {
      if (hasExited()) throw new Error("turnserver exited at start");
      socket.send(request, port, "127.0.0.1");
      const done = await Promise.race([answered.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);
      if (done) return;
    }
    throw new Error(`turnserver did not answer on port ${port}`);
  } finally {
    socket.close();
  }
}
