// Reads the site data the build embeds in every page (src/shared/clientConfig.ts has the contract).
import { CLIENT_CONFIG_ID, type ClientConfig, type ClientDocSet, type ClientSearchConfig } from "../src/shared/clientConfig.ts";

export type { ClientConfig, ClientDocSet, ClientSearchConfig };

const EMPTY: ClientConfig = { playgroundPath: "/try", docSets: [], search: { provider: "local" } };

const isString = (v: unknown): v is string => typeof v === "string";

/**
 * Reads and validates the embedded configuration; an absent or malformed one yields no doc sets. It is read
 * from the head only: an element of the page's content with the same id (DOM clobbering) is never taken.
 */
export function readConfig(doc: Document = document): ClientConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(doc.head?.querySelector(`script#${CLIENT_CONFIG_ID}[type="application/json"]`)?.textContent ?? "null");
  } catch {
    return EMPTY;
  }
  if (typeof raw !== "object" || raw === null) return EMPTY;
  const { playgroundPath, docSets, search } = raw as Record<string, unknown>;
  const sets: ClientDocSet[] = [];
  for (const [i, d] of (Array.isArray(docSets) ? (docSets as unknown[]) : []).entries()) {
    if (typeof d !== "object" || d === null) continue;
    const { base, storageKey, latest, versions, aliases, title, id } = d as Record<string, unknown>;
    if (!isString(base) || !isString(storageKey) || !isString(latest) || !Array.isArray(versions)) continue;
    sets.push({
      id: isString(id) ? id : `docs${i}`,
      title: isString(title) ? title : base,
      base,
      storageKey,
      latest,
      versions: versions.filter(isString),
      aliases: Array.isArray(aliases) ? aliases.filter(isString) : [],
    });
  }
  const searchConfig =
    typeof search === "object" && search !== null && (search as { provider?: unknown }).provider === "algolia"
      ? (search as ClientSearchConfig)
      : { ...(typeof search === "object" && search !== null ? (search as ClientSearchConfig) : {}), provider: "local" as const };
  return { playgroundPath: isString(playgroundPath) ? playgroundPath : EMPTY.playgroundPath, docSets: sets, search: searchConfig };
}
