import { Hono, type MiddlewareHandler } from "hono";
import { adminLoginSchema, type AdminSessionState } from "#contracts/admin.ts";
import { adminMessages, adminSetUpSteps } from "#contracts/admin-messages.ts";
import type { AppEnv } from "#server/context.ts";
import { recordAudit } from "#server/admin/audit.ts";
import { createLoginLimits } from "#server/admin/login-throttle.ts";
import { adminPasswordConfigured, checkAdminPassword } from "#server/admin/password.ts";
import { endSession, sessionRulesOf, startSession } from "#server/admin/sessions.ts";
import { ConflictError } from "#server/errors.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { ApiError, apiErrorBody } from "#server/http/errors.ts";
import { jsonBody } from "#server/http/json-body.ts";
import { adminSessionState, clearSessionCookie, isSignedIn, sessionIdOf, setSessionCookie } from "./session-cookie.ts";

export const signInRequired = "Please sign in.";

/** The 409 of a sign-in before a password exists (product decision 18): what is missing and how to set it. */
export const notSetUpMessage = `${adminMessages.notSetUp} ${adminSetUpSteps.join(" ")}`;

const loginBody = jsonBody(adminLoginSchema, {
  maxBytes: 4 * 1024,
  subject: "password",
  unreadable: adminMessages.passwordRequired,
  tooLarge: adminMessages.passwordRequired,
});

/** Every guarded /api/admin/* route: a live session, or 401 with decision 14's body. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await isSignedIn(c.get("services"), c.req.header("cookie")))) throw new ApiError(401, signInRequired);
  await next();
};

/** Sign-in, sign-out and the session's state: open, the login page uses them. */
export function adminSessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post("/api/admin/login", loginBody, async (c) => {
    const { config, database } = c.get("services");
    const { password } = c.req.valid("json");
    const address = clientAddress(c, config.trustProxy);
    const limits = createLoginLimits(database.db);
    const refusal = await limits.admit(address);
    if (refusal) {
      c.header("Retry-After", String(refusal.retryAfterSeconds));
      return c.json(apiErrorBody(refusal.message), 429);
    }
    const check = await checkAdminPassword(config, database.db, password);
    if (check !== "correct") {
      await recordAudit(database.db, { action: "admin.login_failed", actor: "admin", clientAddress: address, details: { reason: check } });
      if (check === "not-set-up") throw new ConflictError(notSetUpMessage);
      throw new ApiError(401, adminMessages.incorrectPassword);
    }
    await limits.succeeded(address);
    // A fresh id at every sign-in, and the one the browser held before is ended: no fixation.
    const previous = sessionIdOf(config, c.req.header("cookie"));
    if (previous) await endSession(database.db, previous);
    const session = await startSession(database.db, { now: new Date(), rules: sessionRulesOf(config.admin), clientAddress: address });
    await recordAudit(database.db, { action: "admin.login", actor: "admin", clientAddress: address });
    setSessionCookie(c, config, session.id, session.expiresAt);
    return c.json({ signedIn: true, passwordConfigured: true } satisfies AdminSessionState);
  });

  routes.post("/api/admin/logout", async (c) => {
    const { config, database } = c.get("services");
    const id = sessionIdOf(config, c.req.header("cookie"));
    if (id) {
      await endSession(database.db, id);
      await recordAudit(database.db, { action: "admin.logout", actor: "admin", clientAddress: clientAddress(c, config.trustProxy) });
    }
    clearSessionCookie(c, config);
    return c.json({ signedIn: false, passwordConfigured: await adminPasswordConfigured(config, database.db) } satisfies AdminSessionState);
  });

  routes.get("/api/admin/session", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await adminSessionState(c.get("services"), c.req.header("cookie")));
  });

  return routes;
}
