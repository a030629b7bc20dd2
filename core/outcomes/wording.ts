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

/**
 * What a patient would be shown without words: "instructions", "3" (the item's text), "3 lead", "3 anchors",
 * "3 options". Empty when complete. Blank words count as missing.
 */
export function missingWording(instrument: Instrument): string[] {
  const missing = blank(instrument.instructions) ? ["instructions"] : [];
  for (const item of instrument.items) {
    if (blank(item.text)) missing.push(item.id);
    if (item.lead !== null && blank(item.lead)) missing.push(`${item.id} lead`);
    if (item.anchors !== null && (blank(item.anchors.first) || blank(item.anchors.last))) missing.push(`${item.id} anchors`);
    if (item.options.some((option) => blank(option.label))) missing.push(`${item.id} options`);
  }
  return missing;
}

const blank = (words: string | null) => words === null || words.trim() === "";
