// Where a query reads: the packs of a scope (each shard read from one of them) and the term files of its keys.
import { type SearchManifest, type SearchPackMeta, termFilePath } from "./types.ts";

/** The packs a scope reads, and which pack each of its shards is read from. */
export interface ScopePlan {
  readonly packs: readonly string[];
  readonly shards: readonly { readonly id: string; readonly pack: string }[];
}

/**
 * Which packs a scope reads: for each of its shards in order, a pack already chosen that holds it, else the pack of
 * that shard (a doc-set version's own), else the first that holds it; versioned shards are placed first, so the
 * unversioned ones come from their pack.
 */
export function planScope(manifest: SearchManifest, shardIds: readonly string[]): ScopePlan {
  const chosen: string[] = [];
  const packFor = new Map<string, string>();
  const versioned = new Set(manifest.shards.filter((s) => s.docSet).map((s) => s.id));
  const order = [...shardIds.filter((id) => versioned.has(id)), ...shardIds.filter((id) => !versioned.has(id))];
  for (const id of order) {
    const holds = (packId: string) => manifest.packs.find((p) => p.id === packId)?.shards.includes(id) ?? false;
    const pack = chosen.find(holds) ?? manifest.packs.find((p) => p.id === id)?.id ?? manifest.packs.find((p) => p.shards.includes(id))?.id;
    if (pack === undefined) throw new Error(`unknown search shard ${id}`);
    if (!chosen.includes(pack)) chosen.push(pack);
    packFor.set(id, pack);
  }
  return { packs: chosen, shards: shardIds.map((id) => ({ id, pack: packFor.get(id)! })) };
}

/** The paths of the term files of a pack that hold `keys` (keys the pack has no terms of need none), sorted. */
export function termFilePaths(meta: SearchPackMeta, keys: readonly string[]): string[] {
  const out = new Set<string>();
  for (const key of keys) {
    if (!hasKey(meta.keys, key)) continue;
    out.add(termFilePath(meta.folder, lastAtMost(meta.files, key), meta.hash));
  }
  return [...out].sort();
}

/** Whether the sorted `keys` hold `key`. */
function hasKey(keys: readonly string[], key: string): boolean {
  const i = lastAtMost(keys, key);
  return i >= 0 && keys[i] === key;
}

/** The index of the last of the sorted `list` that is at most `key` (-1 when none is). */
function lastAtMost(list: readonly string[], key: string): number {
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! <= key) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
