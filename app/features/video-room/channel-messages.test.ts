import { describe, expect, it } from "vitest";
import { maxChatCharacters, parseChannelMessage } from "./channel-messages.ts";

describe("parseChannelMessage", () => {
  it("reads a chat message and a display name", () => {
    const chat = { type: "chat", id: "a1", text: "Can you see my knee?" };
    expect(parseChannelMessage(JSON.stringify(chat))).toEqual(chat);
    expect(parseChannelMessage(JSON.stringify({ type: "hello", displayName: "Sam" }))).toEqual({ type: "hello", displayName: "Sam" });
  });

  it("refuses a message over the chat's limit, an empty one, and what is not ours", () => {
    const long = { type: "chat", id: "a1", text: "x".repeat(maxChatCharacters + 1) };
    expect(parseChannelMessage(JSON.stringify(long))).toBeNull();
    expect(parseChannelMessage(JSON.stringify({ ...long, text: "" }))).toBeNull();
    expect(parseChannelMessage("not json")).toBeNull();
    expect(parseChannelMessage(JSON.stringify({ type: "file", name: "x" }))).toBeNull();
    expect(parseChannelMessage(new ArrayBuffer(4))).toBeNull();
  });
});
