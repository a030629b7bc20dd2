import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentOrders } from "#db/schema/payments.ts";
import { holdSlot, openSlots, patient, postJson } from "#tests/support/booking-fixtures.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * An order id is a bearer string (it is in the receipt's link, the provider's redirects
 * and the browser's storage), so no answer keyed by it alone carries the patient's name, email or phone. Only
 * the browser that made the order, proven by its checkout cookie, learns whose booking it is.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let slots: string[];

beforeAll(async () => {
  t = await createTestApp();
  slots = await openSlots(t.app);
}, 60_000);
afterAll(() => t.close());

const who = { ...patient, name: "Priya Privacy", email: "priya.private@example.com", phone: "0411 222 333" };
const personal = [who.name, who.email, who.phone];

/** The pay-first path up to a captured deposit; answers the order id and the paying browser's cookie. */
async function paidOrder(email: string) {
  const created = await postJson(t.app, "/paypal/order", { ...who, email });
  expect(created.status).toBe(201);
  const setCookie = created.headers.get("set-cookie") ?? "";
  const { id } = (await created.json()) as { id: string };
  expect((await t.app.request(`/paypal/test/orders/${id}/approve`, { method: "POST" })).status).toBe(200);
  const captured = await t.app.request(`/paypal/order/${id}/capture`, { method: "POST" });
  expect(captured.status).toBe(200);
  return { id, setCookie, cookie: setCookie.split(";")[0]!, captureBody: await captured.text() };
}

const lookUp = (id: string, cookie?: string) => t.app.request(`/paypal/order/${id}/booking`, cookie ? { headers: { cookie } } : {});

describe("answers keyed by an order id", () => {
  it("capture, complete-booking and update-booking-schedule name no one", async () => {
    const { id, captureBody } = await paidOrder(who.email);
    const completed = await postJson(t.app, "/api/complete-booking", { paypalOrderId: id, ...who });
    expect(completed.status).toBe(200);
    const scheduled = await postJson(t.app, "/api/update-booking-schedule", { paypalOrderId: id, scheduledTime: slots[3] });
    expect(scheduled.status).toBe(200);
    const scheduledBody = await scheduled.text();
    expect(JSON.parse(scheduledBody)).toMatchObject({ booking: { status: "confirmed", startTime: slots[3] } });
    for (const body of [captureBody, await completed.text(), scheduledBody]) {
      for (const detail of personal) expect(body).not.toContain(detail);
    }
  });
});

describe("the checkout cookie binds the confirmation to the browser that paid", () => {
  it("is set with the order: httpOnly, SameSite=Lax, only for /paypal/order, short-lived, and only its digest is stored", async () => {
    const { id, setCookie, cookie } = await paidOrder("cookie-flags@example.com");
    expect(setCookie).toMatch(/^deposit_checkout=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/paypal/order");
    expect(setCookie).toMatch(/Max-Age=7200/);
    const [row] = await t.services.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, id));
    expect(row!.browserBinding).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.browserBinding).not.toContain(cookie.split("=")[1]!);
  });

  it("answers the patient's name and email to the paying browser, and nothing personal to another one", async () => {
    const { id, cookie } = await paidOrder("bound@example.com");
    const own = await lookUp(id, cookie);
    expect(await own.json()).toEqual({ paypalOrderId: id, customerName: who.name, customerEmail: "bound@example.com" });

    const stranger = await lookUp(id);
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual({ paypalOrderId: id });

    // Another browser that paid for its own order holds a genuine cookie, just not this order's.
    const other = await paidOrder("other-browser@example.com");
    const crossed = await (await lookUp(id, other.cookie)).text();
    expect(JSON.parse(crossed)).toEqual({ paypalOrderId: id });
    expect(crossed).not.toContain("bound@example.com");

    const forged = await lookUp(id, `deposit_checkout=${"A".repeat(43)}`);
    expect(await forged.json()).toEqual({ paypalOrderId: id });
  });

  it("keeps one cookie per browser: a second order from it is bound to the same browser", async () => {
    const first = await paidOrder("two-orders@example.com");
    const again = await t.app.request("/paypal/order", {
      method: "POST",
      // A browser sends its cookie with the page's Origin.
      headers: { "content-type": "application/json", cookie: first.cookie, origin: "http://localhost" },
      body: JSON.stringify({ ...who, email: "two-orders@example.com" }),
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("set-cookie")?.split(";")[0]).toBe(first.cookie);
  });

  it("gives the manage-booking and pre-consultation form's links in the capture's answer to the paying browser only", async () => {
    const holdId = await holdSlot(t.app, slots[5]!, { ...who, email: "manage-link@example.com" });
    const created = await postJson(t.app, "/paypal/order", { holdId });
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { id } = (await created.json()) as { id: string };
    expect((await t.app.request(`/paypal/test/orders/${id}/approve`, { method: "POST" })).status).toBe(200);
    const capture = (headers: Record<string, string>) => t.app.request(`/paypal/order/${id}/capture`, { method: "POST", headers });
    type Answer = { booking: { manageUrl?: string; intakeUrl?: string; appointmentId: string } };
    const own = (await (await capture({ cookie, origin: "http://localhost" })).json()) as Answer;
    const manageUrl = `http://localhost:3000/manage-booking/${t.services.manageLinks.tokenFor(holdId)}`;
    expect(own.booking.manageUrl).toBe(manageUrl);
    expect(own.booking.intakeUrl).toBe(`${manageUrl}/intake`);
    // The same capture asked again by anyone else who knows the order id: the booking, without the links.
    const stranger = (await (await capture({})).json()) as Answer;
    expect(stranger.booking.appointmentId).toBe(holdId);
    expect(stranger.booking.manageUrl).toBeUndefined();
    expect(stranger.booking.intakeUrl).toBeUndefined();
  });
});
