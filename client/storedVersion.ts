import type { ClientDocSet } from "./readConfig.ts";
import { readStorage } from "./readStorage.ts";

/**
 * The version a reader last chose for a doc set, or its latest. A stored value is used only when it is exactly
 * one of the configured versions, so hostile values (`javascript:…`, `//evil.example`, huge strings) never reach a URL.
 */
export function storedVersion(docSet: ClientDocSet): string {
  const stored = readStorage(docSet.storageKey);
  return stored !== null && docSet.versions.includes(stored) ? stored : docSet.latest;
}
