// Recent and favorite searches in local storage. Storage may be missing or throw (blocked site data, file:
// pages, a full quota): every access is guarded, and values read back are validated before use.

/** A hit the reader opened (recent) or starred (favorite). */
export interface StoredSearch {
  /** Same-site path plus hash; always starts with a single `/`. */
  readonly href: string;
  readonly title: string;
  readonly label: string;
}

/** Recent searches kept: 7, or 4 shown when there are favorites. */
export const MAX_RECENT = 7;
export const MAX_RECENT_WITH_FAVORITES = 4;
/** Favorites kept. */
export const MAX_FAVORITES = 10;

export const RECENT_KEY = "docsgen_search_recent";
export const FAVORITES_KEY = "docsgen_search_favorites";

/** A list of stored searches, newest first. */
export interface StoredSearches {
  all(): StoredSearch[];
  add(item: StoredSearch): void;
  remove(href: string): void;
}

/** A list under `key` holding at most `limit` items; `storage` returns null when personalization is off or storage is unavailable. */
export function createStoredSearches(storage: () => Storage | null, key: string, limit: number): StoredSearches {
  const read = (): StoredSearch[] => {
    try {
      const raw = storage()?.getItem(key);
      const value: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(value) ? value.filter(isStoredSearch).slice(0, limit) : [];
    } catch {
      return [];
    }
  };
  const write = (items: readonly StoredSearch[]) => {
    try {
      storage()?.setItem(key, JSON.stringify(items.slice(0, limit)));
    } catch {
      // Quota exceeded or storage blocked: the list simply is not remembered.
    }
  };
  return {
    all: read,
    add(item) {
      write([item, ...read().filter((i) => i.href !== item.href)]);
    },
    remove(href) {
      write(read().filter((i) => i.href !== href));
    },
  };
}

/** Local storage, or null when it is disabled or throws on access. */
export function safeLocalStorage(win: Window = window): Storage | null {
  try {
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

function isStoredSearch(value: unknown): value is StoredSearch {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v["href"] === "string" &&
    /^\/(?!\/)/.test(v["href"]) &&
    v["href"].length < 2048 &&
    !/[\\\s]/.test(v["href"]) &&
    typeof v["title"] === "string" &&
    v["title"].length <= 500 &&
    typeof v["label"] === "string" &&
    v["label"].length <= 500
  );
}
