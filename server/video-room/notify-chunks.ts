import { randomBytes } from "node:crypto";

/**
 * PostgreSQL's NOTIFY payload must be shorter than 8,000 bytes, and a session description can be several
 * times that. A value is sent as JSON in ASCII (every other character escaped, so characters and bytes
 * count alike) cut into chunks of `<message id> <index> <count> <text>`; all of a message's chunks are
 * notified in one statement, hence one transaction, which PostgreSQL delivers whole and in order.
 */
export const NOTIFY_CHUNK_CHARS = 7_800;

export function notifyChunks(value: unknown, chunkChars = NOTIFY_CHUNK_CHARS): string[] {
  const text = JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  const id = randomBytes(12).toString("base64url");
  const count = Math.max(1, Math.ceil(text.length / chunkChars));
  return Array.from({ length: count }, (_, index) => `${id} ${index} ${count} ${text.slice(index * chunkChars, (index + 1) * chunkChars)}`);
}

/** Messages begun and not yet whole: more means chunks were lost (a dropped connection), and the oldest go. */
const MAX_PARTIAL_MESSAGES = 100;

/**
 * Puts chunks back together: `add` answers the value once its last chunk arrives, else undefined. A payload
 * that is not a chunk is ignored.
 */
export function createChunkReassembly() {
  const partial = new Map<string, { parts: string[]; received: number }>();
  return {
    add(payload: string): unknown {
      const match = /^(\S+) (\d+) (\d+) ([\s\S]*)$/.exec(payload);
      if (!match) return undefined;
      const [, id, indexText, countText, text] = match as unknown as [string, string, string, string, string];
      const index = Number(indexText);
      const count = Number(countText);
      if (count === 1) return JSON.parse(text) as unknown;
      let message = partial.get(id);
      if (!message) {
        if (partial.size >= MAX_PARTIAL_MESSAGES) partial.delete(partial.keys().next().value!);
        partial.set(id, (message = { parts: new Array<string>(count), received: 0 }));
      }
      if (message.parts[index] === undefined) message.received++;
      message.parts[index] = text;
      if (message.received < count) return undefined;
      partial.delete(id);
      return JSON.parse(message.parts.join("")) as unknown;
    },
    /** Forgets partial messages: their missing chunks will not come (the listening connection was lost). */
    clear(): void {
      partial.clear();
    },
  };
}
