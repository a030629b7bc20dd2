import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { text } from "node:stream/consumers";
import { openDatabase } from "#db/client.ts";
import { adminPasswordMinLength, hashPassword, storeAdminPasswordHash } from "#server/admin/password.ts";
import { ConfigError, parseConfig } from "#server/config.ts";

/**
 * `npm run admin:password`: sets the practitioner's password (docs/product/decisions.md, 18). Asks for it twice on a
 * terminal, without echo, or reads the first line of standard input when piped
 * (`printf '%s\n' "$PASSWORD" | npm run admin:password`), then stores its scrypt hash in the site's database
 * (DATABASE_URL, else the PGlite folder under DATA_DIR, as the server opens it). With `--print` it prints
 * the hash for ADMIN_PASSWORD_HASH instead and opens no database. The password itself is never printed.
 */

const usage = "Usage: npm run admin:password [-- --print]";

async function askHidden(question: string): Promise<string> {
  let muted = false;
  // Readline echoes what is typed through its output: the output drops it while the answer is typed.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = prompt.question(question);
    muted = true;
    return await answer;
  } finally {
    prompt.close();
    process.stdout.write("\n");
  }
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).split(/\r?\n/)[0] ?? "";
  const password = await askHidden("New admin password: ");
  if ((await askHidden("Repeat it: ")) !== password) throw new UsageError("The two passwords differ; nothing was changed.");
  return password;
}

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  const print = args.includes("--print");
  if (args.some((arg) => arg !== "--print")) throw new UsageError(usage);
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone says where the database is.
  }
  const config = parseConfig(process.env);
  const password = await readPassword();
  if (password.length < adminPasswordMinLength) {
    throw new UsageError(`The password must have at least ${adminPasswordMinLength} characters; nothing was changed.`);
  }
  const hash = await hashPassword(password);
  if (print) {
    console.info(`ADMIN_PASSWORD_HASH='${hash}'`);
    return;
  }
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    await storeAdminPasswordHash(database.db, hash);
  } finally {
    await database.close();
  }
  console.info(
    "The admin password is set: its hash is stored in the database." +
      (config.admin.passwordHash || config.admin.password
        ? " ADMIN_PASSWORD_HASH or ADMIN_PASSWORD is also set, and wins over it: unset it to use this one."
        : ""),
  );
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
