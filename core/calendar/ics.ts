import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { toSingleLine } from "#core/text/text-rules.ts";

/**
 * An iCalendar invitation (RFC 5545, METHOD:REQUEST per RFC 5546) for one consultation. Times are written
 * in the practice's zone with its VTIMEZONE (so calendars show "Melbourne time" and move correctly across
 * daylight saving), and the stamp in UTC. Written here rather than with a calendar library: one event is a
 * few lines of text, fewer than such a library's own.
 */
export interface CalendarInvite {
  uid: string;
  start: Date;
  end: Date;
  /** Australia/Melbourne: the rules below are that zone's (AEST +10, AEDT +11). */
  timeZone: "Australia/Melbourne";
  summary: string;
  description: string;
  location: string;
  /** The event's page (RFC 5545 3.8.4.6): the consultation room's link, which calendars show as a button. */
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp: Date;
  /** Raised by every change to the event (RFC 5545 3.8.7.4): a calendar applies the highest it has seen. */
  sequence?: number;
  /** REQUEST adds or moves the event (same UID, higher SEQUENCE); CANCEL removes it (RFC 5546 3.2.5). */
  method?: "REQUEST" | "CANCEL";
}

/** Melbourne since 2008: daylight time from the first Sunday of October, standard from the first of April. */
const melbourneZone = [
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
];

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break (CRLF, CR or LF)
 * written as \n, and the other control characters, which TEXT may not hold (a tab excepted), as spaces.
 */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replaceAll(/\r\n|\r|\n/g, "\\n")
    .replaceAll(/(?!\t)\p{Cc}/gu, " ");
}

/**
 * A parameter value such as a CN (RFC 5545 3.2), always quoted: on one line (control characters become
 * spaces), and the double quote, which a quoted value may not hold, and the caret written as RFC 6868 says
 * (^' and ^^), so a calendar reads back the name as given. A name can neither end the parameter nor the line.
 */
export function paramValue(value: string): string {
  return `"${toSingleLine(value).replaceAll("^", "^^").replaceAll('"', "^'")}"`;
}

/** Folds a content line at 75 octets (not characters), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * A URI value (RFC 5545 3.3.13) is not TEXT: it takes no backslash escapes. The URL parser percent-encodes
 * what a URI may not hold and drops line breaks, so the value can end no content line early.
 */
export function uriValue(url: string): string {
  return new URL(url).href;
}

function local(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyyMMdd'T'HHmmss");
}

function utc(instant: Date): string {
  return instant
    .toISOString()
    .replaceAll(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function buildInvite(invite: CalendarInvite): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ACL Telehealth Physio//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method ?? "REQUEST"}`,
    ...melbourneZone,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `DTSTAMP:${utc(invite.stamp)}`,
    `DTSTART;TZID=${invite.timeZone}:${local(invite.start, invite.timeZone)}`,
    `DTEND;TZID=${invite.timeZone}:${local(invite.end, invite.timeZone)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.location)}`,
    ...(invite.url ? [`URL:${uriValue(invite.url)}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:${uriValue(`mailto:${invite.organizer.email}`)}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${uriValue(`mailto:${invite.attendee.email}`)}`,
    invite.method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    `SEQUENCE:${invite.sequence ?? 0}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
