import { describe, expect, it } from "vitest";
import { buildInvite, foldLine, type CalendarInvite } from "./ics.ts";

/**
 * What a calendar reads from the invitation, through the public functions only: the status of each method,
 * every line of an invitation in order, and where long lines fold. Values here need no escaping, so these
 * tests hold whatever form the TEXT escaping takes (core/calendar/ics.test.ts covers escaping).
 */
const invite = (change: Partial<CalendarInvite> = {}): string =>
  buildInvite({
    uid: "appt-7@acltelehealthphysio.com.au",
    start: new Date("2026-11-24T22:30:00Z"),
    end: new Date("2026-11-24T23:00:00Z"),
    timeZone: "Australia/Melbourne",
    summary: "ACL Rehabilitation Consultation",
    description: "Telehealth consultation with Jordan Ellis",
    location: "Video consultation in your browser",
    organizer: { name: "Jordan Ellis", email: "hello@acltelehealthphysio.com.au" },
    attendee: { name: "Sam Patient", email: "sam@example.com" },
    stamp: new Date("2026-11-20T01:02:03Z"),
    ...change,
  });

const lines = (ics: string) => ics.replaceAll("\r\n ", "").split("\r\n");
const statusOf = (ics: string) => lines(ics).filter((line) => line.startsWith("STATUS:"));

describe("the invitation's status", () => {
  it("is CONFIRMED on a new invitation and on a move, never CANCELLED", () => {
    expect(statusOf(invite())).toEqual(["STATUS:CONFIRMED"]);
    expect(statusOf(invite({ method: "REQUEST", sequence: 3 }))).toEqual(["STATUS:CONFIRMED"]);
  });

  it("is CANCELLED only on a cancellation", () => {
    expect(statusOf(invite({ method: "CANCEL", sequence: 4 }))).toEqual(["STATUS:CANCELLED"]);
  });
});

describe("the invitation's lines", () => {
  it("are the calendar, Melbourne's zone and one event, in order, each ended by CRLF", () => {
    const ics = invite({ url: "https://acltelehealthphysio.com.au/consultation/abc" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(lines(ics)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//ACL Telehealth Physio//Bookings//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VTIMEZONE",
      "TZID:Australia/Melbourne",
      "BEGIN:STANDARD",
      "DTSTART:20080406T030000",
      "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
      "TZOFFSETFROM:+1100",
      "TZOFFSETTO:+1000",
      "TZNAME:AEST",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:20081005T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
      "TZOFFSETFROM:+1000",
      "TZOFFSETTO:+1100",
      "TZNAME:AEDT",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:appt-7@acltelehealthphysio.com.au",
      "DTSTAMP:20261120T010203Z",
      "DTSTART;TZID=Australia/Melbourne:20261125T093000",
      "DTEND;TZID=Australia/Melbourne:20261125T100000",
      "SUMMARY:ACL Rehabilitation Consultation",
      "DESCRIPTION:Telehealth consultation with Jordan Ellis",
      "LOCATION:Video consultation in your browser",
      "URL:https://acltelehealthphysio.com.au/consultation/abc",
      'ORGANIZER;CN="Jordan Ellis":mailto:hello@acltelehealthphysio.com.au',
      'ATTENDEE;CN="Sam Patient";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:sam@example.com',
      "STATUS:CONFIRMED",
      "SEQUENCE:0",
      "TRANSP:OPAQUE",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("leave the URL line out, and nothing in its place, when the event has no page", () => {
    const withPage = lines(invite({ url: "https://acltelehealthphysio.com.au/consultation/abc" }));
    expect(lines(invite())).toEqual(withPage.filter((line) => !line.startsWith("URL:")));
  });
});

describe("folding", () => {
  it("keeps a line of 75 octets whole and folds a longer one after exactly 75, then 74 with the leading space", () => {
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
    expect(foldLine("X".repeat(200))).toBe(`${"X".repeat(75)}\r\n ${"X".repeat(74)}\r\n ${"X".repeat(51)}`);
  });

  it("never splits a character: a two-octet letter that would cross the limit starts the next line", () => {
    const folded = foldLine(`${"X".repeat(74)}é${"X".repeat(10)}`);
    expect(folded).toBe(`${"X".repeat(74)}\r\n é${"X".repeat(10)}`);
  });

  it("folds the invitation's long lines the same way", () => {
    const description = `Telehealth consultation ${"with Jordan Ellis ".repeat(8)}`.trim();
    const physical = invite({ description }).split("\r\n");
    const first = physical.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(physical[first]).toHaveLength(75);
    expect(physical[first + 1]!.startsWith(" ")).toBe(true);
  });
});
