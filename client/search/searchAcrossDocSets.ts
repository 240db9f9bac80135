// One query in the reader's scope and, unless searching all versions, over the other doc sets too (at the
// reader's versions): their hits that outrank everything of the current doc set are shown in a group of their own.
import { MAX_PER_GROUP, reduceHitUrl } from "./groupHits.ts";
import type { DisplayHit, SearchProvider } from "./types.ts";

/** At most this many hits of other doc sets are shown beside hits of the current one. */
export const MAX_ELSEWHERE = 3;

/** The page's scopes, as the provider gives them. */
export type SearchScopes = Awaited<ReturnType<SearchProvider["scopes"]>>;

/** What a query found. */
export interface QueryHits {
  /** The hits in the scope searched. */
  readonly hits: readonly DisplayHit[];
  /** The other doc sets' hits that rank above every hit of the current doc set. */
  readonly others: readonly DisplayHit[];
  /** The paths of the widened search's hits, best first: where the others go among the groups. */
  readonly ranking: readonly string[];
}

/** Searches `query` in the page's scope (all versions when `allVersions`) and, beside it, in the widened scope. */
export async function searchAcrossDocSets(
  provider: SearchProvider,
  query: string,
  scopes: SearchScopes,
  allVersions: boolean,
  words: number,
): Promise<QueryHits> {
  const wide = !allVersions && scopes.widened && scopes.current.prefix ? scopes.widened : undefined;
  const [result, widened] = await Promise.all([
    provider.search(query, allVersions ? scopes.all : scopes.current, words),
    wide ? provider.search(query, wide, words) : undefined,
  ]);
  if (!widened) return { hits: result.hits, others: [], ranking: [] };
  const prefix = scopes.current.prefix!;
  const docSetBase = prefix.slice(0, prefix.lastIndexOf("/") + 1);
  const pathOf = (url: string) => reduceHitUrl(url) ?? "";
  const isOther = (url: string) => pathOf(url).startsWith("/docs/") && !pathOf(url).startsWith(docSetBase);
  const firstOwn = widened.hits.findIndex((h) => pathOf(h.url).startsWith(`${prefix}/`));
  const others = widened.hits.filter((h, i) => isOther(h.url) && (firstOwn === -1 || i < firstOwn)).slice(0, firstOwn === -1 ? MAX_PER_GROUP : MAX_ELSEWHERE);
  return { hits: result.hits, others, ranking: widened.hits.map((h) => pathOf(h.url)) };
}
