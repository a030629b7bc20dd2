import { describe, expect, it } from "vitest";
import { createCalendlyScheduler } from "../../integrations/scheduling/calendly/calendly-scheduler.ts";
import { createFakeCalendly, FAKE_CALENDLY_BASE } from "../../integrations/scheduling/calendly/fake/fake-calendly.ts";
import { parseConfig } from "../config.ts";
import { ApiError } from "../http/errors.ts";
import { confirmCalendlyEvent } from "./calendly-event.ts";

const now = new Date("2026-06-01T00:00:00Z");
const start = new Date("2026-06-03T00:00:00Z");

async function setup() {
  const fake = createFakeCalendly({ token: "token-1", signingKey: "key", now: () => now });
  const eventTypeUri = fake.addEventType("CONSULT", 30);
  fake.open("CONSULT", [start]);
  const config = parseConfig({ CALENDLY_API_TOKEN: "token-1", CALENDLY_EVENT_TYPE_URI: eventTypeUri, CALENDLY_API_BASE_URL: FAKE_CALENDLY_BASE });
  // The widget books through Calendly itself; the fake plays that booking.
  const scheduler = createCalendlyScheduler({ apiToken: "token-1", eventTypeUri, apiBaseUrl: FAKE_CALENDLY_BASE, fetch: fake.fetch });
  const booked = await scheduler.book({ start, name: "Sam", email: "sam@example.com", phone: "0400000000", timeZone: null });
  return { fake, config, eventUri: booked.eventUri! };
}

describe("confirming the Calendly widget's event with Calendly's API", () => {
  it("accepts an active event of our type and takes its start and end from Calendly", async () => {
    const { fake, config, eventUri } = await setup();
    const confirmed = await confirmCalendlyEvent(config, eventUri, null, fake.fetch);
    expect(confirmed).toMatchObject({ provider: "calendly", eventUri, start, end: new Date(start.getTime() + 30 * 60_000) });
    await expect(confirmCalendlyEvent(config, eventUri, start, fake.fetch)).resolves.toMatchObject({ eventUri });
  });

  it("refuses a time that is not the event's, an unknown event, and Calendly not in use", async () => {
    const { fake, config, eventUri } = await setup();
    await expect(confirmCalendlyEvent(config, eventUri, new Date("2026-06-04T00:00:00Z"), fake.fetch)).rejects.toMatchObject({ status: 409 });
    await expect(confirmCalendlyEvent(config, `${FAKE_CALENDLY_BASE}/scheduled_events/nope`, null, fake.fetch)).rejects.toMatchObject({ status: 400 });
    await expect(confirmCalendlyEvent(parseConfig({}), eventUri, null, fake.fetch)).rejects.toBeInstanceOf(ApiError);
    fake.failNext({ status: 500 });
    await expect(confirmCalendlyEvent(config, eventUri, null, fake.fetch)).rejects.toMatchObject({ status: 503 });
  });
});
