import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "#db/client.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { serverBundleFile } from "#server/build-files.ts";
import { parseConfig } from "#server/config.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { desktopOnly } from "./support/widths.ts";

/**
 * The production server (server/main.ts as the build bundles it and `npm run serve` runs it, PGlite in a fresh
 * DATA_DIR) stopped with SIGTERM in the middle of a burst of contact messages (docs/decisions/0043): every
 * message sent gets an HTTP answer, 201 and stored or 503 and not, never a reset; the database, reopened after
 * the exit, holds exactly the 201s.
 */
test("a burst of contact messages across SIGTERM: each answered, 201 and stored or 503 and not, none reset", desktopOnly, async () => {
  test.setTimeout(360_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 5;
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-shutdown-"));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(
      port,
      {
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        REFERRAL_FILE_KEY: randomBytes(32).toString("base64"),
        // Each message names its own client address, so the contact form's per-address ceiling stays out of it.
        TRUST_PROXY: "1",
        // A ceiling only: on a busy machine the messages in flight at the stop may need more than the default.
        SHUTDOWN_DRAIN_SECONDS: "120",
      },
      serverBundleFile(parseConfig(process.env).buildDir),
    );
    // Kept-alive connections, as a proxy keeps them: some messages arrive after the stop on a connection opened before it.
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const send = (i: number) => {
      const email = `burst-${i}@example.com`;
      const body = JSON.stringify({ name: "Sam Lee", email, subject: `Burst ${i}`, message: "A message sent during a restart." });
      return new Promise<{ email: string; outcome: string }>((resolve) => {
        const req = request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/contact",
            agent,
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.${Math.floor(i / 250)}.${i % 250}.1` },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ email, outcome: String(res.statusCode) }));
          },
        );
        req.on("error", (error: NodeJS.ErrnoException) => resolve({ email, outcome: error.code ?? error.message }));
        req.end(body);
      });
    };
    const sent: Promise<{ email: string; outcome: string }>[] = [];
    for (let i = 0; i < 200; i += 1) {
      if (i === 100) server.child.kill("SIGTERM");
      sent.push(send(i));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answers = await Promise.all(sent);
    agent.destroy();
    await server.exited;
    expect(server.child.exitCode).toBe(0);

    const outcomes = Object.fromEntries(
      Object.entries(Object.groupBy(answers, (answer) => answer.outcome)).map(([outcome, all]) => [outcome, all!.length]),
    );
    test.info().annotations.push({ type: "outcomes", description: JSON.stringify(outcomes) });
    test.info().annotations.push({ type: "drain", description: JSON.stringify(server.lines.find((line) => line.msg === "drained")) });
    // Both kinds, and nothing else: the messages the client had sent before the stop were answered and the
    // ones it sent after were refused (its pool of 20 connections holds the rest back until one is free).
    expect(Object.keys(outcomes).sort()).toEqual(["201", "503"]);

    const database = await openDatabase({ dataDir });
    try {
      const stored = (await database.db.select({ email: contactMessages.email }).from(contactMessages)).map((row) => row.email);
      const created = answers.filter((answer) => answer.outcome === "201").map((answer) => answer.email);
      expect(stored.sort()).toEqual(created.sort());
    } finally {
      await database.close();
    }
  } finally {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
