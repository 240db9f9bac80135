import type { ResolvedApiVersion } from "../config/types.ts";
import { buildReferenceIndex, type ReferenceResolver } from "./buildReferenceIndex.ts";
import { odocReferencesToMarkdown, odocToMarkdown } from "./odocToMarkdown.ts";
import { type ApiPageContext, firstSentence, renderApiMarkdown } from "./renderApiMarkdown.ts";
import { toKebab, type ApiModule } from "./types.ts";

/** A generated page: its content path (as if under content/) and Markdown. */
export interface ApiPageSource {
  readonly path: string;
  readonly markdown: string;
}

/** The pages and sidebar of one version's API reference. */
export interface ApiPlan {
  readonly pages: readonly ApiPageSource[];
  /** `docs/manual/<version>/api/sidebar.json` text: one category per area. */
  readonly sidebar: string;
}

/** Plans an API reference: a page per area (its root module) and one per module and submodule. */
export function planApiPages(options: {
  base: string;
  api: ResolvedApiVersion;
  areas: readonly { readonly id: string; readonly title: string; readonly module: ApiModule; readonly origin: string }[];
  /** Qualified names used without their area prefix (modules of an opened library, e.g. Core's). */
  readonly openedAreas?: readonly string[];
  /** Content paths of hand-written pages (`docs/manual/v8.0.0/api/belt/debug.mdx`): those inside an area join its sidebar. */
  readonly handWritten?: Iterable<string>;
}): ApiPlan {
  const { base, api } = options;
  const root = `${base.replace(/^\//, "")}/${api.version}/api`;
  const sidebar: Record<string, string[]> = {};
  const planned: PlannedPage[] = [];
  for (const area of options.areas) {
    const opened = options.openedAreas?.includes(area.id) ?? false;
    const entries = listModules(area.module);
    const titleOf = (module: ApiModule, slugPath: readonly string[]) =>
      slugPath.length === 0 ? area.title : (opened ? module.path.slice(1) : [area.title, ...module.path.slice(1)]).join(".");
    const routeOf = (slugPath: readonly string[]) => `/${root}/${[area.id, ...slugPath].join("/")}`;
    // Upstream docstrings link to modules by old flat names (`mutable-set-int`, `js/array2`): map those to routes.
    const aliases = new Map<string, string>();
    for (const { module, slugPath } of entries) {
      const route = routeOf(slugPath);
      for (const alias of [
        slugPath.join("-"),
        slugPath.join("/"),
        module.name.toLowerCase(),
        `${area.id}/${slugPath.join("/")}`,
        `${area.id}/${module.name.toLowerCase()}`,
      ]) {
        if (alias !== "" && !aliases.has(alias)) aliases.set(alias, route);
      }
    }
    const resolveLink = (href: string) =>
      aliases.get(
        href
          .replace(/^\.\//, "")
          .replace(/\.(mdx?|html)$/, "")
          .toLowerCase(),
      );
    for (const { module, slugPath, children } of entries) {
      const title = titleOf(module, slugPath);
      planned.push({
        path: `${root}/${[area.id, ...slugPath].join("/")}.mdx`,
        route: routeOf(slugPath),
        module,
        context: {
          title,
          description: "",
          submodules: children.map((c) => ({ title: titleOf(c.module, c.slugPath), href: routeOf(c.slugPath) })),
          origin: area.origin,
          compileExamples: api.kind === "tools",
          resolveLink,
        },
      });
    }
    const listed = entries.map((e) => [area.id, ...e.slugPath].join("/"));
    // A hand-written page of the area (a module the compiler release lacks, kept for old links) is listed after the generated ones.
    const extra = [...(options.handWritten ?? [])]
      .filter((p) => p.startsWith(`${root}/${area.id}/`) && p.endsWith(".mdx"))
      .map((p) => p.slice(root.length + 1, -".mdx".length))
      .filter((slug) => !listed.includes(slug))
      .sort();
    sidebar[area.title] = [...listed, ...extra];
  }
  // Legacy interfaces are documented in odoc markup, and a few Markdown docstrings still hold odoc references:
  // references resolve within this version's API, to anchors read from its pages as they render without links.
  const convert = api.kind === "legacy" ? odocToMarkdown : odocReferencesToMarkdown;
  let index: ReferenceResolver | undefined;
  const resolve = (from: readonly string[], reference: string) => {
    index ??= buildReferenceIndex(
      planned.map((p) => ({
        path: p.module.path,
        route: p.route,
        markdown: renderApiMarkdown(
          withDocs(p.module, (d) => convert(d, { resolveReference: () => undefined })),
          p.context,
        ),
        items: p.module.items.map((i) => i.name),
      })),
    );
    return index(from, reference);
  };
  const pages = planned.map(({ path, module, context }): ApiPageSource => {
    const shown = withDocs(module, (d) => convert(d, { resolveReference: (reference) => resolve(module.path, reference) }));
    const description = firstSentence(shown.docstrings, `API reference of ${context.title} in ReScript ${api.version}.`);
    return { path, markdown: renderApiMarkdown(shown, { ...context, description }) };
  });
  return { pages, sidebar: JSON.stringify(sidebar, null, 2) };
}

interface PlannedPage {
  readonly path: string;
  readonly route: string;
  readonly module: ApiModule;
  readonly context: ApiPageContext;
}

/** A module with its docstrings and its items' converted; submodules are left as they are. */
function withDocs(module: ApiModule, convert: (doc: string) => string): ApiModule {
  // A docstring that only held markup for the doc tool (`@inline`) is dropped, one that was empty already kept.
  const docs = (list: readonly string[]) =>
    list.flatMap((doc) => {
      const converted = convert(doc);
      return converted.trim() !== "" || doc.trim() === "" ? [converted] : [];
    });
  return { ...module, docstrings: docs(module.docstrings), items: module.items.map((item) => ({ ...item, docstrings: docs(item.docstrings) })) };
}

interface ModuleEntry {
  readonly module: ApiModule;
  readonly slugPath: readonly string[];
  readonly children: readonly { readonly module: ApiModule; readonly slugPath: readonly string[] }[];
}

/** Every module of an area with its URL segments, depth first, parents before children. */
function listModules(root: ApiModule): ModuleEntry[] {
  const out: ModuleEntry[] = [];
  const visit = (module: ApiModule, slugPath: readonly string[]) => {
    const used = new Set<string>();
    const children = module.modules.map((m) => {
      // Two names can share a kebab form (`Float32Array` and the older `Float32_array`): keep both reachable.
      let seg = m.slug ?? toKebab(m.name);
      if (used.has(seg)) seg = m.name.toLowerCase().replace(/_/g, "-");
      for (let n = 2; used.has(seg); n++) seg = `${toKebab(m.name)}-${n}`;
      used.add(seg);
      return { module: m, slugPath: [...slugPath, seg] };
    });
    out.push({ module, slugPath, children });
    for (const child of children) visit(child.module, child.slugPath);
  };
  visit(root, []);
  return out;
}
