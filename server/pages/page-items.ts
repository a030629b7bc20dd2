import { adminItemParamSchema } from "#contracts/admin-inbox.ts";
import { NotFoundError } from "#server/errors.ts";

/** Whether a path's id can name an item at all (a UUID). */
export const validId = (id: string) => adminItemParamSchema.safeParse({ id }).success;

/** One item by id, or null when the id names none (the use-case's NotFoundError). */
export async function item<T>(id: string, read: (id: string) => Promise<T>): Promise<T | null> {
  if (!validId(id)) return null;
  try {
    return await read(id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
