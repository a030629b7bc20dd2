import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readMail, type ReceivedMail } from "#tests/support/smtp-sink.ts";

/** Every message the e2e mail server (smtp-mailbox.ts) has accepted so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (see playwright.config.ts)");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), "utf8");
      const mail = readMail(raw);
      return {
        ...mail,
        envelopeFrom: mail.headers.get("x-envelope-from") ?? "",
        envelopeTo: (mail.headers.get("x-envelope-to") ?? "")
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean),
      };
    });
}

/** Waits until a received message matches (the site sends from its outbox within a few seconds). */
export async function waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
  const started = Date.now();
  for (;;) {
    const found = receivedMail().find(match);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error("no matching mail arrived at the e2e mail server");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
