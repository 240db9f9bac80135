/**
 * The promise `map` keeps for `key`, made by `make` when it has none. A promise that rejects is dropped
 * (unless something newer took its place), so the next build tries again instead of failing the same way.
 */
export function memoPromise<K, V>(map: Map<K, Promise<V>>, key: K, make: () => Promise<V>): Promise<V> {
  const kept = map.get(key);
  if (kept) return kept;
  const made = make();
  map.set(key, made);
  made.catch(() => {
    if (map.get(key) === made) map.delete(key);
  });
  return made;
}
