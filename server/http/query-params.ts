import { zValidator } from "@hono/zod-validator";
import type * as z from "zod/v4/core";
import { invalidBody } from "./json-body.ts";

/**
 * The one way a route reads its query string: the shared zod schema through @hono/zod-validator (what the
 * handler gets from `c.req.valid("query")`), refusing bad input with the same `{ error, fields }` body as
 * a bad JSON body (docs/product/decisions.md, 14).
 */
export function queryParams<Schema extends z.$ZodType>(schema: Schema, subject: string) {
  return zValidator("query", schema, (result) => {
    if (!result.success) throw invalidBody(result.error.issues, subject);
  });
}

/** The same for a route's path parameters (`c.req.valid("param")`): an id that is not one is a 400, never a 500. */
export function pathParams<Schema extends z.$ZodType>(schema: Schema, subject: string) {
  return zValidator("param", schema, (result) => {
    if (!result.success) throw invalidBody(result.error.issues, subject);
  });
}
