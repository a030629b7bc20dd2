import type { Instrument, Item } from "./instrument.ts";

/**
 * The licensed wording a practice pastes for an instrument whose words are not in its data (the ACL-RSI's;
 * docs/outcome-measures.md): merged over the definition, so ids, options and scores stay the data's own.
 */
export interface PastedWording {
  readonly instructions?: string;
  readonly items: Readonly<Record<string, { readonly text: string; readonly anchors?: { readonly first: string; readonly last: string } }>>;
}

/** The instrument with the pasted words in place; an item id it does not have is refused. */
export function withWording(instrument: Instrument, wording: PastedWording): Instrument {
  const known = new Set(instrument.items.map((item) => item.id));
  const unknown = Object.keys(wording.items).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new RangeError(`${instrument.name} has no item ${unknown.join(", ")}.`);
  return {
    ...instrument,
    instructions: wording.instructions ?? instrument.instructions,
    items: instrument.items.map((item): Item => {
      const pasted = wording.items[item.id];
      if (pasted === undefined) return item;
      return { ...item, text: pasted.text, anchors: pasted.anchors ?? item.anchors };
    }),
  };
}

/** What a patient would be shown without words: "instructions", "3" (the item's text), "3 anchors". Empty when complete. */
export function missingWording(instrument: Instrument): string[] {
  const missing = instrument.instructions === null ? ["instructions"] : [];
  for (const item of instrument.items) {
    if (item.text === null) missing.push(item.id);
    if (item.anchors !== null && (item.anchors.first === null || item.anchors.last === null)) missing.push(`${item.id} anchors`);
  }
  return missing;
}
