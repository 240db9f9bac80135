// Highlighting and snippets as text segments: the modal turns them into text nodes and `<mark>` elements it
// creates itself, so titles, content and queries are only ever shown as text.
import { matchRanges, snippetWindow } from "../../src/shared/search/snippetWindow.ts";
import type { TextSegment } from "./types.ts";

/** Snippet length in words: 10, or 5 on screens up to 768 px wide. */
export function snippetWordsFor(narrow: boolean): number {
  return narrow ? 5 : 10;
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

/**
 * A window of `words` words of `text` around the first match (the start when none), ellipses where cut (or where a
 * stored window says its section goes on), matches marked.
 */
export function makeSnippet(text: string, terms: readonly string[], words: number): TextSegment[] {
  return highlightText(snippetWindow(text, terms, words), terms);
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
