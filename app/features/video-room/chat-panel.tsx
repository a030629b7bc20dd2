import { Send } from "lucide";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { maxChatCharacters } from "./channel-messages.ts";
import type { ChatLine } from "./use-chat.ts";

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/** The call's text chat: who said what and when, read out as it comes; not kept after the call. */
export function ChatPanel({ lines, onSend, connected }: { lines: ChatLine[]; onSend: (text: string) => boolean; connected: boolean }) {
  const headingId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [unsent, setUnsent] = useState(false);
  const log = useRef<HTMLDivElement>(null);

  // The log scrolls to its newest line; the page itself stays where it is.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lines.length]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "") return;
    const sent = onSend(draft);
    setUnsent(!sent);
    if (sent) setDraft("");
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div>
        <h2 id={headingId} className="font-semibold">
          Chat
        </h2>
        <p className="text-xs text-muted-foreground">Messages are not kept: they go when the call ends.</p>
      </div>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="max-h-64 min-h-16 space-y-2 overflow-y-auto text-sm"
      >
        {lines.map((line) => (
          <div key={`${line.fromMe ? "me" : "them"}-${line.id}`} className={line.fromMe ? "text-right" : ""}>
            <span className="font-medium">{line.fromMe ? "You" : line.name}</span>{" "}
            <time dateTime={new Date(line.sentAt).toISOString()} className="text-xs text-muted-foreground">
              {timeOf(line.sentAt)}
            </time>
            <p
              className={`mt-0.5 inline-block rounded-lg px-3 py-1.5 text-left break-words whitespace-pre-wrap ${line.fromMe ? "bg-primary text-primary-foreground" : "bg-secondary"}`}
            >
              {line.text}
            </p>
          </div>
        ))}
      </div>
      <form onSubmit={send} className="grid gap-2">
        <Label htmlFor={inputId}>Your message</Label>
        <Textarea
          id={inputId}
          rows={2}
          className="min-h-16"
          value={draft}
          maxLength={maxChatCharacters}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line; an input method's Enter only confirms its word.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
          }}
        />
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {unsent
              ? "Not sent: the call is not connected."
              : draft.length > maxChatCharacters - 200
                ? `${draft.length.toLocaleString()} of ${maxChatCharacters.toLocaleString()} characters`
                : ""}
          </span>
          <Button type="submit" size="sm" disabled={!connected}>
            <Icon node={Send} />
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
