import { isReservedId } from "../shared/reservedIds.ts";

// Heading ids: GitHub-style slugs, made unique per page in linear time.

/** Lowercases, keeps letters, digits, spaces, `-` and `_`, and joins words with `-`; `section` if nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
  return slug === "" ? "section" : slug;
}

/** Hands out unique slugs: `a`, `a-1`, `a-2`... Each call is amortised O(1), unlike a rescan per heading. */
export interface SlugRegistry {
  readonly used: Set<string>;
  readonly nextSuffix: Map<string, number>;
}

/** A registry for one page. */
export function createSlugRegistry(): SlugRegistry {
  return { used: new Set(), nextSuffix: new Map() };
}

/**
 * Returns `base`, or `base-N` with the smallest free N from where the last search for this base stopped. Ids
 * of the page layout are never handed out (`main` becomes `main-1`), nor the engine's `docsgen-*` namespace
 * (`docsgen-config` becomes `h-docsgen-config`).
 */
export function uniqueSlug(registry: SlugRegistry, wanted: string): string {
  const base = wanted.startsWith("docsgen-") ? `h-${wanted}` : wanted;
  if (!registry.used.has(base) && !isReservedId(base)) {
    registry.used.add(base);
    return base;
  }
  let n = registry.nextSuffix.get(base) ?? 1;
  while (registry.used.has(`${base}-${n}`) || isReservedId(`${base}-${n}`)) n++;
  const slug = `${base}-${n}`;
  registry.nextSuffix.set(base, n + 1);
  registry.used.add(slug);
  return slug;
}
