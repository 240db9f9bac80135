// The one memo of build and serve: every value kept between builds is found by its kind and a key that is
// everything it is made from (a hash or the exact settings), so an input that changes gives a new key and the
// old value is never used again: nothing is invalidated by hand. What a kind no longer needs is dropped by
// `retain` (the keys the latest build used) or by the kind's limit (the most recently used keys).

/** Values by kind and key. */
export interface Memo {
  /** `kind`'s value for `key`, made by `make` the first time. A promise that rejects is dropped, so the next call makes it again. */
  get<T>(kind: MemoKind, key: string, make: () => T): T;
  /** `kind`'s value for `key`, if one is kept. */
  peek<T>(kind: MemoKind, key: string): T | undefined;
  /** Keeps `value` as `kind`'s value for `key` (for stages that make many values in one batch). */
  set<T>(kind: MemoKind, key: string, value: T): void;
  /** Drops every value of `kind` whose key is not in `live`. */
  retain(kind: MemoKind, live: ReadonlySet<string>): void;
  /** Every value of `kind` by key, as kept now (for stages that look many up at once). */
  view<T>(kind: MemoKind): ReadonlyMap<string, T>;
}

/**
 * The kinds of value kept, each with the most keys it keeps (least recently used dropped first): inputs that
 * only ever have one current state keep one, per-item values are trimmed with `retain` after each build.
 */
export const MEMO_KINDS = {
  /** site.json validated, by its text. */
  siteConfig: 1,
  /** A prepared compiler, by its whole configuration. */
  toolchain: 64,
  /** A compiler's warnings and build schema, by the prepared compiler's key. */
  compilerReference: 64,
  /** A content file as read (its text), by its path and status (inode, size, modification and change times). */
  source: Number.POSITIVE_INFINITY,
  /** A file of public/ as read (its bytes), by its real path and status. */
  publicFile: Number.POSITIVE_INFINITY,
  /** The client bundle and the templates module, by a stamp of their source files. */
  bundle: 1,
  /** The generated API sources, by their settings, compilers and the hand-written pages they yield to. */
  api: 1,
  /** A cache file whose values were read into their kind (the examples' outcomes, JS Output blocks), by its kind and folder. */
  cacheFileRead: 8,
  /** The parse cache file, by cache folder and engine build. */
  parseCacheFile: 1,
  /** A page's parse result, by a hash of its source and the parse settings. */
  parse: Number.POSITIVE_INFINITY,
  /** An example's compile outcome, by a hash of the compiler's key and the example. */
  exampleOutcome: Number.POSITIVE_INFINITY,
  /** A generated JS Output block's HTML, by a hash of its JavaScript. */
  jsOutputHtml: Number.POSITIVE_INFINITY,
  /** A page's link check with the anchors it read, by its source, route and the site's routes and files (see checkLinksOnce). */
  linkCheck: Number.POSITIVE_INFINITY,
  /** A chapter of a printable page: its rewritten HTML by its place, by the page's HTML (see chapterHtmlOnce). */
  chapterHtml: Number.POSITIVE_INFINITY,
  /** A page's HTML with its example slots filled, with the parts it was joined from, by its parsed HTML (see filledHtmlOnce). */
  filledHtml: Number.POSITIVE_INFINITY,
  /** A page's rendered HTML, by its fingerprint (every input of the render). */
  render: Number.POSITIVE_INFINITY,
  /** A page body's hash, by the body text. */
  bodyHash: Number.POSITIVE_INFINITY,
} as const;

export type MemoKind = keyof typeof MEMO_KINDS;

/** An empty memo. */
export function createMemo(): Memo {
  const tables = new Map<MemoKind, Map<string, unknown>>();
  const tableOf = (kind: MemoKind) => {
    let table = tables.get(kind);
    if (!table) tables.set(kind, (table = new Map()));
    return table;
  };
  const keep = (kind: MemoKind, key: string, value: unknown) => {
    const table = tableOf(kind);
    table.delete(key); // re-inserted last: the most recently used
    table.set(key, value);
    for (const old of table.keys()) {
      if (table.size <= MEMO_KINDS[kind]) break;
      table.delete(old);
    }
  };
  return {
    get<T>(kind: MemoKind, key: string, make: () => T): T {
      const table = tableOf(kind);
      if (table.has(key)) {
        const kept = table.get(key) as T;
        keep(kind, key, kept);
        return kept;
      }
      const made = make();
      keep(kind, key, made);
      if (made instanceof Promise)
        made.catch(() => {
          if (table.get(key) === made) table.delete(key);
        });
      return made;
    },
    peek<T>(kind: MemoKind, key: string): T | undefined {
      return tableOf(kind).get(key) as T | undefined;
    },
    set<T>(kind: MemoKind, key: string, value: T): void {
      keep(kind, key, value);
    },
    retain(kind: MemoKind, live: ReadonlySet<string>): void {
      const table = tableOf(kind);
      for (const key of table.keys()) if (!live.has(key)) table.delete(key);
    },
    view<T>(kind: MemoKind): ReadonlyMap<string, T> {
      return tableOf(kind) as Map<string, T>;
    },
  };
}
