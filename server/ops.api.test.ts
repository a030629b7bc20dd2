import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

describe("operations endpoints", () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("answers /healthz while the process is alive", async () => {
    const response = await testApp.app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz with the database driver once the database answers", async () => {
    const response = await testApp.app.request("/readyz");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string };
    expect(body.status).toBe("ready");
    expect(body.database).toBe(process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite");
  });

  it("gives every response a request id", async () => {
    const response = await testApp.app.request("/healthz");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("answers an unknown API path with the JSON error body", async () => {
    const response = await testApp.app.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
