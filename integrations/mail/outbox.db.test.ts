import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { enqueueMail, enqueueMailWhere } from "./outbox.ts";
import type { OutgoingMail } from "./outgoing-mail.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mail = (to: string): OutgoingMail => ({
  kind: "contact-acknowledgement",
  to,
  subject: " Two\nlines ",
  text: "Text body",
  html: "<p>HTML body</p>",
  attachments: [{ filename: "a.ics", contentType: "text/calendar", ref: { type: "inline", base64: "QkVHSU4=" } }],
});

async function rowTo(to: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row;
}

describe("enqueueMailWhere", () => {
  it("writes the row enqueueMail writes when its condition holds", async () => {
    await enqueueMail(database.db, mail("plain@example.com"));
    const id = await enqueueMailWhere(database.db, mail("conditional@example.com"), sql`true`);
    const [plain, conditional] = [await rowTo("plain@example.com"), await rowTo("conditional@example.com")];
    expect(conditional!.id).toBe(id);
    const comparable = ({ id: _id, toAddress: _to, createdAt: _at, ...row }: NonNullable<typeof plain>) => row;
    expect(comparable(conditional!)).toEqual(comparable(plain!));
    expect(conditional).toMatchObject({ subject: "Two lines", replyTo: null, status: "pending", attempts: 0 });
  });

  it("writes nothing, and answers null, when it does not", async () => {
    expect(await enqueueMailWhere(database.db, mail("never@example.com"), sql`false`)).toBeNull();
    expect(await rowTo("never@example.com")).toBeUndefined();
  });
});
