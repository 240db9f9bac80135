/**
 * A doc set as the browser sees it, in the search manifest (`/search/manifest.json`) and, with its alias folders
 * named only, in every page's configuration (`ClientDocSet`): where its versions live and which is the default.
 */
export interface BrowserDocSet {
  readonly id: string;
  /** Display name, e.g. `Language Manual`. */
  readonly title: string;
  /** Route prefix, e.g. `/docs/manual`. */
  readonly base: string;
  /** Local-storage key of the reader's chosen version. */
  readonly storageKey: string;
  /** The version folder `latest` stands for. */
  readonly latest: string;
  /** Version folders, newest first as configured (in the manifest: those with an index shard). */
  readonly versions: readonly string[];
  /** Alias folder -> real folder, e.g. `latest -> v11.0.0`. */
  readonly aliases: Readonly<Record<string, string>>;
}
