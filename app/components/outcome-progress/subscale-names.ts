/** A subscale's name as a chart's legend or a narrow table's header has room for: "ADL" for "Function in daily living (ADL)". */
export function shortSubscaleName(name: string): string {
  return /\(([^()]+)\)$/.exec(name)?.[1] ?? name;
}
