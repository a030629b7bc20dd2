import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN_PASSWORD, testAdminSettings, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { createApp } from "#server/app.ts";

describe("admin sign-in and the log", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const lines: string[] = [];
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp(testAdminSettings);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The same app with a logger that keeps every line, at the most talkative level.
    app = createApp({ ...t.services, logger: pino({ level: "trace" }, sink) });
  });
  afterAll(() => t.close());

  it("never writes a password, right or wrong", async () => {
    const wrong = "my wrong guess 4321";
    for (const password of [wrong, TEST_ADMIN_PASSWORD, ""]) {
      await app.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ password }),
      });
    }
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const log = lines.join("");
    expect(log).toContain("/api/admin/login");
    expect(log).not.toContain(TEST_ADMIN_PASSWORD);
    expect(log).not.toContain(wrong);
  });
});
