// Which words of a section a snippet shows: the build cuts each stored window with it (the words around a term's
// first match) and the modal cuts a stored window again for narrow screens, so both pick words the same way.

/** Words of a stored snippet window: 10, the longest snippet the modal shows. */
export const WINDOW_WORDS = 10;

/** The mark of words left out before or after a window. */
export const ELLIPSIS = "…";

/** Ranges of `text` where a term starts at a word boundary (words) or anywhere (code tokens such as `->`). */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (term === "") continue;
    const wordStart = /^[\p{L}\p{N}_]/u.test(term);
    for (let i = lower.indexOf(term); i !== -1; i = lower.indexOf(term, i + 1)) {
      if (wordStart && i > 0 && /[\p{L}\p{N}_]/u.test(lower[i - 1]!)) continue;
      ranges.push([i, i + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** A text's words; a leading or trailing `…` (a stored window's) says that the text goes on there. */
export function wordsOf(text: string): { words: string[]; before: boolean; after: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const before = words.length > 1 && words[0] === ELLIPSIS;
  if (before) words.shift();
  const after = words.length > 1 && words.at(-1) === ELLIPSIS;
  if (after) words.pop();
  return { words, before, after };
}

/** The index of the first word that matches one of `terms`, or -1. */
export function firstMatch(words: readonly string[], terms: readonly string[]): number {
  return words.findIndex((w) => matchRanges(w, terms).length > 0);
}

/**
 * `size` words of `words` around word `first` (the start when it is -1 or 0), with `…` where words are left out
 * (or, per `before` and `after`, where the text they come from went on).
 */
export function windowText(words: readonly string[], first: number, size: number, before = false, after = false): string {
  if (words.length === 0) return "";
  const start = first <= 0 ? 0 : Math.max(0, Math.min(first - Math.floor((size - 1) / 2), words.length - size));
  const end = Math.min(words.length, start + size);
  return (start > 0 || before ? `${ELLIPSIS} ` : "") + words.slice(start, end).join(" ") + (end < words.length || after ? ` ${ELLIPSIS}` : "");
}

/** `size` words of `text` around the first match of `terms` (the start when none), with `…` where cut. */
export function snippetWindow(text: string, terms: readonly string[], size: number): string {
  const { words, before, after } = wordsOf(text);
  return windowText(words, firstMatch(words, terms), size, before, after);
}
