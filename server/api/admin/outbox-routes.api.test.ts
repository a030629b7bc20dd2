import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCounts, AdminOutboxMessage, AdminOutboxPage, SendAgainResponse } from "#contracts/admin-inbox.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/** The outbox's states, a body readable by the admin, 'Send again' through the mail service. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let sink: SmtpSink;
let headers: Record<string, string>;
const ids: Record<"held" | "givenUp" | "retrying" | "sent", string> = { held: "", givenUp: "", retrying: "", sent: "" };

/** Each message a second after the one before, so "newest first" has one answer (two in one millisecond tie). */
let written = 0;
async function write(subject: string, state: Partial<typeof mailOutbox.$inferInsert>): Promise<string> {
  const { db } = t.services.database;
  const id = await enqueueMail(db, {
    kind: "contact-practice",
    to: "patient@example.com",
    subject,
    text: `Body of ${subject}`,
    html: `<p>${subject}</p>`,
  });
  written += 1;
  await db
    .update(mailOutbox)
    .set({ createdAt: new Date(Date.now() - 60_000 + written * 1000), ...state })
    .where(eq(mailOutbox.id, id));
  return id;
}

const get = (path: string, withSession = true) => t.app.request(path, { headers: withSession ? headers : {} });
const sendAgain = (id: string) =>
  t.app.request(`/api/admin/outbox/${id}/send-again`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: "{}",
  });
const json = async <T>(response: Response | Promise<Response>) => {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(200);
  return (await answered.json()) as T;
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ ...testAdminSettings, SMTP_URL: sink.url });
  headers = await signInAsAdmin(t.app);
  ids.sent = await write("Already sent", { status: "sent", sentAt: new Date(), attempts: 1 });
  ids.retrying = await write("Failing for now", {
    attempts: 2,
    lastError: "451 Mailbox temporarily unavailable",
    lastAttemptAt: new Date(),
  });
  ids.givenUp = await write("Given up on", { attempts: 11, lastError: "451 Mailbox temporarily unavailable", lastAttemptAt: new Date() });
  ids.held = await write("Held while there was no SMTP", {
    status: "held",
    attempts: 1,
    lastError: "Not sent: no mail transport configured",
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe("the outbox in the admin", () => {
  it("answers 401 without a session", async () => {
    for (const path of ["/api/admin/outbox", `/api/admin/outbox/${ids.held}`]) expect((await get(path, false)).status, path).toBe(401);
    const refused = await t.app.request(`/api/admin/outbox/${ids.held}/send-again`, {
      method: "POST",
      headers: { origin: headers.origin! },
    });
    expect(refused.status).toBe(401);
  });

  it("lists every message with its state, recipient and subject, newest first", async () => {
    const page = await json<AdminOutboxPage>(get("/api/admin/outbox"));
    expect(page.smtpConfigured).toBe(true);
    expect(page.messages.map((m) => [m.subject, m.state, m.to])).toEqual([
      ["Held while there was no SMTP", "held", "patient@example.com"],
      ["Given up on", "given-up", "patient@example.com"],
      ["Failing for now", "retrying", "patient@example.com"],
      ["Already sent", "sent", "patient@example.com"],
    ]);
    expect(await json<AdminCounts>(get("/api/admin/counts"))).toMatchObject({ heldMail: 1, givenUpMail: 1 });
  });

  it("shows a message's body and why it failed", async () => {
    const message = await json<AdminOutboxMessage>(get(`/api/admin/outbox/${ids.givenUp}`));
    expect(message).toMatchObject({ text: "Body of Given up on", lastError: "451 Mailbox temporarily unavailable", state: "given-up" });
  });

  it("sends held and given-up mail again through the mail service exactly once, however often it is clicked", async () => {
    expect((await sendAgain(ids.retrying)).status).toBe(409);
    expect((await sendAgain(ids.sent)).status).toBe(409);
    for (const id of [ids.held, ids.givenUp]) {
      expect((await json<SendAgainResponse>(sendAgain(id))).message.state).toBe("queued");
      expect((await sendAgain(id)).status).toBe(409);
    }

    await t.services.mail.deliverDue();
    await t.services.mail.deliverDue();
    for (const subject of ["Held while there was no SMTP", "Given up on"]) {
      expect(
        sink.received.filter((mail) => mail.subject === subject),
        subject,
      ).toHaveLength(1);
    }
    expect((await json<AdminOutboxMessage>(get(`/api/admin/outbox/${ids.held}`))).state).toBe("sent");
    expect((await sendAgain(ids.held)).status).toBe(409);
    expect(await json<AdminCounts>(get("/api/admin/counts"))).toMatchObject({ heldMail: 0, givenUpMail: 0 });
  });
});

describe("'Send again' without a mail server", () => {
  it("is refused with what to do, and the message stays held", async () => {
    const bare = await createTestApp(testAdminSettings);
    try {
      const session = await signInAsAdmin(bare.app);
      const id = await enqueueMail(bare.services.database.db, {
        kind: "contact-practice",
        to: "a@example.com",
        subject: "Held",
        text: "x",
        html: "x",
      });
      await bare.services.mail.deliverDue();
      const page = (await (await bare.app.request("/api/admin/outbox", { headers: session })).json()) as AdminOutboxPage;
      expect(page.smtpConfigured).toBe(false);
      expect(page.messages[0]!.state).toBe("held");
      const refused = await bare.app.request(`/api/admin/outbox/${id}/send-again`, {
        method: "POST",
        headers: { ...session, "content-type": "application/json" },
        body: "{}",
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: string }).error).toContain("SMTP_URL");
    } finally {
      await bare.close();
    }
  });
});
