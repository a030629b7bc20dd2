import type { APIRequestContext } from "@playwright/test";
import { waitForMail } from "./mailbox.ts";
import { expect } from "./test.ts";

/** Which offered time to book: the far end, the first free one, or a given one. */
export type SlotChoice = "latest" | "earliest" | { start: string };

/** What the patient types in the booking section's details form, apart from the email. */
export type PatientDetails = { name: string; phone: string; notes: string };

/**
 * A confirmed booking whose deposit was paid through the test provider, over the API as the checkout page
 * does it; answers the appointment id. The checkout's own steps are payment.spec.ts's full journeys; specs
 * about what comes after a booking start here. From the far end of the offered times by default, so these
 * bookings never compete with the booking journeys; `earliest` takes the first free time instead (the one
 * closest to now, inside the cancellation notice the e2e server is given); `{ start }` that time or nothing.
 */
export async function paidBooking(
  api: APIRequestContext,
  email: string,
  from: SlotChoice = "latest",
  patient: Partial<PatientDetails> = {},
): Promise<string> {
  const details = { name: "Sam Patient", phone: "0400 000 000", notes: "", ...patient, email };
  for (const start_time of await candidateTimes(api, from)) {
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

async function candidateTimes(api: APIRequestContext, from: SlotChoice): Promise<string[]> {
  if (typeof from === "object") return [from.start];
  const slots = (await (await api.get("/api/calendly/availability")).json()) as { start_time: string }[];
  const times = slots.map((slot) => slot.start_time);
  return from === "latest" ? times.toReversed() : times;
}

/** The path of the 'Manage your booking' link in the confirmation email sent to `email`. */
export async function manageLinkFromConfirmation(email: string): Promise<string> {
  const confirmation = await waitForMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Booking confirmed"));
  const link = /https?:\/\/[^\s]+(\/manage-booking\/[A-Za-z0-9_-]{43})/.exec(confirmation.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

/** The confirmation email's consultation room link sent to `email`, as a path on this server, and the mail. */
export async function roomLinkFromConfirmation(email: string) {
  const confirmation = await waitForMail((mail) => mail.envelopeTo.includes(email) && mail.subject.startsWith("Booking confirmed"));
  const url = /Video consultation: (\S+)/.exec(confirmation.text)?.[1];
  expect(url).toMatch(/\/consultation\/[A-Za-z0-9_-]{43}$/);
  return { path: new URL(url!).pathname, url: url!, confirmation };
}
