import { describe, expect, it } from "vitest";
import { isIndexedPlaylist } from "./playlist-indexing.ts";

describe("isIndexedPlaylist", () => {
  it("indexes the practice's featured programmes only, never a patient's playlist, public or not", () => {
    expect(isIndexedPlaylist({ isFeatured: true })).toBe(true);
    expect(isIndexedPlaylist({ isFeatured: false })).toBe(false);
  });
});
