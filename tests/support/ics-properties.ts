/**
 * The event's properties of an iCalendar text by name, its folded lines joined (RFC 5545 3.1), the values as
 * written (TEXT still escaped): for tests reading an invitation the way a calendar does.
 */
export function icsEventProperties(ics: string): Map<string, string> {
  const lines = ics.replaceAll("\r\n ", "").split("\r\n");
  return new Map(
    lines.slice(lines.indexOf("BEGIN:VEVENT") + 1, lines.indexOf("END:VEVENT")).map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).split(";")[0]!, line.slice(colon + 1)] as const;
    }),
  );
}

/** A TEXT value unescaped (RFC 5545 3.3.11). */
export const icsText = (value: string) => value.replaceAll(/\\([\\;,nN])/g, (_, char: string) => (/n/i.test(char) ? "\n" : char));
