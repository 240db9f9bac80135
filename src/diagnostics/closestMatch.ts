import { distance } from "fastest-levenshtein";

/**
 * The candidate nearest to `name` in edit distance, if it is within max(2, a third of the name's length)
 * edits (the first of equally near ones): the "did you mean" of diagnostics.
 */
export function closestMatch(name: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = distance(name, candidate);
    if (score <= Math.max(2, name.length / 3) && (!best || score < best.score)) best = { candidate, score };
  }
  return best?.candidate;
}

/** "did you mean `x`?" for a misspelt name among known ones (one differing only in case first), or undefined. */
export function didYouMean(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const near = candidates.find((c) => c.toLowerCase() === lower) ?? closestMatch(name, candidates);
  return near === undefined || near === name ? undefined : `did you mean \`${near}\`?`;
}
