// The contract between the build and the browser: the site data every page embeds as
// <script type="application/json" id="docsgen-config">. The build writes a ClientConfig
// (src/render/renderSiteFiles.ts); client/readConfig.ts reads it back, tolerating anything malformed.

import type { BrowserDocSet } from "./BrowserDocSet.ts";

/** Id of the script element holding the configuration. */
export const CLIENT_CONFIG_ID = "docsgen-config";

/** A doc set as every page's configuration gives it: the search manifest's doc set with its alias folders (`latest`, `next`) named only. */
export type ClientDocSet = Omit<BrowserDocSet, "aliases"> & { readonly aliases: readonly string[] };

/** The `search` part of the configuration. */
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

/** The embedded configuration: every behaviour and the search modal read it through readConfig. */
export interface ClientConfig {
  readonly playgroundPath: string;
  readonly search: ClientSearchConfig;
  readonly docSets: readonly ClientDocSet[];
}
