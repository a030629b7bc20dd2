import ICAL from "ical.js";
import { toSingleLine } from "#core/text/text-rules.ts";

/** An invitation as a calendar reads it: ical.js's parse, the event's properties by name. */
export interface ReadInvite {
  /** The calendar's own properties, in order (VERSION, PRODID, CALSCALE, METHOD). */
  calendarProperties: string[];
  /** The calendar's components, in order (VTIMEZONE, VEVENT). */
  components: string[];
  /** The event's properties, in order, lower case as ical.js names them. */
  eventProperties: string[];
  /** Every property name anywhere in the file. */
  allProperties: string[];
  method: string;
  value(name: string): string;
  attendee: { name: string; address: string };
  organizer: { name: string; address: string };
}

function propertyNames(component: ICAL.Component): string[] {
  return [...component.getAllProperties().map((property) => property.name), ...component.getAllSubcomponents().flatMap(propertyNames)];
}

export function readInvite(ics: string): ReadInvite {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const person = (name: string) => {
    const property = event.getFirstProperty(name);
    return { name: String(property?.getParameter("cn") ?? ""), address: String(property?.getFirstValue() ?? "") };
  };
  return {
    calendarProperties: calendar.getAllProperties().map((property) => property.name),
    components: calendar.getAllSubcomponents().map((component) => component.name),
    eventProperties: event.getAllProperties().map((property) => property.name),
    allProperties: propertyNames(calendar),
    method: String(calendar.getFirstPropertyValue("method")),
    value: (name) => String(event.getFirstPropertyValue(name) ?? ""),
    attendee: person("attendee"),
    organizer: person("organizer"),
  };
}

/** The event's properties, in the order the site writes them (URL only in a REQUEST). */
export const inviteProperties = (method: "REQUEST" | "CANCEL") => [
  "uid",
  "dtstamp",
  "dtstart",
  "dtend",
  "summary",
  "description",
  "location",
  ...(method === "REQUEST" ? ["url"] : []),
  "organizer",
  "attendee",
  "status",
  "sequence",
  "transp",
];

/** Every physical line of an .ics within 75 octets and whole UTF-8 (no character split by a fold). */
export function physicalLinesAreSound(ics: string): boolean {
  return ics
    .split("\r\n")
    .every((line) => Buffer.byteLength(line, "utf8") <= 75 && Buffer.from(line, "utf8").toString("utf8") === line && !/[\r\n]/.test(line));
}

/** A TEXT value as a calendar reads it back: each line break one \n, other control characters (a tab excepted) spaces. */
export const asText = (value: string) => value.replaceAll(/\r\n|\r/g, "\n").replaceAll(/(?![\t\n])\p{Cc}/gu, " ");

/**
 * A name as ical.js reads it back from its parameter: on one line, and, as ical.js reads parameter values
 * with TEXT's escapes (RFC 5545 gives them none, and ical.js writes none), a backslash before \, ;, , or n
 * taken as an escape. Any other name comes back exactly as given.
 */
export const asParameter = (value: string) =>
  toSingleLine(value).replaceAll(/\\([\\;,nN])/g, (_, char: string) => (/n/i.test(char) ? "\n" : char));
