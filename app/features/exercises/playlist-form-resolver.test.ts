import { describe, expect, it } from "vitest";
import { PLAYLIST_NAME_MAX, playlistMessages } from "#contracts/playlists.ts";
import { playlistFormResolver } from "./playlist-form-resolver.ts";

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const values = { name: "Week 2 at home", description: "Quads and balance", isPublic: false, isFeatured: false };

describe("playlistFormResolver (the schema loaded on the first check)", () => {
  it("gives the schema's values, trimmed, for a valid form", async () => {
    const result = await playlistFormResolver({ ...values, name: "  Week 2 at home  " }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: "Week 2 at home", description: "Quads and balance", isPublic: false, isFeatured: false });
  });

  it("gives the schema's messages for a blank or too long name", async () => {
    const blank = await playlistFormResolver({ ...values, name: "   " }, undefined, options);
    expect(blank.values).toEqual({});
    expect(blank.errors.name?.message).toBe(playlistMessages.nameRequired);
    const long = await playlistFormResolver({ ...values, name: "x".repeat(PLAYLIST_NAME_MAX + 1) }, undefined, options);
    expect(long.errors.name?.message).toBe(`Please keep the name under ${PLAYLIST_NAME_MAX} characters`);
  });
});
