import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client.ts";
import { appointments } from "#db/schema/appointments.ts";
import { startFakePaypal, type FakePaypal } from "#tests/support/fake-paypal/fake-paypal.ts";
import { freePort, startServerProcess } from "#tests/support/server-process.ts";

/**
 * A real server process is killed with SIGKILL after PayPal (the fake) captured a
 * deposit and before the booking was written. After a restart, reconciliation books the payment.
 */
let fake: FakePaypal;
const dataDir = mkdtempSync(path.join(tmpdir(), "crash-"));

/** The API server on the crash test's own PGlite folder, reconciling every second. */
const startServer = (port: number) =>
  startServerProcess(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PAYPAL_CLIENT_ID: fake.clientId,
    PAYPAL_CLIENT_SECRET: fake.clientSecret,
    PAYPAL_API_BASE_URL: fake.url,
    PAYMENT_RECONCILE_INTERVAL_SECONDS: "1",
  });

beforeAll(async () => {
  fake = await startFakePaypal();
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a crash between capture and booking", () => {
  it("loses nothing: after a restart the captured deposit is booked, once", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const post = (url: string, body?: unknown) =>
      fetch(base + url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const first = await startServer(port);
    const [slot] = (await (await fetch(`${base}/api/calendly/availability`)).json()) as { start_time: string }[];
    const patient = { name: "Crash Patient", email: "crash@example.com", phone: "0400 111 222", notes: "" };
    const hold = (await (await post("/api/bookings/hold", { ...patient, start_time: slot!.start_time })).json()) as { holdId: string };
    const order = (await (await post("/paypal/order", { holdId: hold.holdId })).json()) as { id: string };
    fake.approve(order.id);
    // PayPal has taken the money; the server dies before it hears so, let alone writes the booking.
    fake.afterNextCapture(async () => {
      first.child.kill("SIGKILL");
      await first.exited;
    });
    await expect(post(`/paypal/order/${order.id}/capture`)).rejects.toThrow();
    expect(fake.charges).toBe(1);

    const restartedAt = performance.now();
    const second = await startServer(port);
    const booked = await second.waitFor("booked deposits that had been paid with no booking");
    const seconds = (performance.now() - restartedAt) / 1000;
    expect(booked.orderIds).toEqual([order.id]);
    second.child.kill("SIGTERM");
    await second.exited;
    console.info(`reconciliation booked the orphaned payment ${seconds.toFixed(1)} s after the restart began`);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(appointments).where(eq(appointments.email, patient.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: hold.holdId, status: "confirmed", paymentOrderId: order.id, paymentProvider: "paypal" });
      expect(fake.charges).toBe(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
