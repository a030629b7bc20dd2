/**
 * The playlists' forms read into what their schemas (contracts/playlists.ts) check, the JSON API's own:
 * a number field's digits as a number and an empty one as null; a switch posts a hidden "false" before
 * its "true", so the last value posted is its state.
 */
const numberOrNull = (value: FormDataEntryValue | null) => (value === null || value === "" ? null : Number(value));
const flag = (form: FormData, name: string) => (form.has(name) ? form.getAll(name).at(-1) === "true" : undefined);

export const playlistInput = (form: FormData) => ({
  name: form.get("name") ?? "",
  description: form.get("description") ?? "",
  isPublic: flag(form, "isPublic"),
  isFeatured: flag(form, "isFeatured"),
});

export const addItemInput = (form: FormData) => ({
  exerciseId: Number(form.get("exerciseId") ?? 0),
  musicTrackId: numberOrNull(form.get("musicTrackId")),
  notes: "",
});

/** An item's change: only the fields the form has (a music select, or the dosage's fields). */
export function itemChangeInput(form: FormData) {
  const change: Record<string, unknown> = {};
  for (const name of ["musicTrackId", "sets", "reps", "holdSeconds", "restSeconds"]) {
    if (form.has(name)) change[name] = numberOrNull(form.get(name));
  }
  if (form.has("side")) change.side = form.get("side") || null;
  for (const name of ["load", "notes"]) {
    if (form.has(name)) change[name] = form.get(name) ?? "";
  }
  return change;
}

export const reorderInput = (form: FormData) => ({ itemOrder: form.getAll("itemOrder").map(Number) });

/** The id a form names (a playlist's, an item's), or null. */
export function idOf(form: FormData, name: string): number | null {
  const id = Number(form.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
