// Highlighting and snippets as text segments: the modal turns them into text nodes and `<mark>` elements it
// creates itself, so titles, content and queries are only ever shown as text.
import type { TextSegment } from "./types.ts";

/** Snippet length in words: 10, or 5 on screens up to 768 px wide. */
export function snippetWordsFor(narrow: boolean): number {
  return narrow ? 5 : 10;
}

/** Ranges of `text` where a term starts at a word boundary (words) or anywhere (code tokens such as `->`). */
function matchRanges(text: string, terms: readonly string[]): [number, number][] {
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

/** `text` cut into segments, the occurrences of `terms` (lower-case) marked. */
export function highlightText(text: string, terms: readonly string[]): TextSegment[] {
  const out: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) out.push({ text: text.slice(at, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), mark: false });
  return out.filter((s) => s.text !== "");
}

/** A window of `words` words of `text` around the first match (the start when none), ellipses where cut, matches marked. */
export function makeSnippet(text: string, terms: readonly string[], words: number): TextSegment[] {
  const all = text.split(/\s+/).filter(Boolean);
  if (all.length === 0) return [];
  const first = all.findIndex((w) => matchRanges(w, terms).length > 0);
  const start = first <= 0 ? 0 : Math.max(0, Math.min(first - Math.floor((words - 1) / 2), all.length - words));
  const end = Math.min(all.length, start + words);
  const window = (start > 0 ? "… " : "") + all.slice(start, end).join(" ") + (end < all.length ? " …" : "");
  return highlightText(window, terms);
}

/** Segments of an Algolia highlight or snippet value: text between the pre/post tags is marked, and nothing is parsed as HTML. */
export function segmentsFromHighlight(value: string, preTag: string, postTag: string): TextSegment[] {
  const out: TextSegment[] = [];
  let rest = value;
  while (rest !== "") {
    const open = rest.indexOf(preTag);
    if (open === -1) break;
    const close = rest.indexOf(postTag, open + preTag.length);
    if (close === -1) break;
    if (open > 0) out.push({ text: decode(rest.slice(0, open)), mark: false });
    out.push({ text: decode(rest.slice(open + preTag.length, close)), mark: true });
    rest = rest.slice(close + postTag.length);
  }
  if (rest !== "") out.push({ text: decode(rest), mark: false });
  return out.filter((s) => s.text !== "");
}

/** Algolia escapes `<`, `>`, `&` and quotes in highlight values; shown as text, they are decoded back. */
function decode(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|#39|#x27);/g, (_m, e: string) => ({ lt: "<", gt: ">", amp: "&", quot: '"', "#39": "'", "#x27": "'" })[e] ?? "");
}
