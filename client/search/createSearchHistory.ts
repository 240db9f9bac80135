// The reader's recent and favorite searches: kept in local storage only while personalization is on.
import {
  createStoredSearches,
  FAVORITES_KEY,
  MAX_FAVORITES,
  MAX_RECENT,
  MAX_RECENT_WITH_FAVORITES,
  RECENT_KEY,
  safeLocalStorage,
  type StoredSearch,
} from "./searchStorage.ts";

/** The two lists, and whether they are kept at all. */
export interface SearchHistory {
  readonly personalization: boolean;
  /** What the start screen lists: the favorites, and fewer recent searches when there are favorites. */
  shown(): { recent: StoredSearch[]; favorites: StoredSearch[] };
  /** Keeps an opened hit as a recent search, unless it is a favorite already. */
  remember(item: StoredSearch): void;
  /** Moves a recent search to the favorites. */
  favorite(item: StoredSearch): void;
  remove(list: "recent" | "favorite", item: StoredSearch): void;
}

/** The lists of this page's window; with `personalization` off they read empty and keep nothing. */
export function createSearchHistory(doc: Document, personalization: boolean): SearchHistory {
  const storage = () => (personalization ? safeLocalStorage(doc.defaultView ?? window) : null);
  const favorites = createStoredSearches(storage, FAVORITES_KEY, MAX_FAVORITES);
  const recents = createStoredSearches(storage, RECENT_KEY, MAX_RECENT);
  return {
    personalization,
    shown() {
      const favs = favorites.all();
      return { recent: recents.all().slice(0, favs.length > 0 ? MAX_RECENT_WITH_FAVORITES : MAX_RECENT), favorites: favs };
    },
    remember(item) {
      if (!favorites.all().some((f) => f.href === item.href)) recents.add(item);
    },
    favorite(item) {
      recents.remove(item.href);
      favorites.add(item);
    },
    remove(list, item) {
      (list === "favorite" ? favorites : recents).remove(item.href);
    },
  };
}
