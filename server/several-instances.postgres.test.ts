import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { paymentWebhookEvents } from "#db/schema/payments.ts";
import { paypalSettingsFor, startFakePaypal, type FakePaypal } from "#tests/support/fake-paypal/fake-paypal.ts";
import { freePort, startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createPostgresTestDatabase } from "#tests/support/test-database.ts";

/**
 * Two real server processes on one PostgreSQL database, as behind the production
 * proxy (compose.yaml; TRUST_PROXY=1, each request carrying the X-Forwarded-For the proxy would add).
 * Both start at once on an empty database. Each check prints its counts.
 */
const HOLDS_PER_HOUR = 5;
let fake: FakePaypal;
let sink: SmtpSink;
let target: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let database: DatabaseHandle;
let servers: ServerProcess[];
const dataDir = mkdtempSync(path.join(tmpdir(), "instances-"));

beforeAll(async () => {
  [fake, sink, target] = await Promise.all([startFakePaypal(), startSmtpSink(), createPostgresTestDatabase()]);
  const env = {
    DATABASE_URL: target.url,
    // One shared folder, as the compose file's volume: a referral stored by one is mailed by the other.
    DATA_DIR: dataDir,
    REFERRAL_FILE_KEY: randomBytes(32).toString("base64"),
    TRUST_PROXY: "1",
    HOLDS_PER_HOUR: String(HOLDS_PER_HOUR),
    SMTP_URL: sink.url,
    ...paypalSettingsFor(fake),
  };
  const ports = [await freePort(), await freePort()];
  const started = performance.now();
  servers = await Promise.all(ports.map((port) => startServerProcess(port, env)));
  console.info(`two processes started together on an empty database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  database = await openDatabase({ url: target.url });
}, 240_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await database?.close();
  await target?.drop();
  await sink?.close();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Request `i` goes to one instance or the other, as a round-robin proxy would send it. */
const instance = (i: number) => servers[i % 2]!;
const send = (i: number, pathName: string, body: unknown, from: string) =>
  fetch(instance(i).url + pathName, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
const countBy = <T>(values: T[]) =>
  Object.fromEntries([...new Set(values)].map((value) => [String(value), values.filter((v) => v === value).length]));

let slots: string[];
const patient = (n: number) => ({ name: `Patient ${n}`, email: `patient${n}@example.com`, phone: "0400 000 000", notes: "" });

describe("two server processes on one PostgreSQL", () => {
  it("places one hold when 200 requests for one time arrive at both at once", async () => {
    const response = await fetch(`${servers[0]!.url}/api/calendly/availability`);
    // Times at least two hours apart, so that holding one never blocks the next through the scheduler's buffer.
    slots = [];
    for (const { start_time } of (await response.json()) as { start_time: string }[]) {
      if (slots.length === 0 || Date.parse(start_time) - Date.parse(slots.at(-1)!) >= 2 * 3_600_000) slots.push(start_time);
    }
    expect(slots.length).toBeGreaterThan(4);
    // Each from its own address, so the per-address limit is not what stops them.
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send(i, "/api/bookings/hold", { ...patient(i), start_time: slots[0] }, `10.20.${i >> 8}.${i & 255}`).then((r) => r.status),
      ),
    );
    console.info(`200 concurrent holds of one time over two instances: ${JSON.stringify(countBy(statuses))}`);
    expect(countBy(statuses)).toEqual({ 201: 1, 409: 199 });
    const held = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.startAt, new Date(slots[0]!)));
    expect(held).toHaveLength(1);
  });

  it("counts one patient's holds across both: HOLDS_PER_HOUR pass, the rest get 429", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(i, "/api/bookings/hold", { ...patient(1000), start_time: slots[1 + (i % 3)] }, "198.51.100.77").then((r) => r.status),
      ),
    );
    const limited = statuses.filter((status) => status === 429).length;
    console.info(`12 holds by one patient over two instances (limit ${HOLDS_PER_HOUR} an hour): ${JSON.stringify(countBy(statuses))}`);
    expect(statuses.length - limited).toBe(HOLDS_PER_HOUR);
    expect(limited).toBe(12 - HOLDS_PER_HOUR);
  });

  it("counts one address's holds across both: five times HOLDS_PER_HOUR pass, whoever places them", async () => {
    const attempts = 5 * HOLDS_PER_HOUR + 4;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        send(i, "/api/bookings/hold", { ...patient(3000 + i), start_time: slots[1 + (i % 3)] }, "198.51.100.78").then((r) => r.status),
      ),
    );
    const limited = statuses.filter((status) => status === 429).length;
    console.info(`${attempts} holds by different patients from one address over two instances: ${JSON.stringify(countBy(statuses))}`);
    expect(attempts - limited).toBe(5 * HOLDS_PER_HOUR);
  });

  it("applies a PayPal webhook delivered to both at once once", async () => {
    const hold = await send(0, "/api/bookings/hold", { ...patient(2000), start_time: slots[4] }, "192.0.2.10");
    expect(hold.status).toBe(201);
    const { holdId } = (await hold.json()) as { holdId: string };
    const created = await send(1, "/paypal/order", { holdId }, "192.0.2.10");
    expect(created.status).toBe(201);
    const orderId = ((await created.json()) as { id: string }).id;
    fake.approve(orderId);
    // PayPal captured; the patient's tab closed before the site heard: only the webhook tells it.
    const order = fake.orders.get(orderId)!;
    order.status = "COMPLETED";
    order.capture = { id: "CAPTUREDONCE", status: "COMPLETED" };
    const body = fake.captureEvent(orderId);
    const headers = { "content-type": "application/json", ...fake.signWebhook(body) };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const response = await fetch(`${instance(i).url}/paypal/webhook`, { method: "POST", headers, body });
        expect(response.status).toBe(200);
        return ((await response.json()) as { status: string }).status;
      }),
    );
    console.info(`one webhook delivered 10 times at once over two instances: ${JSON.stringify(countBy(outcomes))}`);
    expect(countBy(outcomes)).toEqual({ applied: 1, duplicate: 9 });
    const [booked] = await database.db.select().from(appointments).where(eq(appointments.id, holdId));
    expect(booked).toMatchObject({ status: "confirmed", paymentOrderId: orderId });
    expect(await database.db.select().from(paymentWebhookEvents)).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, patient(2000).email)),
    ).toHaveLength(1);
  });

  it("sends every outbox message once, both mail workers running", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(
          i,
          "/api/contact",
          { name: `Writer ${i}`, email: `writer${i}@example.com`, subject: `Question ${i}`, message: "About my ACL rehabilitation." },
          `192.0.2.${100 + i}`,
        ).then((r) => r.status),
      ),
    );
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    const outbox = async () => database.db.select().from(mailOutbox);
    const deadline = Date.now() + 30_000;
    while ((await outbox()).some((row) => row.status !== "sent")) {
      if (Date.now() > deadline) throw new Error(`mail not sent: ${JSON.stringify(countBy((await outbox()).map((row) => row.status)))}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Time for a second worker's duplicate to arrive, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rows = await outbox();
    const received = sink.received.map((mail) => mail.headers.get("message-id"));
    console.info(`outbox messages: ${rows.length}; delivered to the SMTP server: ${received.length}; distinct: ${new Set(received).size}`);
    // Six contact messages (the practice's copy and the acknowledgement each) and the booking's confirmation.
    expect(rows.length).toBeGreaterThanOrEqual(13);
    expect(received).toHaveLength(rows.length);
    expect(new Set(received)).toEqual(new Set(rows.map((row) => row.messageId)));
    // Both processes' workers did the work, not one alone.
    const senders = servers.map((server) => server.lines.filter((line) => line.msg === "mail sent").length);
    console.info(`mail sent per instance: ${JSON.stringify(senders)}`);
    expect(senders.reduce((a, b) => a + b)).toBe(rows.length);
  });
});
