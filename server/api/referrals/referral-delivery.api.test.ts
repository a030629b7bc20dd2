import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema/mail.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { samplePdf, samplePng, toDataUrl } from "#tests/support/sample-documents.ts";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const referral = sampleReferral;

let sink: SmtpSink;
let testApp: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createTestApp({ SMTP_URL: sink.url, PRACTICE_MAILBOX: "referrals@clinic.example" });
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

async function submit(attachment: { filename: string; contentType: string; bytes: Buffer }) {
  const response = await testApp.app.request("/api/referrals", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...referral,
      attachment: {
        filename: attachment.filename,
        contentType: attachment.contentType,
        data: toDataUrl(attachment.bytes, attachment.contentType),
      },
    }),
  });
  expect(response.status).toBe(201);
}

describe("referral mail through a real SMTP server on loopback", () => {
  it("delivers the practice's copy with the document byte-exact, and the acknowledgement without it", async () => {
    // Random pixels: the document does not compress and covers every byte value.
    const png = samplePng(300, 300, true);
    await submit({ filename: "knee-mri.png", contentType: "image/png", bytes: png });
    await testApp.services.mail.deliverDue();
    const mails = await sink.waitFor(2);

    const practice = mails.find((m) => m.envelopeTo.includes("referrals@clinic.example"));
    expect(practice?.subject).toBe("New referral from Dr Priya Nair, Northside Sports Medicine");
    expect(practice?.headers.get("reply-to")).toContain("priya@northside.example");
    expect(practice?.text).toContain("Sam Taylor");
    expect(practice?.text).toContain(referral.notes);
    expect(practice?.attachments).toHaveLength(1);
    expect(practice?.attachments[0]?.filename).toBe("knee-mri.png");
    expect(practice?.attachments[0]?.contentType).toBe("image/png");
    expect(practice?.attachments[0]?.content.equals(png)).toBe(true);

    const ack = mails.find((m) => m.envelopeTo.includes("priya@northside.example"));
    expect(ack?.subject).toBe("Referral received: patient S.T.");
    expect(ack?.attachments).toEqual([]);
    expect(ack?.text).toContain("S.T.");
    for (const part of [ack?.text ?? "", ack?.html ?? "", ack?.subject ?? ""]) {
      expect(part).not.toContain("Sam Taylor");
      expect(part).not.toContain("hamstring");
      expect(part).not.toContain("knee-mri");
    }
  });

  it("keeps the practice's mail and retries it when the SMTP server refuses, then sends the PDF intact", async () => {
    const pdf = samplePdf("Operation report", 200_000);
    const already = sink.received.length;
    sink.refuse = true;
    await submit({ filename: "op-report.pdf", contentType: "application/pdf", bytes: pdf });
    await testApp.services.mail.deliverDue();
    expect(sink.refusals).toBeGreaterThanOrEqual(2);
    const pending = await testApp.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(pending.map((row) => row.kind).sort()).toEqual(["referral-ack", "referral-practice"]);
    expect(pending.every((row) => row.attempts === 1 && /unavailable/i.test(row.lastError ?? ""))).toBe(true);

    sink.refuse = false;
    await testApp.services.mail.deliverDue();
    const mails = (await sink.waitFor(already + 2)).slice(already);
    const practice = mails.find((m) => m.envelopeTo.includes("referrals@clinic.example"));
    expect(practice?.attachments[0]?.filename).toBe("op-report.pdf");
    expect(practice?.attachments[0]?.content.equals(pdf)).toBe(true);
    const rows = await testApp.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "referral-practice"));
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });
});
