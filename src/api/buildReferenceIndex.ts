// Where the references of old doc comments (`{!Belt.Array}`, `{!map}`, `{!Belt_Array.rangeBy}`) point:
// a module's page, or an item's anchor on it, in the same version's API reference.
import { createSlugRegistry, slugify, uniqueSlug } from "../markdown/slugify.ts";

/** A generated module page as the index needs it. */
export interface ReferencePage {
  /** Qualified name parts from the area root, e.g. [`Belt`, `HashMap`]. */
  readonly path: readonly string[];
  readonly route: string;
  /** The page's Markdown, whose headings give the items' anchors. */
  readonly markdown: string;
  /** The names of the page's items, each under its own `##` heading in this order. */
  readonly items: readonly string[];
}

/** Resolves a reference written in the module `from` to a route, `#anchor` included for an item. */
export type ReferenceResolver = (from: readonly string[], reference: string) => string | undefined;

/** `Null_undefined` and `NullUndefined`, `HashMap` and `hashmap` name the same module. */
const keyOf = (path: readonly string[]) => path.map((p) => p.toLowerCase().replace(/_/g, "")).join(".");

/** Indexes module pages and their items; references resolve relative to the module they are written in, then outwards to the area root. */
export function buildReferenceIndex(pages: readonly ReferencePage[]): ReferenceResolver {
  const modules = new Map<string, { route: string; anchors: ReadonlyMap<string, string> }>();
  for (const page of pages) {
    const key = keyOf(page.path);
    if (!modules.has(key)) modules.set(key, { route: page.route, anchors: itemAnchors(page.markdown, page.items) });
  }
  const find = (path: readonly string[]): string | undefined => {
    const module = modules.get(keyOf(path));
    if (module) return module.route;
    const owner = path.length > 1 ? modules.get(keyOf(path.slice(0, -1))) : undefined;
    const anchor = owner?.anchors.get(path[path.length - 1]!);
    return owner && anchor ? `${owner.route}#${anchor}` : undefined;
  };
  return (from, reference) => {
    const parts = reference
      .trim()
      .split(".")
      .map((p) => p.trim());
    if (parts.some((p) => !/^[\w']+$/.test(p))) return undefined;
    // A file name (`Belt_Array`, `Js_null_undefined`) is its area's module: `Belt.Array`.
    const [head = "", ...tail] = parts;
    const split = /^([A-Z][a-z]*)_(\w+)$/.exec(head);
    const candidates = split ? [parts, [split[1]!, split[2]!, ...tail]] : [parts];
    for (let depth = from.length; depth >= 0; depth--) {
      for (const candidate of candidates) {
        const route = find([...from.slice(0, depth), ...candidate]);
        if (route) return route;
      }
    }
    return undefined;
  };
}

/**
 * The anchor of each item on its page: the ids the page's headings get, in order (as the Markdown
 * renderer hands them out), taken at the item headings. The first of two items of one name wins.
 */
function itemAnchors(markdown: string, items: readonly string[]): Map<string, string> {
  const registry = createSlugRegistry();
  const anchors = new Map<string, string>();
  let next = 0;
  let fence = "";
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === "" || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === "" ? marker : "";
      continue;
    }
    const heading = fence === "" ? /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line) : null;
    if (!heading) continue;
    const text = heading[2]!;
    const slug = uniqueSlug(registry, slugify(text));
    if (heading[1] === "##" && text === items[next]) {
      if (!anchors.has(text)) anchors.set(text, slug);
      next++;
    }
  }
  return anchors;
}
