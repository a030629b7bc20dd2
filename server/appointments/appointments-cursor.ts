import { InvalidInputError } from "#server/errors.ts";

/** Where a page of the dashboard's list ended: the last card's start (null: no time yet) and id. */
export interface AppointmentsCursor {
  start: Date | null;
  id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to the browser: it hands back the `nextCursor` it was given. */
export function encodeCursor(cursor: AppointmentsCursor): string {
  return Buffer.from(JSON.stringify([cursor.start?.getTime() ?? null, cursor.id])).toString("base64url");
}

export function decodeCursor(value: string): AppointmentsCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [start, id] = parsed as [unknown, unknown];
      const validStart = start === null || (typeof start === "number" && Number.isSafeInteger(start));
      if (validStart && typeof id === "string" && uuidPattern.test(id)) {
        return { start: start === null ? null : new Date(start), id };
      }
    }
  } catch {
    // Falls through to the refusal below: a cursor this server did not make.
  }
  throw new InvalidInputError("This list has changed. Please reload the page.", {
    cursor: "This list has changed. Please reload the page.",
  });
}
