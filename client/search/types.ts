import type { SearchHierarchy, SearchHitType } from "../../src/shared/search/types.ts";
import type { SearchScope } from "../../src/shared/search/resolveSearchScope.ts";

/** A run of text, highlighted or not. Rendered as a text node, inside a `<mark>` when `mark` is set. */
export interface TextSegment {
  readonly text: string;
  readonly mark: boolean;
}

/** A hit as the modal shows it, whichever provider found it. */
export interface DisplayHit {
  /** The URL as the provider gave it (absolute for both the offline index and Algolia). */
  readonly url: string;
  readonly type: SearchHitType;
  readonly hierarchy: SearchHierarchy;
  readonly title: readonly TextSegment[];
  readonly snippet: readonly TextSegment[];
}

/** What a query returned. */
export interface ProviderResult {
  readonly hits: readonly DisplayHit[];
  readonly total: number;
}

/** A search backend: the offline index or Algolia DocSearch. */
export interface SearchProvider {
  /** The page's default scope and the all-versions scope. */
  scopes(pathname: string): Promise<{ readonly current: SearchScope; readonly all: SearchScope }>;
  search(query: string, scope: SearchScope, snippetWords: number): Promise<ProviderResult>;
  /** Up to 3 queries worth trying when `query` found nothing. */
  suggest(query: string, scope: SearchScope): Promise<readonly string[]>;
}

/** The `search` part of the page's client configuration. */
export interface ClientSearchConfig {
  readonly provider: "local" | "algolia";
  readonly appId?: string;
  readonly apiKey?: string;
  readonly indexName?: string;
  /** Recent and favorite searches are kept in local storage unless this is false. */
  readonly personalization?: boolean;
  /** Link of the no-results screen; `{query}` is replaced by the URL-encoded query. */
  readonly missingResultsUrl?: string;
}

/** A doc set as the client configuration describes it. */
export interface ClientDocSet {
  readonly base: string;
  readonly storageKey: string;
  readonly latest: string;
  readonly versions: readonly string[];
  readonly aliases: readonly string[];
  readonly title?: string;
  readonly id?: string;
}
