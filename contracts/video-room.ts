import "./zod-jitless.ts";
import { z } from "zod";

/**
 * The consultation room's signalling (docs/decisions/0039): the messages a browser and the server exchange
 * over the room's WebSocket. The server parses every message a browser sends with `clientMessageSchema`,
 * refuses what is larger than `MAX_SIGNAL_MESSAGE_BYTES`, and relays a peer's negotiation to the other member
 * unchanged. Media never passes through the server; chat goes over the call's own data channel.
 */
export const MAX_SIGNAL_MESSAGE_BYTES = 64 * 1024;

/** The two members of a room: the patient of the appointment and the practitioner. */
export const roomRoleSchema = z.enum(["patient", "practitioner"]);
export type RoomRole = z.infer<typeof roomRoleSchema>;

/** What each side tells the other about its own media, since a disabled track fires nothing remotely. */
export const mediaStateSchema = z.object({
  microphoneOn: z.boolean(),
  cameraOn: z.boolean(),
  /** Audio only: the camera failed or the connection is too poor for video. */
  audioOnly: z.boolean(),
  sharingScreen: z.boolean(),
});
export type MediaState = z.infer<typeof mediaStateSchema>;

const sessionDescriptionSchema = z.object({
  type: z.enum(["offer", "answer", "rollback", "pranswer"]),
  sdp: z.string().max(60_000).optional(),
});

const iceCandidateSchema = z.object({
  candidate: z.string().max(2_000),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** A library exercise's slug (as in /exercises/:slug), or null to hide the card. */
const shownExerciseSchema = z.object({ slug: z.string().min(1).max(120).nullable() });

/** Sent by a browser. `description` and `candidate` are relayed to the other member as they are. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("description"), description: sessionDescriptionSchema }),
  z.object({ type: z.literal("candidate"), candidate: iceCandidateSchema.nullable() }),
  z.object({ type: z.literal("media-state"), state: mediaStateSchema }),
  /** The practitioner only: put a library exercise in front of the patient, or take it away. */
  z.object({ type: z.literal("show-exercise"), ...shownExerciseSchema.shape }),
  /** Keeps the member's presence fresh; answered with `pong`. */
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("leave") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A STUN or TURN server with, for TURN, time-limited credentials (RTCIceServer's shape). */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** Sent by the server. */
export const serverMessageSchema = z.discriminatedUnion("type", [
  /** First message on a connection: who you are, whether the other member is in, how to reach them. */
  z.object({
    type: z.literal("welcome"),
    role: roomRoleSchema,
    peer: z.object({ role: roomRoleSchema, displayName: z.string() }).nullable(),
    iceServers: z.array(iceServerSchema),
    /** False when no relay is configured: the call then works only when both are on reachable networks. */
    relay: z.boolean(),
  }),
  z.object({ type: z.literal("peer-joined"), role: roomRoleSchema, displayName: z.string() }),
  z.object({ type: z.literal("peer-left"), role: roomRoleSchema }),
  z.object({ type: z.literal("description"), description: sessionDescriptionSchema }),
  z.object({ type: z.literal("candidate"), candidate: iceCandidateSchema.nullable() }),
  z.object({ type: z.literal("media-state"), state: mediaStateSchema }),
  z.object({ type: z.literal("show-exercise"), ...shownExerciseSchema.shape }),
  z.object({ type: z.literal("pong") }),
  /** The same member opened the room elsewhere (another device or tab): this connection is closed. */
  z.object({ type: z.literal("taken-over") }),
  /** The room closed for good: the appointment was cancelled, or its time is over. */
  z.object({ type: z.literal("room-closed"), reason: z.enum(["cancelled", "ended"]) }),
  /** A message refused (invalid, too large, too many, not allowed for this member). */
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** WebSocket close codes the room uses (4000-4999 are the application's). */
export const roomCloseCodes = {
  takenOver: 4001,
  roomClosed: 4002,
  notAllowed: 4003,
  tooManyMessages: 4008,
} as const;
