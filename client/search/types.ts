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
  /** The page's default scope, the all-versions scope, and optionally the default scope widened by the other doc sets. */
  scopes(pathname: string): Promise<{ readonly current: SearchScope; readonly all: SearchScope; readonly widened?: SearchScope }>;
  search(query: string, scope: SearchScope, snippetWords: number): Promise<ProviderResult>;
  /** Up to 3 queries worth trying when `query` found nothing. */
  suggest(query: string, scope: SearchScope): Promise<readonly string[]>;
}

export type { ClientDocSet, ClientSearchConfig } from "../readConfig.ts";
