import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  addPlaylistItemSchema,
  createPlaylistSchema,
  playlistMessages,
  reorderPlaylistSchema,
  updatePlaylistItemSchema,
  updatePlaylistSchema,
} from "./playlists.ts";

function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("createPlaylistSchema", () => {
  it("takes the spec's quick-create payload, userId 1 included, and trims the name", () => {
    const parsed = createPlaylistSchema.parse({
      userId: 1,
      name: `  ${playlistMessages.defaultName} `,
      description: playlistMessages.defaultDescription,
      isPublic: false,
    });
    expect(parsed).toMatchObject({ name: playlistMessages.defaultName, isPublic: false });
  });

  it("refuses an empty or missing name with the page's words", () => {
    expect(errorsOf(createPlaylistSchema, { name: "   " })).toEqual({ name: playlistMessages.nameRequired });
    expect(errorsOf(createPlaylistSchema, {})).toEqual({ name: playlistMessages.nameRequired });
    expect(errorsOf(createPlaylistSchema, { name: "x", isPublic: "yes" })).toHaveProperty("isPublic");
  });

  it("lets a change name only what it changes", () => {
    expect(updatePlaylistSchema.parse({ isPublic: true })).toEqual({ isPublic: true });
    expect(errorsOf(updatePlaylistSchema, { name: "" })).toEqual({ name: playlistMessages.nameRequired });
  });
});

describe("addPlaylistItemSchema", () => {
  it("takes the spec's payload with musicTrackId 0 or null", () => {
    expect(addPlaylistItemSchema.parse({ exerciseId: 3, musicTrackId: 0, notes: "" })).toEqual({
      exerciseId: 3,
      musicTrackId: 0,
      notes: "",
    });
    expect(addPlaylistItemSchema.parse({ exerciseId: 3, musicTrackId: null })).toMatchObject({ musicTrackId: null });
  });

  it("requires an exercise", () => {
    expect(errorsOf(addPlaylistItemSchema, {})).toEqual({ exerciseId: playlistMessages.exerciseRequired });
    expect(errorsOf(addPlaylistItemSchema, { exerciseId: "3" })).toEqual({ exerciseId: playlistMessages.exerciseRequired });
    expect(errorsOf(addPlaylistItemSchema, { exerciseId: 1.5 })).toEqual({ exerciseId: playlistMessages.exerciseRequired });
  });

  it("bounds the dosage and refuses reps with a hold", () => {
    expect(errorsOf(addPlaylistItemSchema, { exerciseId: 1, sets: 0, reps: 101, restSeconds: -1, side: "up" })).toEqual({
      sets: playlistMessages.sets,
      reps: playlistMessages.reps,
      restSeconds: playlistMessages.restSeconds,
      side: playlistMessages.side,
    });
    expect(errorsOf(addPlaylistItemSchema, { exerciseId: 1, reps: 10, holdSeconds: 30 })).toEqual({
      reps: playlistMessages.repsOrHold,
    });
    expect(addPlaylistItemSchema.parse({ exerciseId: 1, sets: 3, holdSeconds: 30, side: "left" })).toMatchObject({
      sets: 3,
      holdSeconds: 30,
      side: "left",
    });
  });
});

describe("updatePlaylistItemSchema", () => {
  it("takes the spec's musicTrackId or null, and null dosage fields as 'back to default'", () => {
    expect(updatePlaylistItemSchema.parse({ musicTrackId: null })).toEqual({ musicTrackId: null });
    expect(updatePlaylistItemSchema.parse({ sets: null, reps: null })).toEqual({ sets: null, reps: null });
    expect(errorsOf(updatePlaylistItemSchema, { musicTrackId: "two" })).toEqual({ musicTrackId: playlistMessages.unknownTrack });
  });
});

describe("reorderPlaylistSchema", () => {
  it("takes a list of item ids and refuses anything else", () => {
    expect(reorderPlaylistSchema.parse({ itemOrder: [3, 1, 2] })).toEqual({ itemOrder: [3, 1, 2] });
    expect(errorsOf(reorderPlaylistSchema, { itemOrder: "1,2" })).toEqual({ itemOrder: playlistMessages.reorderMismatch });
    expect(errorsOf(reorderPlaylistSchema, { itemOrder: [1, -2] })).toEqual({ itemOrder: playlistMessages.reorderMismatch });
    expect(errorsOf(reorderPlaylistSchema, {})).toEqual({ itemOrder: playlistMessages.reorderMismatch });
  });
});
