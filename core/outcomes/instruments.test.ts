import { describe, expect, it } from "vitest";
import { instrumentById, outcomeInstruments } from "./instruments.ts";

describe("every instrument's definition", () => {
  it("is found by its id, and only then", () => {
    expect(outcomeInstruments.map((instrument) => instrument.id)).toEqual(["koos", "ikdc-2000", "acl-rsi", "acl-rsi-short"]);
    for (const instrument of outcomeInstruments) expect(instrumentById(instrument.id)).toBe(instrument);
    expect(instrumentById("sf-36")).toBeUndefined();
  });

  it.each(outcomeInstruments.map((instrument) => [instrument.id, instrument] as const))("%s holds together", (_, instrument) => {
    const ids = instrument.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const subscale of instrument.subscales) {
      expect(subscale.itemIds.every((id) => ids.includes(id))).toBe(true);
      expect(subscale.minAnswered).toBeGreaterThan(0);
      expect(subscale.minAnswered).toBeLessThanOrEqual(subscale.itemIds.length);
    }
    for (const item of instrument.items) {
      expect(item.options.length).toBeGreaterThanOrEqual(2);
      expect(item.options.every((option) => Number.isInteger(option.score) && option.score >= 0)).toBe(true);
      expect(Math.min(...item.options.map((option) => option.score))).toBe(0);
      expect(item.topic.length).toBeGreaterThan(0);
    }
    expect(instrument.name).toMatch(/^[A-Z]/);
    for (const subscale of instrument.subscales) expect(subscale.name).toMatch(/^[A-Z]/);
    expect(instrument.checksBeforeUse.length).toBeGreaterThan(0);
    for (const check of instrument.checksBeforeUse) expect(check).toMatch(/^[A-Z].{40,}\.$/);
  });
});
