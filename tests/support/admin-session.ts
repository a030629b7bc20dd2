import { hashPassword } from "#server/admin/password.ts";

/** The admin password the API tests sign in with: `createTestApp(testAdminSettings)`. */
export const TEST_ADMIN_PASSWORD = "correct horse battery staple";

/**
 * The site's setting for TEST_ADMIN_PASSWORD: its scrypt hash as ADMIN_PASSWORD_HASH, made at a cheap cost.
 * A hash carries the cost it was made with, so every check against it costs about a millisecond instead of
 * the production cost's 0.6 s of CPU (and ADMIN_PASSWORD would hash once more per app). The plain
 * ADMIN_PASSWORD path keeps its own tests (session.api.test.ts in production, password.db.test.ts).
 */
export const testAdminSettings = { ADMIN_PASSWORD_HASH: await hashPassword(TEST_ADMIN_PASSWORD, { N: 1024, r: 8, p: 1 }) };

/** What `signInAsAdmin` needs of a test app: Hono's in-process `request()`. */
export interface RequestingApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** The origin the test app's requests come from (app.request() addresses http://localhost). */
export const TEST_ORIGIN = "http://localhost";

/**
 * Signs in through POST /api/admin/login and answers the headers of a signed-in request from the site
 * itself: `{ ...headers, "content-type": "application/json" }` with them on an admin POST passes the
 * session guard and the cross-site check.
 */
export async function signInAsAdmin(
  app: RequestingApp,
  password: string = TEST_ADMIN_PASSWORD,
): Promise<{ cookie: string; origin: string }> {
  const response = await app.request("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    body: JSON.stringify({ password }),
  });
  if (response.status !== 200) {
    throw new Error(`signInAsAdmin: POST /api/admin/login answered ${response.status}: ${await response.text()}`);
  }
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) throw new Error("signInAsAdmin: POST /api/admin/login set no cookie");
  return { cookie: setCookie.split(";")[0]!, origin: TEST_ORIGIN };
}
