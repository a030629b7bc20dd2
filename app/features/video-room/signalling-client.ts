import { roomCloseCodes, serverMessageSchema, type ClientMessage, type ServerMessage } from "#contracts/video-room.ts";
import { pingInterval, reconnectDelay } from "./retry-delays.ts";

export type SignallingStatus = "connecting" | "open" | "reconnecting" | "closed";

/** Why the room is over for this page: the server says so, and no reconnection would change it. */
export type ClosedForGood = "taken-over" | "cancelled" | "ended" | "not-allowed";

export interface SignallingEvents {
  message(message: ServerMessage): void;
  status(status: SignallingStatus): void;
  closedForGood(reason: ClosedForGood): void;
}

const finalCloseCodes: Record<number, ClosedForGood> = {
  [roomCloseCodes.takenOver]: "taken-over",
  [roomCloseCodes.roomClosed]: "ended",
  [roomCloseCodes.notAllowed]: "not-allowed",
};

/** Without any message for this long (two pings unanswered), the socket is taken as dead: a network change. */
const silenceLimit = pingInterval * 2.5;

/**
 * The room's WebSocket (docs/decisions/0039): every message read with the contract's schema, a ping every
 * few seconds, and a reconnection with backoff whenever the socket drops, until the server says the room is
 * over for this page (taken over, closed, not allowed) or the page leaves.
 */
export class SignallingClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;

  private readonly url: string;
  private readonly events: SignallingEvents;

  constructor(url: string, events: SignallingEvents) {
    this.url = url;
    this.events = events;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.attempt = 0;
    this.open();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** False when the socket is not open: the message is dropped (a reconnection starts the call afresh). */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Joins the room again on a new socket now, as a newcomer (the call's answering side when stuck). */
  rejoin(): void {
    if (this.stopped) return;
    this.discard(1000);
    this.open();
  }

  /** The network is back: reconnect now rather than after the backoff. */
  retryNow(): void {
    if (!this.stopped && !this.socket) this.open();
  }

  /** Leaves the room: says so to the server and closes, for good. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.send({ type: "leave" });
    this.discard(1000);
    this.events.status("closed");
  }

  private open(): void {
    clearTimeout(this.retryTimer);
    this.events.status(this.attempt === 0 ? "connecting" : "reconnecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.lastHeard = Date.now();
      this.events.status("open");
      this.pingTimer = setInterval(() => this.ping(), pingInterval);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastHeard = Date.now();
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === "welcome") this.attempt = 0;
      this.events.message(message);
      if (message.type === "taken-over") this.finish("taken-over");
      if (message.type === "room-closed") this.finish(message.reason);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      const final = finalCloseCodes[event.code];
      if (final) this.finish(final);
      else if (!this.stopped) this.retry();
    };
  }

  private ping(): void {
    if (Date.now() - this.lastHeard > silenceLimit) {
      this.discard(4000);
      this.retry();
      return;
    }
    this.send({ type: "ping" });
  }

  private retry(): void {
    this.events.status("reconnecting");
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.open(), reconnectDelay(this.attempt, Math.random()));
    this.attempt += 1;
  }

  private finish(reason: ClosedForGood): void {
    if (this.stopped) return;
    this.stopped = true;
    this.discard(1000);
    this.events.status("closed");
    this.events.closedForGood(reason);
  }

  /** Closes the current socket without hearing its close event. */
  private discard(code: number): void {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(code);
  }
}

function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
    console.warn("room: a message not in the contract", parsed.error.issues[0]?.message);
  } catch {
    console.warn("room: a message that is not JSON");
  }
  return null;
}
