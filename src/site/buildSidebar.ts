import { jsonPlaces, parseJsonWithPlace } from "../config/jsonPlace.ts";
import { checkSchema } from "../content/checkSchema.ts";
import type { SourceFile } from "../content/types.ts";
import { didYouMean } from "../diagnostics/closestMatch.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { sidebarSchema } from "./sidebarSchema.ts";
import type { Sidebar, SidebarCategory } from "./types.ts";

/**
 * Builds a sidebar from `sidebar.json` (sidebarSchema); `titleOf` gives the title of a route, `siblings` the routes
 * a misspelt slug may have meant. A file that does not parse or has the wrong shape gives no sidebar (only its errors).
 */
export function buildSidebar(
  source: SourceFile,
  dirRoute: string,
  titleOf: (route: string) => string | undefined,
  siblings: readonly string[] = [],
): { sidebar: Sidebar | undefined; diagnostics: Diagnostic[] } {
  const parsed = parseJsonWithPlace(source.text);
  if (!parsed.ok) {
    return {
      sidebar: undefined,
      diagnostics: [errorAt({ file: source.file, line: parsed.line, column: parsed.column }, "sidebar/invalid-json", parsed.message)],
    };
  }
  // Problems are reported where their value is (a slug listed twice: the place of the one reported).
  const places = jsonPlaces(source.text);
  const placeOf = (path: readonly (string | number)[], at: "value" | "key") => (at === "key" ? places.key(path) : places.value(path));
  const checked = checkSchema(sidebarSchema, parsed.value, source.file, placeOf, "sidebar/invalid");
  if (!checked.value) return { sidebar: undefined, diagnostics: checked.diagnostics };
  const diagnostics: Diagnostic[] = [];
  const slugs = siblings.filter((route) => route.startsWith(`${dirRoute}/`)).map((route) => route.slice(dirRoute.length + 1));
  const categories: SidebarCategory[] = [];
  for (const [name, list] of Object.entries(checked.value)) {
    const items = [];
    for (const [index, slug] of list.entries()) {
      const href = `${dirRoute}/${slug}`;
      const title = titleOf(href);
      if (title === undefined) {
        const near = didYouMean(slug, slugs);
        diagnostics.push(
          errorAt(
            { file: source.file, ...places.value([name, index]) },
            "sidebar/unknown-page",
            `sidebar lists "${slug}", but there is no page ${href}`,
            near ?? `create ${href.slice(1)}.mdx in the content directory or remove "${slug}" from the sidebar`,
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
