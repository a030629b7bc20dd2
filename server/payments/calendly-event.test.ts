import { describe, expect, it } from "vitest";
import { createCalendlyClient } from "#integrations/scheduling/calendly/calendly-client.ts";
import { createCalendlyScheduler } from "#integrations/scheduling/calendly/calendly-scheduler.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE } from "#integrations/scheduling/calendly/fake/fake-calendly.ts";
import { ConflictError, InvalidInputError, ProviderFailedError } from "#server/errors.ts";
import { confirmCalendlyEvent } from "./calendly-event.ts";

const now = new Date("2026-06-01T00:00:00Z");
const start = new Date("2026-06-03T00:00:00Z");

async function setup() {
  const fake = createFakeCalendly({ token: "token-1", signingKey: "key", now: () => now });
  const eventTypeUri = fake.addEventType("CONSULT", 30);
  fake.open("CONSULT", [start]);
  const calendly = createCalendlyClient({ apiToken: "token-1", eventTypeUri, apiBaseUrl: FAKE_CALENDLY_BASE, fetch: fake.fetch });
  // The widget books through Calendly itself; the fake plays that booking.
  const booked = await createCalendlyScheduler(calendly).book({
    start,
    name: "Sam",
    email: "sam@example.com",
    phone: "0400000000",
    timeZone: null,
  });
  return { fake, calendly, eventUri: booked.eventUri! };
}

describe("confirming the Calendly widget's event with Calendly's API", () => {
  it("accepts an active event of our type and takes its start and end from Calendly", async () => {
    const { calendly, eventUri } = await setup();
    const confirmed = await confirmCalendlyEvent(calendly, eventUri, null);
    expect(confirmed).toMatchObject({ provider: "calendly", eventUri, start, end: new Date(start.getTime() + 30 * 60_000) });
    await expect(confirmCalendlyEvent(calendly, eventUri, start)).resolves.toMatchObject({ eventUri });
  });

  it("refuses a time that is not the event's, an unknown event, and Calendly not in use", async () => {
    const { fake, calendly, eventUri } = await setup();
    await expect(confirmCalendlyEvent(calendly, eventUri, new Date("2026-06-04T00:00:00Z"))).rejects.toBeInstanceOf(ConflictError);
    await expect(confirmCalendlyEvent(calendly, `${FAKE_CALENDLY_BASE}/scheduled_events/nope`, null)).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(confirmCalendlyEvent(calendly, "https://example.com/not-an-event", null)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(confirmCalendlyEvent(null, eventUri, null)).rejects.toBeInstanceOf(InvalidInputError);
    fake.failNext({ status: 500 });
    await expect(confirmCalendlyEvent(calendly, eventUri, null)).rejects.toMatchObject({
      constructor: ProviderFailedError,
      reason: "unreachable",
    });
  });
});
