import { describe, expect, it } from "vitest";
import { createChunkReassembly, NOTIFY_CHUNK_CHARS, notifyChunks } from "./notify-chunks.ts";

const sdpOf = (bytes: number) =>
  `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n${"a=candidate:1 1 udp 2122260223 ".repeat(bytes / 32)}`;

describe("notify chunks", () => {
  it("sends a small message as one chunk", () => {
    const chunks = notifyChunks({ type: "pong" });
    expect(chunks).toHaveLength(1);
    expect(createChunkReassembly().add(chunks[0]!)).toEqual({ type: "pong" });
  });

  it("cuts a 60,000-character description into chunks each under NOTIFY's 8,000 bytes, and puts it back together", () => {
    const value = { type: "description", description: { type: "offer", sdp: sdpOf(60_000) } };
    const chunks = notifyChunks(value);
    expect(chunks.length).toBeGreaterThan(7);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThan(8_000);
    const reassembly = createChunkReassembly();
    expect(chunks.slice(0, -1).map((chunk) => reassembly.add(chunk))).toEqual(chunks.slice(0, -1).map(() => undefined));
    expect(reassembly.add(chunks.at(-1)!)).toEqual(value);
  });

  it("counts bytes, not characters: names in any script stay under the limit and arrive intact", () => {
    const value = { type: "peer-joined", role: "patient", displayName: "Zoë Nguyễn 陈 🦵".repeat(1_000) };
    const chunks = notifyChunks(value);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(NOTIFY_CHUNK_CHARS + 40);
    const reassembly = createChunkReassembly();
    expect(chunks.map((chunk) => reassembly.add(chunk)).at(-1)).toEqual(value);
  });

  it("keeps two messages' chunks apart when they interleave", () => {
    const first = { n: 1, text: "a".repeat(300) };
    const second = { n: 2, text: "b".repeat(300) };
    const [a, b] = [notifyChunks(first, 100), notifyChunks(second, 100)];
    const reassembly = createChunkReassembly();
    const results = a.flatMap((chunk, i) => [reassembly.add(chunk), reassembly.add(b[i]!)]).filter((value) => value !== undefined);
    expect(results).toEqual([first, second]);
  });

  it("forgets a message whose chunks were lost, and ignores what is not a chunk", () => {
    const reassembly = createChunkReassembly();
    const chunks = notifyChunks({ text: "c".repeat(300) }, 100);
    reassembly.add(chunks[0]!);
    reassembly.clear();
    expect(chunks.slice(1).map((chunk) => reassembly.add(chunk))).toEqual(chunks.slice(1).map(() => undefined));
    expect(reassembly.add("not a chunk")).toBeUndefined();
  });
});
