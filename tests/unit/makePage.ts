// Builds `Page` literals for unit tests: only what a test names differs from an empty page.
import type { Page, PageKind } from "../../src/content/types.ts";
import type { HeadingInfo, LinkRef } from "../../src/markdown/env.ts";

/** The parts of a page a test may set; everything else is empty. */
export interface PageParts {
  readonly path: string;
  readonly route: string;
  readonly kind?: PageKind;
  readonly title?: string;
  readonly description?: string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly keyLines?: Readonly<Record<string, number>>;
  readonly headings?: readonly HeadingInfo[];
  readonly links?: readonly LinkRef[];
}

/** A parsed page with the given parts. */
export function makePage(parts: PageParts): Page {
  const title = parts.title ?? "Title";
  return {
    source: { path: parts.path, file: `content/${parts.path}`, text: "" },
    kind: parts.kind ?? "generic",
    route: parts.route,
    meta: { title, ...(parts.description !== undefined ? { description: parts.description } : {}) },
    data: parts.data ?? { title },
    keyLines: parts.keyLines ?? {},
    html: "",
    headings: parts.headings ?? [],
    links: parts.links ?? [],
    codeBlocks: [],
    rawHtml: [],
    sections: [{ level: 0, id: "", heading: "", text: "", code: "" }],
  };
}

/** A heading with the given id at line 5. */
export function heading(id: string, level = 2): HeadingInfo {
  return { level, text: id, id, line: 5 };
}

/** An internal link at a given place. */
export function link(href: string, line: number, column: number, raw = href): LinkRef {
  return { raw, href, kind: "link", internal: true, line, column };
}
