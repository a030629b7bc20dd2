import { describe, expect, it } from "vitest";
import { icsEventProperties, icsText } from "#tests/support/ics-properties.ts";
import { buildInvite, escapeText, foldLine, paramValue, uriValue, type CalendarInvite } from "./ics.ts";

const roomUrl = "https://acltelehealthphysio.com.au/consultation/Ab-c_d0123456789012345678901234567890123456";

const baseInvite = {
  uid: "appt-1@acltelehealthphysio.com.au",
  start: new Date("2026-11-24T22:30:00Z"),
  end: new Date("2026-11-24T23:00:00Z"),
  timeZone: "Australia/Melbourne",
  summary: "ACL Rehabilitation Consultation",
  description: "Telehealth consultation.",
  location: "Video consultation in your browser",
  organizer: { name: "Jordan Ellis", email: "hello@acltelehealthphysio.com.au" },
  attendee: { name: "Sam Patient", email: "sam@example.com" },
  stamp: new Date("2026-11-20T01:02:03Z"),
} as const;

const invite = (start: string, end: string, change: Partial<CalendarInvite> = {}) =>
  buildInvite({
    ...baseInvite,
    start: new Date(start),
    end: new Date(end),
    description: `Telehealth consultation; join the video consultation: ${roomUrl}, from 30 minutes before.`,
    location: `Video consultation in your browser: ${roomUrl}`,
    url: roomUrl,
    ...change,
  });

/** The content lines of an invitation, unfolded. */
const lines = (ics: string) => ics.replaceAll("\r\n ", "").split("\r\n");
const statusOf = (ics: string) => lines(ics).filter((line) => line.startsWith("STATUS:"));

describe("calendar invitation", () => {
  it("is a METHOD:REQUEST VCALENDAR with CRLF lines and the Melbourne zone", () => {
    const ics = invite("2026-11-24T22:30:00Z", "2026-11-24T23:00:00Z");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(ics).toContain("TZID:Australia/Melbourne");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics).toContain("DTSTAMP:20261120T010203Z");
    expect(ics).toContain("UID:appt-1@acltelehealthphysio.com.au");
    expect(ics).toContain("mailto:sam@example.com");
  });

  it("writes Melbourne wall-clock time: AEDT in summer, AEST in winter", () => {
    // 22:30 UTC on 24 Nov is 9:30 am AEDT (+11) on 25 Nov.
    expect(invite("2026-11-24T22:30:00Z", "2026-11-24T23:00:00Z")).toContain("DTSTART;TZID=Australia/Melbourne:20261125T093000");
    // 23:30 UTC on 9 Jun is 9:30 am AEST (+10) on 10 Jun.
    const winter = invite("2026-06-09T23:30:00Z", "2026-06-10T00:00:00Z");
    expect(winter).toContain("DTSTART;TZID=Australia/Melbourne:20260610T093000");
    expect(winter).toContain("DTEND;TZID=Australia/Melbourne:20260610T100000");
  });

  it("escapes text and folds long lines at 75 octets", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    // Every line break is one \n; the control characters TEXT may not hold are spaces (a tab stays).
    expect(escapeText("a\r\nb\rc\nd\u0000e\u001bf\u0085g\th")).toBe("a\\nb\\nc\\nd e f g\th");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    expect(folded.split("\r\n ").length).toBeGreaterThan(1);
    expect(folded.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });

  it("quotes a name as a parameter value that can end neither the parameter nor the line", () => {
    expect(paramValue("Sam Lee")).toBe('"Sam Lee"');
    expect(paramValue('Zoë "Jo" O\'Brien; Jr., MD: ^_^')).toBe("\"Zoë ^'Jo^' O'Brien; Jr., MD: ^^_^^\"");
    expect(paramValue("Sam Newline\r\nATTACH:https://evil.example/x")).toBe('"Sam Newline ATTACH:https://evil.example/x"');
    const attendee = { name: "Sam Newline\r\nATTACH:https://evil.example/x", email: "sam@example.com" };
    const ics = buildInvite({ ...baseInvite, attendee });
    expect(lines(ics).filter((line) => line.startsWith("ATTACH"))).toEqual([]);
    expect(icsEventProperties(ics).get("ATTENDEE")).toContain("mailto:sam@example.com");
  });

  it("moves an event with the same UID and a higher SEQUENCE, and cancels it with METHOD:CANCEL", () => {
    const first = invite("2026-11-24T22:30:00Z", "2026-11-24T23:00:00Z");
    expect(first).toContain("\r\nSEQUENCE:0\r\n");
    expect(statusOf(first)).toEqual(["STATUS:CONFIRMED"]);
    const moved = invite("2026-11-25T22:30:00Z", "2026-11-25T23:00:00Z", { sequence: 1 });
    expect(statusOf(moved)).toEqual(["STATUS:CONFIRMED"]);
    expect(moved).toContain("\r\nSEQUENCE:1\r\n");
    expect(moved).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(moved).toContain("UID:appt-1@acltelehealthphysio.com.au");
    const cancelled = invite("2026-11-25T22:30:00Z", "2026-11-25T23:00:00Z", { sequence: 2, method: "CANCEL" });
    expect(cancelled).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(statusOf(cancelled)).toEqual(["STATUS:CANCELLED"]);
    expect(cancelled).toContain("\r\nSEQUENCE:2\r\n");
  });

  it("carries the room's link as LOCATION (escaped text) and URL (a URI, unescaped), folded and still valid", () => {
    const ics = invite("2026-11-24T22:30:00Z", "2026-11-24T23:00:00Z", {
      location: "Video consultation, in your browser; link: https://example.com/room?a=1,b=2",
      url: "https://example.com/room?a=1,b=2;c",
    });
    const properties = icsEventProperties(ics);
    expect(properties.get("LOCATION")).toBe("Video consultation\\, in your browser\\; link: https://example.com/room?a=1\\,b=2");
    expect(icsText(properties.get("LOCATION")!)).toBe("Video consultation, in your browser; link: https://example.com/room?a=1,b=2");
    expect(properties.get("URL")).toBe("https://example.com/room?a=1,b=2;c");
    // Every content line a name, optional parameters and a colon; none longer than 75 octets.
    for (const line of ics.replaceAll("\r\n ", "").split("\r\n").filter(Boolean)) expect(line).toMatch(/^[A-Z-]+(;[^:]+)?:/);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(icsEventProperties(invite("2026-11-24T22:30:00Z", "2026-11-24T23:00:00Z")).get("URL")).toBe(roomUrl);
  });

  it("writes no URL when there is none, and a URL that cannot break a line", () => {
    expect(invite("2026-11-24T22:30:00Z", "2026-11-24T23:00:00Z", { url: undefined })).not.toContain("\r\nURL:");
    expect(uriValue("https://example.com/a b\r\nSTATUS:CANCELLED")).toBe("https://example.com/a%20bSTATUS:CANCELLED");
    expect(uriValue('https://example.com/"x"')).toBe("https://example.com/%22x%22");
  });
});

describe("the invitation's lines", () => {
  it("are the calendar, Melbourne's zone and one event, in order, each ended by CRLF", () => {
    const ics = buildInvite({ ...baseInvite, url: "https://acltelehealthphysio.com.au/consultation/abc" });
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
      "UID:appt-1@acltelehealthphysio.com.au",
      "DTSTAMP:20261120T010203Z",
      "DTSTART;TZID=Australia/Melbourne:20261125T093000",
      "DTEND;TZID=Australia/Melbourne:20261125T100000",
      "SUMMARY:ACL Rehabilitation Consultation",
      "DESCRIPTION:Telehealth consultation.",
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
    const physical = buildInvite({ ...baseInvite, description }).split("\r\n");
    const first = physical.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(physical[first]).toHaveLength(75);
    expect(physical[first + 1]!.startsWith(" ")).toBe(true);
  });
});
