import { Hono, type MiddlewareHandler } from "hono";
import { adminLoginSchema, type AdminSessionState } from "#contracts/admin.ts";
import { adminMessages } from "#contracts/admin-messages.ts";
import type { AppEnv } from "#server/context.ts";
import { adminPasswordConfigured } from "#server/admin/password.ts";
import { signIn, signOut } from "#server/admin/sign-in.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { ApiError, apiErrorBody } from "#server/http/errors.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { adminSessionState, isSignedIn, sessionCookie, sessionIdOf } from "./session-cookie.ts";

export const signInRequired = "Please sign in.";

const loginBody = jsonBody(adminLoginSchema, {
  maxBytes: 4 * 1024,
  subject: "password",
  unreadable: adminMessages.passwordRequired,
  tooLarge: adminMessages.passwordRequired,
});

/** Every guarded /api/admin/* route: a live session, or 401 with the error body of docs/product/decisions.md, 14. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await isSignedIn(c.get("services"), c.req.header("cookie")))) throw new ApiError(401, signInRequired);
  await next();
};

/** Sign-in, sign-out and the session's state: open, the login page uses them. */
export function adminSessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post("/api/admin/login", loginBody, async (c) => {
    const services = c.get("services");
    const { config } = services;
    const outcome = await signIn(services, {
      password: c.req.valid("json").password,
      clientAddress: clientAddress(c, config.trustProxy),
      previousSessionId: sessionIdOf(config, c.req.header("cookie")),
    });
    if (!outcome.ok) {
      const { status, error, retryAfterSeconds } = outcome.refusal;
      if (retryAfterSeconds !== undefined) c.header("Retry-After", String(retryAfterSeconds));
      return c.json(apiErrorBody(error), status as 401 | 409 | 429);
    }
    c.header("Set-Cookie", sessionCookie(config, outcome.value));
    return c.json({ signedIn: true, passwordConfigured: true } satisfies AdminSessionState);
  });

  routes.post("/api/admin/logout", async (c) => {
    const { config, database } = c.get("services");
    await signOut(c.get("services"), sessionIdOf(config, c.req.header("cookie")), clientAddress(c, config.trustProxy));
    c.header("Set-Cookie", sessionCookie(config, null));
    return c.json({ signedIn: false, passwordConfigured: await adminPasswordConfigured(config, database.db) } satisfies AdminSessionState);
  });

  routes.get("/api/admin/session", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await adminSessionState(c.get("services"), c.req.header("cookie")));
  });

  return routes;
}
