import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages as contactTexts } from "#contracts/contact.ts";
import { contactMessages } from "#db/schema/contact.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { visitorAcknowledgementMail } from "#server/contact/contact-mail.ts";
import { contactSenderLimit } from "#server/contact/receive-contact-message.ts";
import { CONTACT_ADDRESS_CEILING } from "./routes.ts";

let sink: SmtpSink;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let nextAddress = 1;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createTestApp({ SMTP_URL: sink.url, PRACTICE_MAILBOX: "team@clinic.example" });
}, 60_000);

afterAll(async () => {
  await testApp.close();
  await sink.close();
});

const valid = { name: "Sam Lee", email: "sam@example.com", subject: "Return to netball", message: "I had ACL surgery in March." };

/** Each call comes from its own address unless told, so the rate limit only bites where a test wants it. */
function post(body: unknown, options: { contentType?: string; address?: string; raw?: boolean } = {}) {
  const address = options.address ?? `10.1.0.${nextAddress++}`;
  return testApp.app.request(
    "/api/contact",
    {
      method: "POST",
      headers: { "Content-Type": options.contentType ?? "application/json" },
      body: options.raw ? (body as string) : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

async function counts() {
  const db = testApp.services.database.db;
  return { messages: (await db.select().from(contactMessages)).length, mails: (await db.select().from(mailOutbox)).length };
}

describe("POST /api/contact", () => {
  it("stores the message, then mails the practice (reply-to the visitor) and acknowledges the visitor", async () => {
    const before = await counts();
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 2 });

    const outcomes = await testApp.services.mail.deliverDue();
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(2);
    const mails = await sink.waitFor(2);
    const toPractice = mails.find((m) => m.envelopeTo.includes("team@clinic.example"));
    const toVisitor = mails.find((m) => m.envelopeTo.includes("sam@example.com"));
    expect(toPractice?.headers.get("reply-to")).toBe("sam@example.com");
    expect(toPractice?.subject).toBe("Website enquiry: Return to netball");
    expect(toPractice?.text).toContain("I had ACL surgery in March.");
    expect(toPractice?.html).toContain("Sam Lee");
    expect(toVisitor?.subject).toBe("We received your message");
    expect(toVisitor?.text).toContain("within 24 hours");
    expect(toVisitor?.text).toContain("AHPRA registration");
  }, 30_000);

  it("acknowledges with a fixed message that quotes nothing the sender typed: no relay for their words to a stranger", async () => {
    const spam = {
      name: "Cheap pills at pills.example",
      email: "stranger@example.net",
      subject: "You won! Claim at prize.example",
      message: "Visit https://prize.example/claim now to collect your prize.",
    };
    const fixed = visitorAcknowledgementMail(valid);
    const acknowledgement = visitorAcknowledgementMail(spam);
    expect({ ...acknowledgement, to: valid.email }).toEqual(fixed);
    expect((await post(spam)).status).toBe(201);
    await testApp.services.mail.deliverDue();
    const received = sink.received.find((mail) => mail.envelopeTo.includes(spam.email));
    expect(received?.subject).toBe("We received your message");
    expect(received?.text).toContain("within 24 hours");
    for (const part of [received?.subject, received?.text, received?.html]) {
      expect(part).not.toMatch(/pills\.example|prize\.example|Cheap pills|You won/);
    }
  }, 30_000);

  it.each([
    [
      "every field too short",
      { name: "S", email: "x", subject: "K", message: "short" },
      {
        name: contactTexts.name,
        email: contactTexts.email,
        subject: contactTexts.subject,
        message: contactTexts.message,
      },
    ],
    ["a missing message", { ...valid, message: undefined }, { message: expect.any(String) }],
    ["numbers instead of text", { ...valid, name: 42, subject: true }, { name: expect.any(String), subject: expect.any(String) }],
    [
      "nulls",
      { name: null, email: null, subject: null, message: null },
      {
        name: expect.any(String),
        email: expect.any(String),
        subject: expect.any(String),
        message: expect.any(String),
      },
    ],
    ["a message of blanks", { ...valid, message: " ".repeat(20) }, { message: contactTexts.message }],
  ])("answers 400 with the field messages for %s, storing nothing", async (_case, body, fields) => {
    const before = await counts();
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields).toEqual(fields);
    expect(Object.values(answer.fields)).toContain(answer.error);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["an array", []],
    ["a string", "hello"],
    ["null", null],
  ])("answers 400, not 500, for %s as the body", async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it("answers 400 for a body that is not JSON and 415 for another content type", async () => {
    const broken = await post("{not json", { raw: true });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Your message could not be read. Please try again." });
    const form = await post("name=Sam", { raw: true, contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: "Please send the message as JSON." });
  });

  it("refuses a body far larger than any contact message with 413", async () => {
    const before = await counts();
    const response = await post({ ...valid, message: "x".repeat(100_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Your message is too long. Please shorten it and try again." });
    expect(await counts()).toEqual(before);
  });

  it("quietly drops a message whose honeypot is filled in", async () => {
    const before = await counts();
    const response = await post({ ...valid, website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect(await counts()).toEqual(before);
  });

  it(`limits one sender at one address to ${contactSenderLimit.limit} messages an hour, answering 429 with a clear message`, async () => {
    const address = "10.9.9.9";
    const sender = { ...valid, email: "busy@example.com" };
    for (let i = 0; i < contactSenderLimit.limit; i++) {
      expect((await post({ ...sender, message: `Message number ${i} about my knee.` }, { address })).status).toBe(201);
    }
    const before = await counts();
    const refused = await post({ ...sender, message: "One message too many today." }, { address });
    expect(refused.status).toBe(429);
    const answer = (await refused.json()) as { error: string };
    expect(answer.error).toMatch(/Please wait a little before sending another/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
    // Another sender behind the same address (a clinic's shared connection) is not affected.
    expect((await post({ ...valid, email: "colleague@example.com", message: "From the desk next door." }, { address })).status).toBe(201);
  });

  it(`keeps a ceiling of ${CONTACT_ADDRESS_CEILING} messages an hour per address, whoever sends them`, async () => {
    const address = "10.9.9.10";
    for (let i = 0; i < CONTACT_ADDRESS_CEILING; i++) {
      expect((await post({ ...valid, name: "" }, { address })).status).toBe(400);
    }
    const refused = await post({ ...valid, email: "someone-new@example.com" }, { address });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/from your network/);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("stores a message sent twice in a row once (a double click, a resend), and answers both as received", async () => {
    const before = await counts();
    const twice = { ...valid, email: "twice@example.com", message: "Sent twice by a double click." };
    const answers = await Promise.all([post(twice), post(twice)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await counts()).toEqual({ messages: before.messages + 1, mails: before.mails + 2 });
    // A different message from the same sender is a new one.
    expect((await post({ ...twice, message: "And a second, different question." })).status).toBe(201);
    expect((await counts()).messages).toBe(before.messages + 2);
  });
});
