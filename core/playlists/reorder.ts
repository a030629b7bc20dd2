/**
 * Whether a requested order of a playlist's items can be taken: it must be a permutation of the playlist's
 * own item ids (each once, none missing, none from elsewhere). Anything else is refused whole, never
 * half-applied, so two reorders racing each other leave one of the two orders, not a mixture.
 */
export function isPermutationOf(requested: readonly number[], itemIds: readonly number[]): boolean {
  if (requested.length !== itemIds.length) return false;
  const own = new Set(itemIds);
  const seen = new Set<number>();
  for (const id of requested) {
    if (!own.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
