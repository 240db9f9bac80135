// Which shards a query searches by default: the current page's doc-set version (or, off the docs, the reader's
// stored or the latest manual version) plus every unversioned shard; or everything.
import { isUnder } from "../isUnder.ts";
import type { BrowserDocSet } from "../BrowserDocSet.ts";

/** What a query searches: shard ids, and the doc-set version shown in the filter (absent: all versions). */
export interface SearchScope {
  readonly shardIds: readonly string[];
  /** `Language Manual v11.0.0`; absent when searching all versions. */
  readonly label?: string;
  /** The version facet value (`v11.0.0`) for Algolia; absent when searching all versions. */
  readonly version?: string;
  /** The route prefix of that doc-set version (`/docs/manual/v11.0.0`): hits under it are "in the current docs". */
  readonly prefix?: string;
  /** Shards of other doc sets than the page's (a widened scope's additions), ranked a little below the page's own. */
  readonly secondary?: readonly string[];
}

/** The shard id of a doc-set version. */
export function shardIdOf(docSet: string, version: string): string {
  return `${docSet}-${version}`;
}

/**
 * The default scope of a page: its doc set's version when the path is under a doc set (an alias folder such
 * as `latest` resolved), otherwise the first doc set's version from `stored(storageKey)` when valid, or its
 * latest. Unversioned shards (blog, community, syntax lookup, pages) are always included.
 */
export function resolveSearchScope(options: {
  readonly pathname: string;
  readonly docSets: readonly BrowserDocSet[];
  /** Every shard id with, for versioned ones, its doc set. */
  readonly shards: readonly { readonly id: string; readonly docSet?: string }[];
  readonly stored?: (key: string) => string | null | undefined;
}): SearchScope {
  const { pathname, docSets, shards } = options;
  const unversioned = shards.filter((s) => !s.docSet).map((s) => s.id);
  const current = docSets.find((d) => isUnder(pathname, d.base));
  const docSet = current ?? docSets[0];
  if (!docSet) return { shardIds: unversioned };
  const valid = (v: string | null | undefined): string | undefined => {
    if (typeof v !== "string") return undefined;
    const real = Object.hasOwn(docSet.aliases, v) ? docSet.aliases[v]! : v;
    return docSet.versions.includes(real) ? real : undefined;
  };
  const folder = current ? pathname.slice(docSet.base.length + 1).split("/")[0] : undefined;
  const version = valid(folder) ?? valid(safeStored(options.stored, docSet.storageKey)) ?? valid(docSet.latest) ?? docSet.versions[0];
  if (!version) return { shardIds: unversioned };
  const id = shardIdOf(docSet.id, version);
  return {
    shardIds: [...(shards.some((s) => s.id === id) ? [id] : []), ...unversioned],
    label: `${docSet.title} ${version}`,
    version,
    prefix: `${docSet.base}/${version}`,
  };
}

/**
 * The current scope widened by the other doc sets at the reader's versions (e.g. the React docs at the
 * stored react_version while reading the manual): what a query also looks at for "in other docs" hits.
 */
export function widenedScope(current: SearchScope, options: Parameters<typeof resolveSearchScope>[0]): SearchScope {
  const base = current.prefix?.slice(0, current.prefix.lastIndexOf("/"));
  const extra = options.docSets
    .filter((d) => d.base !== base)
    .map((d) => resolveSearchScope({ ...options, pathname: `${d.base}/`, docSets: [d] }))
    .flatMap((scope) => (scope.version !== undefined ? scope.shardIds.slice(0, 1) : []));
  const secondary = extra.filter((id) => !current.shardIds.includes(id));
  return { ...current, shardIds: [...current.shardIds, ...secondary], ...(secondary.length > 0 ? { secondary } : {}) };
}

/** Every shard. */
export function allVersionsScope(shards: readonly { readonly id: string }[]): SearchScope {
  return { shardIds: shards.map((s) => s.id) };
}

function safeStored(stored: ((key: string) => string | null | undefined) | undefined, key: string): string | null | undefined {
  try {
    return stored?.(key);
  } catch {
    return undefined;
  }
}
