import { useCallback, useState } from "react";
import { maxChatCharacters, type ChannelMessage } from "./channel-messages.ts";

export interface ChatLine {
  id: string;
  fromMe: boolean;
  name: string;
  text: string;
  sentAt: number;
}

/** The call's chat: kept in this page only, gone when it closes (nothing is stored). */
export function useChat(sendOnChannel: (text: string) => boolean, ownName: string, peerName: string) {
  const [lines, setLines] = useState<ChatLine[]>([]);

  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim().slice(0, maxChatCharacters);
      if (trimmed === "") return false;
      const message: ChannelMessage = { type: "chat", id: crypto.randomUUID(), text: trimmed };
      if (!sendOnChannel(JSON.stringify(message))) return false;
      setLines((current) => [...current, { id: message.id, fromMe: true, name: ownName, text: message.text, sentAt: Date.now() }]);
      return true;
    },
    [sendOnChannel, ownName],
  );

  const receive = useCallback(
    (message: Extract<ChannelMessage, { type: "chat" }>) => {
      setLines((current) =>
        current.some((line) => line.id === message.id && !line.fromMe)
          ? current
          : [...current, { id: message.id, fromMe: false, name: peerName, text: message.text, sentAt: Date.now() }],
      );
    },
    [peerName],
  );

  return { lines, send, receive };
}
