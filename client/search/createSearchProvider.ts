// The search backend the site's configuration names, loaded with import() on first use: the offline index
// by default, Algolia DocSearch when it is configured with an app id, a key and an index.
import type { ClientConfig } from "../readConfig.ts";
import { safeLocalStorage } from "./searchStorage.ts";
import type { SearchProvider } from "./types.ts";

/** The configured provider; the Algolia client is imported only in Algolia mode. */
export function createSearchProvider(doc: Document, config: ClientConfig): SearchProvider {
  const stored = (key: string) => readStored(doc, key);
  const { search } = config;
  if (search.provider === "algolia" && search.appId && search.apiKey && search.indexName) {
    const options = { appId: search.appId, apiKey: search.apiKey, indexName: search.indexName, docSets: config.docSets, stored };
    let loaded: Promise<SearchProvider> | undefined;
    return loadedOnUse(() => {
      loaded ??= import("./algoliaProvider.ts").then((m) => m.createAlgoliaProvider(options));
      // A failed load is tried again on the next call.
      loaded.catch(() => (loaded = undefined));
      return loaded;
    });
  }
  let local: Promise<SearchProvider> | undefined;
  return loadedOnUse(() => (local ??= import("./localProvider.ts").then((m) => m.createLocalProvider(stored))));
}

/** A provider that loads the real one (`load`) on its first call. */
function loadedOnUse(load: () => Promise<SearchProvider>): SearchProvider {
  return {
    scopes: (pathname) => load().then((p) => p.scopes(pathname)),
    search: (query, scope, words) => load().then((p) => p.search(query, scope, words)),
    suggest: (query, scope) => load().then((p) => p.suggest(query, scope)),
  };
}

/**
 * A value of local storage, null when it is missing or storage throws. Read whether or not personalization is
 * on: the reader's doc-set versions (manual_version...) belong to the version selector, not to search personalization.
 */
function readStored(doc: Document, key: string): string | null {
  try {
    return safeLocalStorage(doc.defaultView ?? window)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
