import * as z from "zod/mini";

/**
 * What the two browsers say over the call's data channel (docs/decisions/0039): the chat, which the server
 * never sees or stores, and each side's display name as typed in the waiting room.
 */
export const maxChatCharacters = 2_000;

const channelMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hello"), displayName: z.string().check(z.minLength(1), z.maxLength(120)) }),
  z.object({
    type: z.literal("chat"),
    id: z.string().check(z.maxLength(64)),
    text: z.string().check(z.minLength(1), z.maxLength(maxChatCharacters)),
  }),
]);
export type ChannelMessage = z.infer<typeof channelMessageSchema>;

/** The other side's message, or null when it is not one of ours (or too long). */
export function parseChannelMessage(data: unknown): ChannelMessage | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = channelMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
