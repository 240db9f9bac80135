// The site data the build embeds in every page as <script type="application/json" id="docsgen-config">.

/** A documentation set as the client sees it: where it lives, its storage key and its versions. */
export interface ClientDocSet {
  readonly base: string;
  readonly storageKey: string;
  readonly latest: string;
  readonly versions: readonly string[];
}

/** The parts of the embedded configuration the behaviours use. */
export interface ClientConfig {
  readonly playgroundPath: string;
  readonly docSets: readonly ClientDocSet[];
}

const EMPTY: ClientConfig = { playgroundPath: "/try", docSets: [] };

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
  const { playgroundPath, docSets } = raw as Record<string, unknown>;
  const sets: ClientDocSet[] = [];
  for (const d of Array.isArray(docSets) ? (docSets as unknown[]) : []) {
    if (typeof d !== "object" || d === null) continue;
    const { base, storageKey, latest, versions } = d as Record<string, unknown>;
    if (!isString(base) || !isString(storageKey) || !isString(latest) || !Array.isArray(versions)) continue;
    sets.push({ base, storageKey, latest, versions: versions.filter(isString) });
  }
  return { playgroundPath: isString(playgroundPath) ? playgroundPath : EMPTY.playgroundPath, docSets: sets };
}
