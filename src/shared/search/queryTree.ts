// What a query asks of the index: the MiniSearch query tree of its terms, the keys of the term files they need, and
// the typo lookup. Every rule depends on the query alone, never on what other queries fetched before, so a query
// typed key by key finds what it finds typed at once.
import type { Query } from "minisearch";
import { BODY_FIELDS, isShortTerm, termKeyOf, TITLE_FIELDS } from "./searchIndexOptions.ts";
import type { QueryTerm } from "./tokenizeSearchText.ts";

/** A typo match weighs this much of an exact one. */
const TYPO_WEIGHT = 0.5;
/** Shortest word that is looked up with one edit. */
export const TYPO_MIN_LENGTH = 5;

/** The terms a query term matches exactly or by prefix: itself and its alternatives (`let?` is `let?` or `let`). */
function termsOf(t: QueryTerm): string[] {
  return [t.term, ...t.alternatives];
}

/** The keys of the term files a query needs: one per term that is not short (short terms come with the pack). */
export function keysOf(terms: readonly QueryTerm[]): string[] {
  return [
    ...new Set(
      terms
        .flatMap(termsOf)
        .filter((t) => !isShortTerm(t))
        .map(termKeyOf),
    ),
  ];
}

/**
 * Query tree: every term must match (AND) or any (OR). A term of three or more characters matches by prefix; a
 * short one (`a`, `if`, `->`) matches whole in the body and by prefix in the titles (a first letter typed finds
 * titles, not every word of the site). `let?` is `let?` or `let`. With `typos`, a word that has some also matches
 * those terms, exactly and with less weight.
 */
export function toQuery(terms: readonly QueryTerm[], combineWith: "AND" | "OR", typos?: ReadonlyMap<string, readonly string[]>): Query {
  return {
    combineWith,
    queries: terms.map((t): Query => {
      if (t.alternatives.length > 0) return { combineWith: "OR", queries: termsOf(t), prefix: false, fuzzy: false };
      if (isShortTerm(t.term))
        return {
          combineWith: "OR",
          queries: [
            { queries: [t.term], prefix: false, fuzzy: false, fields: [...BODY_FIELDS] },
            { queries: [t.term], prefix: true, fuzzy: false, fields: [...TITLE_FIELDS] },
          ],
        };
      const near = typos?.get(t.term);
      const own: Query = { queries: [t.term], prefix: true, fuzzy: false };
      if (!near || near.length === 0) return own;
      return { combineWith: "OR", queries: [own, { queries: [...near], prefix: false, fuzzy: false, boostTerm: () => TYPO_WEIGHT }] };
    }),
  };
}

/** The words of a query that are looked up with one edit: 5+ letters, no alternatives. */
export function typoWords(terms: readonly QueryTerm[]): string[] {
  return terms
    .filter((t) => t.kind === "word" && t.alternatives.length === 0 && t.term.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(t.term))
    .map((t) => t.term);
}

/**
 * The keys of the terms one edit away from `word` that a typo lookup reads (isOneEditAway keeps the first letter):
 * its own, and those of the word with its second or third letter left out or swapped with the next.
 */
export function typoKeysOf(word: string): string[] {
  const w = [...word];
  const without = (i: number) => [...w.slice(0, i), ...w.slice(i + 1)].join("");
  const swapped = (i: number) => [...w.slice(0, i), w[i + 1]!, w[i]!, ...w.slice(i + 2)].join("");
  return [...new Set([word, without(1), without(2), swapped(1), swapped(2)].map(termKeyOf))];
}

/** Whether `b` is `a` with one letter inserted, deleted or replaced, or two neighbouring letters swapped (not the first). */
export function isOneEditAway(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  let i = 1;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
