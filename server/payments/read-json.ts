import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "../http/errors.ts";

/** Parses a JSON body with its shared schema; bad input is a 400 `{ error, fields }`, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request could not be read. Please try again.");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "request")] ??= issue.message;
  throw new ApiError(400, Object.values(fields)[0] ?? "Please check the request and try again.", fields);
}
