import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminContactMessage } from "#contracts/admin-inbox.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** The list of contact messages in the admin (one message and 'Mark handled': admin-contact-messages.db.test.ts). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let address = 1;

async function send(subject: string): Promise<void> {
  const response = await t.app.request(
    "/api/contact",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Sam Lee", email: "sam@example.com", subject, message: "I had ACL surgery in March.\nCan I run?" }),
    },
    { incoming: { socket: { remoteAddress: `10.8.0.${address++}` } } },
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

const get = (path: string, withSession = true) => t.app.request(path, { headers: withSession ? headers : {} });
const json = async <T>(response: Response | Promise<Response>) => {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(200);
  return (await answered.json()) as T;
};

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  headers = await signInAsAdmin(t.app);
  await send("First question");
  await send("Return to netball");
});
afterAll(() => t.close());

describe("contact messages in the admin", () => {
  it("answers 401 without a session", async () => {
    expect((await get("/api/admin/messages", false)).status).toBe(401);
  });

  it("lists the messages newest first", async () => {
    const list = await json<AdminContactMessage[]>(get("/api/admin/messages"));
    expect(list.map((m) => [m.subject, m.name, m.email, m.handledAt])).toEqual([
      ["Return to netball", "Sam Lee", "sam@example.com", null],
      ["First question", "Sam Lee", "sam@example.com", null],
    ]);
  });
});
