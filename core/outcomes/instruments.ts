import { aclRsi, aclRsiShort } from "./acl-rsi.ts";
import { ikdc } from "./ikdc.ts";
import type { Instrument } from "./instrument.ts";
import { koos } from "./koos.ts";

/** Every outcome measure the practice can ask, by id (docs/outcome-measures.md). */
export const outcomeInstruments: readonly Instrument[] = [koos, ikdc, aclRsi, aclRsiShort];

export function instrumentById(id: string): Instrument | undefined {
  return outcomeInstruments.find((instrument) => instrument.id === id);
}
