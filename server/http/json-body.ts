import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type * as z from "zod/v4/core";
import { fieldMessages, type SchemaIssue } from "#contracts/form-reply.ts";
import { ApiError } from "./errors.ts";

/** What a route says when its body cannot be used, in the words of its own form. */
export interface BodyTexts {
  /** The `fields` key of a problem with the body as a whole (an issue with no field path). */
  subject: string;
  /** The body is not JSON. */
  unreadable: string;
  /** The body is over the route's limit. */
  tooLarge: string;
  /** The body is sent as something other than JSON (415). */
  notJson?: string;
}

/**
 * The 400 of a body that breaks its schema (docs/product/decisions.md, 14): every field's first message in `fields`,
 * and the first of them as `error`, which the pages show in their error toast.
 */
export function invalidBody(issues: readonly SchemaIssue[], subject: string): ApiError {
  const fields = fieldMessages(issues, subject);
  return new ApiError(400, Object.values(fields)[0] ?? "Please check the form and try again.", fields);
}

/**
 * The one body limit: a body over `maxBytes` is refused from its Content-Length, or as soon as the stream
 * passes it, before it is read into memory.
 */
export function limitBody(maxBytes: number, tooLarge: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, tooLarge);
    },
  });
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * The one way a route reads its JSON body: the size limit, JSON only, then the shared zod schema through
 * @hono/zod-validator (what the handler gets from `c.req.valid("json")`). Bad input of every kind answers
 * with docs/product/decisions.md, 14's body, never a 500. Webhooks, whose signatures cover the raw bytes, read their text
 * themselves and use `invalidBody` for their schema.
 */
export function jsonBody<Schema extends z.$ZodType>(schema: Schema, texts: BodyTexts & { maxBytes: number }) {
  const limit = limitBody(texts.maxBytes, texts.tooLarge);
  const validate = zValidator("json", schema, (result) => {
    if (!result.success) throw invalidBody(result.error.issues, texts.subject);
  });
  // Typed as the validator, so that handlers see `c.req.valid("json")`; the limit answers 413 by throwing.
  const read: typeof validate = async (c, next) => {
    await limit(c, async () => {
      const mediaType = (c.req.header("content-type") ?? "").split(";")[0]!.trim();
      if (!jsonMediaType.test(mediaType)) {
        // Without a body the schema speaks (its "required" messages); with one, it must be JSON.
        if (c.req.raw.body) throw new ApiError(415, texts.notJson ?? "Please send the request as JSON.");
      } else {
        try {
          // Parsed here, kept by Hono for the validator: a body that is not JSON gets the route's words.
          await c.req.json();
        } catch {
          throw new ApiError(400, texts.unreadable);
        }
      }
      await validate(c, next);
    });
  };
  return read;
}
