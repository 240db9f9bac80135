// Algolia DocSearch: the request of SPEC section 7 through the official lite client, loaded only in this mode.
import { liteClient } from "algoliasearch/lite";
import { allVersionsScope, resolveSearchScope } from "../../src/shared/search/resolveSearchScope.ts";
import type { BrowserDocSet } from "../../src/shared/BrowserDocSet.ts";
import type { SearchHierarchy, SearchHitType } from "../../src/shared/search/types.ts";
import { segmentsFromHighlight } from "./makeSnippet.ts";
import type { ClientDocSet, SearchProvider, TextSegment } from "./types.ts";

const LEVELS = ["lvl0", "lvl1", "lvl2", "lvl3", "lvl4", "lvl5", "lvl6"] as const;
const PRE = "<mark>";
const POST = "</mark>";

interface AlgoliaHit {
  readonly url?: unknown;
  readonly type?: unknown;
  readonly content?: unknown;
  readonly hierarchy?: Partial<Record<(typeof LEVELS)[number], unknown>>;
  readonly _highlightResult?: { readonly hierarchy?: Partial<Record<string, { readonly value?: unknown }>> };
  readonly _snippetResult?: {
    readonly content?: { readonly value?: unknown };
    readonly hierarchy?: Partial<Record<string, { readonly value?: unknown }>>;
  };
}

/** A provider querying the Algolia index `indexName`, filtered by the page's docs version unless searching all. */
export function createAlgoliaProvider(options: {
  appId: string;
  apiKey: string;
  indexName: string;
  docSets: readonly ClientDocSet[];
  stored: (key: string) => string | null;
}): SearchProvider {
  const client = liteClient(options.appId, options.apiKey, { timeouts: { connect: 1000, read: 2000, write: 30000 } });
  const docSets: BrowserDocSet[] = options.docSets.map((d) => ({
    id: d.id,
    title: d.title,
    base: d.base,
    latest: d.latest,
    versions: d.versions,
    storageKey: d.storageKey,
    aliases: Object.fromEntries(d.aliases.filter((a) => a === "latest").map((a) => [a, d.latest])),
  }));
  return {
    async scopes(pathname) {
      return { current: resolveSearchScope({ pathname, docSets, shards: [], stored: options.stored }), all: allVersionsScope([]) };
    },
    async search(query, scope, snippetWords) {
      const { results } = await client.search<AlgoliaHit>({
        requests: [
          {
            indexName: options.indexName,
            query,
            hitsPerPage: 20,
            attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), "content", "type", "url"],
            attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${snippetWords}`), `content:${snippetWords}`],
            snippetEllipsisText: "…",
            highlightPreTag: PRE,
            highlightPostTag: POST,
            ...(scope.version ? { facetFilters: [`version:${scope.version}`] } : {}),
          },
        ],
      });
      const first = results[0] as { hits?: AlgoliaHit[]; nbHits?: number } | undefined;
      const hits = (first?.hits ?? []).flatMap((hit) => {
        if (typeof hit.url !== "string") return [];
        const type = (typeof hit.type === "string" && /^(lvl[1-6]|content)$/.test(hit.type) ? hit.type : "content") as SearchHitType;
        const hierarchy = Object.fromEntries(
          LEVELS.map((l) => [l, typeof hit.hierarchy?.[l] === "string" ? hit.hierarchy[l] : null]),
        ) as unknown as SearchHierarchy;
        const level = type === "content" ? lowestLevel(hierarchy) : type;
        return [
          {
            url: hit.url,
            type,
            hierarchy,
            title: marked(hit._highlightResult?.hierarchy?.[level]?.value, hierarchy[level]),
            snippet: snippetOf(hit),
          },
        ];
      });
      return { hits, total: first?.nbHits ?? hits.length };
    },
    async suggest() {
      return [];
    },
  };
}

function lowestLevel(h: SearchHierarchy): (typeof LEVELS)[number] {
  return [...LEVELS].reverse().find((l) => h[l] !== null) ?? "lvl1";
}

function marked(value: unknown, fallback: string | null): TextSegment[] {
  if (typeof value === "string") return segmentsFromHighlight(value, PRE, POST);
  return fallback ? [{ text: fallback, mark: false }] : [];
}

function snippetOf(hit: AlgoliaHit): TextSegment[] {
  const value = hit._snippetResult?.content?.value;
  if (typeof value === "string") return segmentsFromHighlight(value, PRE, POST);
  return typeof hit.content === "string" ? [{ text: hit.content, mark: false }] : [];
}
