// The site data the build embeds in every page as <script type="application/json" id="docsgen-config">.

/** A documentation set as the client sees it: where it lives, its storage key and its versions. */
export interface ClientDocSet {
  readonly base: string;
  readonly storageKey: string;
  readonly latest: string;
  readonly versions: readonly string[];
  /** Alias folders (`latest`, `next`). */
  readonly aliases: readonly string[];
  readonly title?: string;
  readonly id?: string;
}

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
  readonly docSets: readonly ClientDocSet[];
  readonly search: ClientSearchConfig;
}

const EMPTY: ClientConfig = { playgroundPath: "/try", docSets: [], search: { provider: "local" } };

const isString = (v: unknown): v is string => typeof v === "string";

/** Reads and validates the embedded configuration; an absent or malformed one yields no doc sets. */
export function readConfig(doc: Document = document): ClientConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(doc.getElementById("docsgen-config")?.textContent ?? "null");
  } catch {
    return EMPTY;
  }
  if (typeof raw !== "object" || raw === null) return EMPTY;
  const { playgroundPath, docSets, search } = raw as Record<string, unknown>;
  const sets: ClientDocSet[] = [];
  for (const d of Array.isArray(docSets) ? (docSets as unknown[]) : []) {
    if (typeof d !== "object" || d === null) continue;
    const { base, storageKey, latest, versions, aliases, title, id } = d as Record<string, unknown>;
    if (!isString(base) || !isString(storageKey) || !isString(latest) || !Array.isArray(versions)) continue;
    sets.push({
      base,
      storageKey,
      latest,
      versions: versions.filter(isString),
      aliases: Array.isArray(aliases) ? aliases.filter(isString) : [],
      ...(isString(title) ? { title } : {}),
      ...(isString(id) ? { id } : {}),
    });
  }
  const searchConfig =
    typeof search === "object" && search !== null && (search as { provider?: unknown }).provider === "algolia"
      ? (search as ClientSearchConfig)
      : { ...(typeof search === "object" && search !== null ? (search as ClientSearchConfig) : {}), provider: "local" as const };
  return { playgroundPath: isString(playgroundPath) ? playgroundPath : EMPTY.playgroundPath, docSets: sets, search: searchConfig };
}
