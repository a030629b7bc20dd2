import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";

/**
 * The end-to-end run's mail server (a Playwright webServer): a real SMTP server on loopback that the site
 * under test sends to (SMTP_URL), writing every message it accepts to E2E_MAIL_DIR as a .eml file that
 * tests read back with `tests/e2e/support/mailbox.ts`.
 */
const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error("E2E_SMTP_PORT and E2E_MAIL_DIR are required");
mkdirSync(dir, { recursive: true });

let count = 0;
await startSmtpSink(port, (mail) => {
  count += 1;
  const name = `${Date.now()}-${String(count).padStart(4, "0")}.eml`;
  const envelope = `X-Envelope-From: ${mail.envelopeFrom}\r\nX-Envelope-To: ${mail.envelopeTo.join(", ")}\r\n`;
  writeFileSync(path.join(dir, name), envelope + mail.raw);
});
console.info(`e2e mailbox listening on 127.0.0.1:${port}, writing to ${dir}`);
