import { formatLongDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";

/**
 * A JSON value of the record (an intake's answers, a clinical note) as labelled rows in plain words, for a
 * document a person reads: the keys turned into words, dates written out, yes and no for true and false.
 * Generic on purpose: the intake's and the note's fields are their own schemas', and a field added there
 * prints here with no change (docs/decisions/0049).
 */
export interface LabelledValue {
  label: string;
  /** Empty for a heading row, whose parts follow one level deeper. */
  value: string;
  depth: number;
}

export const NOT_GIVEN = "Not given";

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** A code-like value ("patellar-tendon", "left"): lower-case words joined by - or _, written out as words. */
const codeLike = /^[a-z]+(?:[-_][a-z]+)*$/;
const longDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "Tuesday 10 March 2026, 9:30 am AEDT": an instant in Melbourne's time, which the document says once. */
export function melbourneWhen(instant: Date): string {
  return `${formatLongDate(instant)}, ${formatSlotTime(instant)} ${melbourneZoneLabel(instant)}`;
}

const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** "graftType" → "Graft type", "kneeROMDegrees" → "Knee ROM degrees", "emergency_contact" → "Emergency contact". */
export function keyWords(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z\d]{2,}$/.test(word) ? word : word.toLowerCase()));
  return sentence(words.join(" "));
}

/** One value in plain words: a date written out, a time in Melbourne's, yes or no, a code as words. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return NOT_GIVEN;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return JSON.stringify(value);
  const date = isoDate.exec(value);
  if (date) return longDate.format(new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))));
  if (isoDateTime.test(value) && !Number.isNaN(Date.parse(value))) return melbourneWhen(new Date(value));
  if (codeLike.test(value)) return sentence(value.replace(/[-_]/g, " "));
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isPrimitive = (value: unknown) => !isObject(value) && !Array.isArray(value);

/** The rows of a value under `label`: an object's fields one level deeper, each element of a list of objects numbered. */
export function labelledValues(value: unknown, label: string, depth = 0): LabelledValue[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [{ label, value: "None", depth }];
    if (value.every(isPrimitive)) return [{ label, value: value.map(plainValue).join(", "), depth }];
    return [{ label, value: "", depth }, ...value.flatMap((item, index) => labelledValues(item, `${index + 1}.`, depth + 1))];
  }
  if (isObject(value)) {
    const fields = Object.entries(value);
    if (fields.length === 0) return [{ label, value: NOT_GIVEN, depth }];
    return [{ label, value: "", depth }, ...fieldRows(value, depth + 1)];
  }
  return [{ label, value: plainValue(value), depth }];
}

/** An object's fields as rows at `depth`, with no heading row of its own. */
export function fieldRows(value: unknown, depth = 0): LabelledValue[] {
  if (!isObject(value)) return labelledValues(value, "Content", depth);
  return Object.entries(value).flatMap(([key, field]) => labelledValues(field, keyWords(key), depth));
}
