/**
 * `run` over every item, at most `limit` at a time, each started in the items' order as a place frees;
 * the results in the items' order. A rejection rejects the whole, as Promise.all does.
 */
export async function eachAtMost<T, R>(limit: number, items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
  return results;
}
