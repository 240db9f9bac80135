// The offline index: /search/manifest.json, then only the pack of the reader's scope and the term files a query needs.
import { createSearchEngine, type SearchEngine } from "../../src/shared/search/createSearchEngine.ts";
import { allVersionsScope, resolveSearchScope, widenedScope } from "../../src/shared/search/resolveSearchScope.ts";
import { SEARCH_MANIFEST_PATH, type SearchHierarchy, type SearchManifest } from "../../src/shared/search/types.ts";
import { highlightText, makeSnippet } from "./makeSnippet.ts";
import type { SearchProvider } from "./types.ts";

/** A provider over the site's offline index; `stored` reads the reader's saved doc-set versions. */
export function createLocalProvider(stored: (key: string) => string | null): SearchProvider {
  let ready: Promise<{ manifest: SearchManifest; engine: SearchEngine }> | undefined;
  const load = () => {
    ready ??= fetchJson(SEARCH_MANIFEST_PATH).then((value) => {
      const manifest = value as SearchManifest;
      if (manifest?.format !== 3 || !Array.isArray(manifest.shards) || !Array.isArray(manifest.packs)) throw new Error("search manifest has an unknown format");
      return { manifest, engine: createSearchEngine(manifest, fetchJson) };
    });
    ready.catch(() => (ready = undefined));
    return ready;
  };
  return {
    async scopes(pathname) {
      const { manifest } = await load();
      const options = { pathname, docSets: manifest.docSets, shards: manifest.shards, stored };
      const current = resolveSearchScope(options);
      return { current, all: allVersionsScope(manifest.shards), widened: widenedScope(current, options) };
    },
    async search(query, scope, snippetWords) {
      const { engine } = await load();
      const { hits, total } = await engine.search(query, scope.shardIds, scope.secondary ? { secondary: scope.secondary } : {});
      return {
        total,
        hits: hits.map(({ record, terms }) => {
          const own = record.anchor === null ? record.hierarchy.lvl1 : record.hierarchy[record.type as keyof SearchHierarchy];
          return {
            url: record.url,
            type: record.type,
            hierarchy: record.hierarchy,
            title: highlightText(own ?? record.hierarchy.lvl1 ?? "", terms),
            snippet: makeSnippet(record.content ?? "", terms, snippetWords),
          };
        }),
      };
    },
    async suggest(query, scope) {
      const { engine } = await load();
      return engine.suggest(query, scope.shardIds);
    },
  };
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}
