import { ApiError } from "./errors.ts";

const serialLimit = 2_147_483_647;

/** A database serial id written in a path: digits, no leading zero, within PostgreSQL's integer; else null. */
export function serialIdOf(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= serialLimit ? Number(value) : null;
}

/** The id a path names, or the 404 of what it names (an id that cannot exist is not there either). */
export function pathId(value: string, notFound: string): number {
  const id = serialIdOf(value);
  if (id === null) throw new ApiError(404, notFound);
  return id;
}
