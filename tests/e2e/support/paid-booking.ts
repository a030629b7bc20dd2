import type { APIRequestContext } from "@playwright/test";
import { expect } from "./test.ts";

/**
 * A confirmed booking whose deposit was paid through the test provider, over the API as the checkout page
 * does it; answers the appointment id. From the far end of the offered times by default, so these bookings
 * never compete with the booking journeys; `earliest` takes the first free time instead (the one closest
 * to now, inside the cancellation notice the e2e server is given).
 */
export async function paidBooking(api: APIRequestContext, email: string, from: "latest" | "earliest" = "latest"): Promise<string> {
  const slots = (await (await api.get("/api/calendly/availability")).json()) as { start_time: string }[];
  const details = { name: "Sam Patient", email, phone: "0400 000 000", notes: "" };
  for (const { start_time } of from === "latest" ? slots.toReversed() : slots) {
    const hold = await api.post("/api/bookings/hold", { data: { ...details, start_time, time_zone: "Australia/Perth" } });
    if (hold.status() !== 201) continue;
    const { holdId } = (await hold.json()) as { holdId: string };
    const { id } = (await (await api.post("/paypal/order", { data: { holdId } })).json()) as { id: string };
    expect((await api.post(`/paypal/test/orders/${id}/approve`)).status()).toBe(200);
    expect((await api.post(`/paypal/order/${id}/capture`)).status()).toBe(200);
    return holdId;
  }
  throw new Error("no time could be held");
}
