import { describe, expect, it } from "vitest";
import { addItemInput, itemChangeInput, playlistInput, reorderInput } from "./playlist-form-data.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the playlists' forms read for their schemas", () => {
  it("reads a switch by its last value, and leaves out one the form has not", () => {
    const input = playlistInput(
      form([
        ["name", "Week 2"],
        ["isPublic", "false"],
        ["isPublic", "true"],
      ]),
    );
    expect(input).toEqual({ name: "Week 2", description: "", isPublic: true, isFeatured: undefined });
    expect(playlistInput(form([["isPublic", "false"]])).isPublic).toBe(false);
  });

  it("reads numbers, an empty one as null, and only the fields posted", () => {
    expect(
      addItemInput(
        form([
          ["exerciseId", "3"],
          ["musicTrackId", ""],
        ]),
      ),
    ).toEqual({ exerciseId: 3, musicTrackId: null, notes: "" });
    expect(
      itemChangeInput(
        form([
          ["sets", "4"],
          ["reps", ""],
          ["side", "left"],
        ]),
      ),
    ).toEqual({ sets: 4, reps: null, side: "left" });
    expect(
      itemChangeInput(
        form([
          ["load", "5 kg"],
          ["notes", ""],
        ]),
      ),
    ).toEqual({ load: "5 kg", notes: "" });
    expect(
      reorderInput(
        form([
          ["itemOrder", "2"],
          ["itemOrder", "1"],
        ]),
      ),
    ).toEqual({ itemOrder: [2, 1] });
  });
});
