import { describe, expect, it } from "vitest";
import { buildInvite } from "#core/calendar/ics.ts";
import { toSingleLine } from "#core/text/text-rules.ts";
import { asParameter, asText, inviteProperties, physicalLinesAreSound, readInvite } from "#tests/support/ical-reading.ts";
import { generatedValues, trickyValues } from "#tests/support/tricky-text.ts";

/**
 * The invitation builder on its own, fed any text (a row stored before the single-line rule, a provider's
 * data): whatever a name or a text holds, ical.js reads back the event's own properties and no other,
 * each text as given (line breaks as \n, other control characters as spaces), each name on one line.
 */

const roomUrl = "https://acltelehealthphysio.com.au/consultation/Ab-c_d0123456789012345678901234567890123456";

function inviteWith(value: string, method: "REQUEST" | "CANCEL") {
  return buildInvite({
    uid: "appt-1@acltelehealthphysio.com.au",
    start: new Date("2026-11-24T22:30:00Z"),
    end: new Date("2026-11-24T23:00:00Z"),
    timeZone: "Australia/Melbourne",
    summary: value,
    description: `${value}\n${value}`,
    location: value,
    ...(method === "REQUEST" ? { url: roomUrl } : {}),
    organizer: { name: value, email: "hello@acltelehealthphysio.com.au" },
    attendee: { name: value, email: "sam@example.com" },
    stamp: new Date("2026-11-20T01:02:03Z"),
    sequence: 3,
    method,
  });
}

const values = [...trickyValues, ...generatedValues(300, 40)];

it("reads back a name exactly unless it holds a backslash escape", () => {
  expect(values.filter((value) => asParameter(value) === toSingleLine(value)).length).toBeGreaterThan(values.length * 0.9);
});

describe("an invitation holding any text", () => {
  it.each(["REQUEST", "CANCEL"] as const)("is read by ical.js with only its own properties, every text as given (%s)", (method) => {
    for (const value of values) {
      const ics = inviteWith(value, method);
      const label = JSON.stringify(value.slice(0, 80));
      expect(physicalLinesAreSound(ics), label).toBe(true);
      const invite = readInvite(ics);
      expect(invite.calendarProperties, label).toEqual(["version", "prodid", "calscale", "method"]);
      expect(invite.components, label).toEqual(["vtimezone", "vevent"]);
      expect(invite.eventProperties, label).toEqual(inviteProperties(method));
      expect(
        invite.allProperties.filter((name) => name === "attach"),
        label,
      ).toEqual([]);
      expect(invite.method, label).toBe(method);
      expect(invite.value("summary"), label).toBe(asText(value));
      expect(invite.value("description"), label).toBe(asText(`${value}\n${value}`));
      expect(invite.value("location"), label).toBe(asText(value));
      expect(invite.value("status"), label).toBe(method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
      expect(invite.value("sequence"), label).toBe("3");
      if (method === "REQUEST") expect(invite.value("url"), label).toBe(roomUrl);
      expect(invite.attendee, label).toEqual({ name: asParameter(value), address: "mailto:sam@example.com" });
      expect(invite.organizer, label).toEqual({ name: asParameter(value), address: "mailto:hello@acltelehealthphysio.com.au" });
    }
  });
});
