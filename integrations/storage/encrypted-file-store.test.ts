import { randomBytes, randomUUID } from "node:crypto";
import { copyFile, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { samplePdf } from "#tests/support/sample-documents.ts";
import { createEncryptedFileStore, FileStoreError, quarantineFolder } from "./encrypted-file-store.ts";
import { GENERATED_KEY_FILE, resolveFileKey } from "./file-key.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-store-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("encrypted file store", () => {
  it("gives back exactly the bytes it was given", async () => {
    const store = createEncryptedFileStore({ directory: path.join(dir, "files"), key: randomBytes(32) });
    const pdf = samplePdf("Operation report for Sam Taylor");
    const key = await store.put(pdf);
    expect(Buffer.from(await store.get(key))).toEqual(pdf);
  });

  it("keeps only ciphertext on disk, readable by the owner alone", async () => {
    const files = path.join(dir, "files");
    const store = createEncryptedFileStore({ directory: files, key: randomBytes(32) });
    const secret = Buffer.from("%PDF-1.4 Patient Sam Taylor, ACL reconstruction 12/03, hamstring graft");
    const key = await store.put(secret);
    expect(await readdir(files)).toEqual([`${key}.enc`]);
    const onDisk = await readFile(path.join(files, `${key}.enc`));
    expect(onDisk.includes(Buffer.from("Sam Taylor"))).toBe(false);
    expect(onDisk.includes(Buffer.from("%PDF"))).toBe(false);
    expect(onDisk.length).toBe(secret.length + 4 + 12 + 16);
    expect((await stat(path.join(files, `${key}.enc`))).mode & 0o777).toBe(0o600);
    // Two stores of the same bytes never look alike (fresh IV each time).
    const again = await store.put(secret);
    expect(await readFile(path.join(files, `${again}.enc`))).not.toEqual(onDisk);
  });

  it("refuses to decrypt with another key, an altered file, or a file moved to another's name", async () => {
    const files = path.join(dir, "files");
    const store = createEncryptedFileStore({ directory: files, key: randomBytes(32) });
    const first = await store.put(Buffer.from("first patient"));
    const second = await store.put(Buffer.from("second patient"));

    const other = createEncryptedFileStore({ directory: files, key: randomBytes(32) });
    await expect(other.get(first)).rejects.toThrow(FileStoreError);

    await copyFile(path.join(files, `${first}.enc`), path.join(files, `${second}.enc`));
    await expect(store.get(second)).rejects.toThrow(/could not be decrypted/);

    const stored = await readFile(path.join(files, `${first}.enc`));
    stored[stored.length - 1] = (stored[stored.length - 1] ?? 0) ^ 0xff;
    await writeFile(path.join(files, `${first}.enc`), stored);
    await expect(store.get(first)).rejects.toThrow(/could not be decrypted/);
  });

  it("accepts only its own keys, so no path can escape the folder", async () => {
    const store = createEncryptedFileStore({ directory: dir, key: randomBytes(32) });
    await expect(store.get("../../etc/passwd")).rejects.toThrow(/Not a file key/);
    await expect(store.delete("../x")).rejects.toThrow(/Not a file key/);
  });

  it("deletes a file, and deleting twice is fine", async () => {
    const store = createEncryptedFileStore({ directory: dir, key: randomBytes(32) });
    const key = await store.put(Buffer.from("x"));
    await store.delete(key);
    await store.delete(key);
    await expect(store.get(key)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("quarantines a file beside the store, where it keeps its bytes and leaves the listing", async () => {
    const storeDir = path.join(dir, "files");
    const fileKey = randomBytes(32);
    const store = createEncryptedFileStore({ directory: storeDir, key: fileKey });
    const key = await store.put(Buffer.from("kept"));
    await store.quarantine(key);
    await store.quarantine(key); // already moved: nothing to do
    expect(await store.list()).toEqual([]);
    const putBack = createEncryptedFileStore({ directory: quarantineFolder(storeDir), key: fileKey });
    expect(Buffer.from(await putBack.get(key)).toString()).toBe("kept");
  });

  it("lists its files with when they were written, and clears away half-written files from long ago", async () => {
    const files = path.join(dir, "files");
    const store = createEncryptedFileStore({ directory: files, key: randomBytes(32) });
    expect(await store.list()).toEqual([]);
    const before = Date.now();
    const key = await store.put(Buffer.from("a document"));
    // A write cut short by a crash two hours ago, one in progress now, and a file that is none of the store's.
    const stale = path.join(files, `${randomUUID()}.enc.0badc0de.tmp`);
    const current = path.join(files, `${randomUUID()}.enc.c0ffee00.tmp`);
    for (const file of [stale, current, path.join(files, "notes.txt")]) await writeFile(file, "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);

    const listed = await store.list();
    expect(listed.map((file) => file.key)).toEqual([key]);
    expect(listed[0]!.writtenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await readdir(files)).sort()).toEqual([`${key}.enc`, path.basename(current), "notes.txt"].sort());
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => createEncryptedFileStore({ directory: dir, key: randomBytes(16) })).toThrow(/32 bytes/);
  });
});

describe("file key", () => {
  it("uses the configured key when there is one, and writes nothing", async () => {
    const configured = randomBytes(32);
    expect(resolveFileKey(configured, dir)).toBe(configured);
    expect(await readdir(dir)).toEqual([]);
  });

  it("generates a key once in the data folder and reuses it", async () => {
    const first = resolveFileKey(null, path.join(dir, "data"));
    const second = resolveFileKey(null, path.join(dir, "data"));
    expect(first).toHaveLength(32);
    expect(second).toEqual(first);
    expect((await stat(path.join(dir, "data", GENERATED_KEY_FILE))).mode & 0o777).toBe(0o600);
  });

  it("refuses a damaged key file rather than encrypting with a wrong key", async () => {
    await writeFile(path.join(dir, GENERATED_KEY_FILE), "short");
    expect(() => resolveFileKey(null, dir)).toThrow(/32-byte/);
  });
});
