// The titles of a shard's records, shared by the build (what the heading fields index) and the browser (the
// hierarchy a hit shows), so both read the same names from the same rows.
//
// On an API module page (a page whose `kind` is `api`) the page title is the module's qualified name
// (`Belt.Array`) and each `##` heading is one of its items: the item's record is titled with the qualified name
// (`Belt.Array.map`). A heading below an item (its docstring's `Examples`), and on any page a heading titled
// `Example(s)` or one the page repeats, is shown with its parent's name (`Belt.Array.map: Examples`).
import type { ShardPage } from "./types.ts";

/** What the rows of a shard share with the titles: page index, anchor, level, heading (null: the page title). */
export type TitledRow = readonly [page: number, anchor: unknown, level: number, heading: string | null, ...rest: unknown[]];

/** The titles of one record. */
export interface RowTitles {
  /** lvl0-lvl6 as shown: the section, the page title, then the display titles of the headings down to this row's. */
  readonly hierarchy: readonly [string | null, string | null, string | null, string | null, string | null, string | null, string | null];
  /** What the record's heading field indexes: its display title, except under an API item, where it is the heading itself. */
  readonly heading: string;
  /** The display titles above the record, page title first (what the parents field indexes). */
  readonly parents: readonly string[];
}

/** A heading that means little without the heading above it. */
const GENERIC = /^examples?$/i;

/** The titles of each row of a shard, in row order. */
export function rowTitles(pages: readonly ShardPage[], rows: readonly TitledRow[]): RowTitles[] {
  const out: RowTitles[] = [];
  let levels: (string | null)[] = [];
  let lastPage = -1;
  let repeated = new Set<string>();
  rows.forEach(([pageIndex, , level, heading], i) => {
    const page = pages[pageIndex]!;
    if (pageIndex !== lastPage) {
      levels = [page.lvl0, page.title, null, null, null, null, null];
      repeated = repeatedHeadings(rows, i, pageIndex);
    }
    lastPage = pageIndex;
    const parents = levels.slice(1, level).filter((h): h is string => h !== null);
    let own = heading ?? page.title;
    let indexed = own;
    if (heading !== null) {
      const parent = parents.at(-1);
      if (page.kind === "api" && level === 2) indexed = own = `${page.title}.${heading}`;
      else if (parent !== undefined && ((page.kind === "api" && level > 2) || GENERIC.test(heading) || repeated.has(heading))) own = `${parent}: ${heading}`;
      levels[level] = own;
    }
    for (let l = level + 1; l <= 6; l++) levels[l] = null;
    const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = levels;
    out.push({
      hierarchy: [lvl0 ?? null, lvl1 ?? null, lvl2 ?? null, lvl3 ?? null, lvl4 ?? null, lvl5 ?? null, lvl6 ?? null],
      heading: indexed,
      parents,
    });
  });
  return out;
}

/** The headings that occur more than once among the rows of the page starting at row `start`. */
function repeatedHeadings(rows: readonly TitledRow[], start: number, pageIndex: number): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (let i = start; i < rows.length && rows[i]![0] === pageIndex; i++) {
    const heading = rows[i]![3];
    if (heading === null) continue;
    if (seen.has(heading)) repeated.add(heading);
    seen.add(heading);
  }
  return repeated;
}
