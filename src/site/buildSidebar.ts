import { jsonPlaces, parseJsonWithPlace } from "../config/jsonPlace.ts";
import type { SourceFile } from "../content/types.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { Sidebar, SidebarCategory } from "./types.ts";

/** Builds a sidebar from `sidebar.json` (`{ "Category": ["slug", ...] }`); `titleOf` gives the title of a route. */
export function buildSidebar(
  source: SourceFile,
  dirRoute: string,
  titleOf: (route: string) => string | undefined,
): { sidebar: Sidebar | undefined; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const parsed = parseJsonWithPlace(source.text);
  if (!parsed.ok) {
    diagnostics.push(errorAt({ file: source.file, line: parsed.line, column: parsed.column }, "sidebar/invalid-json", parsed.message));
    return { sidebar: undefined, diagnostics };
  }
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    diagnostics.push(
      errorAt(
        { file: source.file, line: 1 },
        "sidebar/invalid",
        "sidebar.json must map category names to lists of page slugs",
        'e.g. { "Overview": ["introduction", "installation"] }',
      ),
    );
    return { sidebar: undefined, diagnostics };
  }
  const categories: SidebarCategory[] = [];
  // Problems are reported where their value is (a slug listed twice: the place of the one reported).
  const places = jsonPlaces(source.text);
  for (const [name, slugs] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(slugs) || slugs.some((s) => typeof s !== "string")) {
      diagnostics.push(errorAt({ file: source.file, ...places.key([name]) }, "sidebar/invalid", `category "${name}" must be a list of page slugs`));
      continue;
    }
    const items = [];
    for (const [index, slug] of (slugs as string[]).entries()) {
      const href = `${dirRoute}/${slug}`;
      const title = titleOf(href);
      if (title === undefined) {
        diagnostics.push(
          errorAt(
            { file: source.file, ...places.value([name, index]) },
            "sidebar/unknown-page",
            `sidebar lists "${slug}", but there is no page ${href}`,
            `create ${href.slice(1)}.mdx in the content directory or remove "${slug}" from the sidebar`,
          ),
        );
        continue;
      }
      items.push({ name: title, href });
    }
    categories.push({ name, items });
  }
  return { sidebar: { categories }, diagnostics };
}

/** Sidebar items in reading order (the order of prev/next links), with each href's position. */
export interface FlatSidebar {
  readonly items: readonly { readonly name: string; readonly href: string; readonly category: string }[];
  readonly indexOf: ReadonlyMap<string, number>;
}

/** Flattens a sidebar into reading order; the first occurrence of an href wins. */
export function flattenSidebar(sidebar: Sidebar | undefined): FlatSidebar {
  const items = sidebar ? sidebar.categories.flatMap((c) => c.items.map((i) => ({ ...i, category: c.name }))) : [];
  const indexOf = new Map<string, number>();
  items.forEach((item, i) => {
    if (!indexOf.has(item.href)) indexOf.set(item.href, i);
  });
  return { items, indexOf };
}
