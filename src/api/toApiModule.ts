// rescript-tools `doc` JSON -> ApiModule. Its items are values, types, module types, and
// modules or module aliases that carry their own items.
import type { ApiItem, ApiModule } from "./types.ts";

/** An item of rescript-tools' JSON output (the fields docsgen reads). */
export interface ToolsItem {
  readonly kind: string;
  readonly name: string;
  readonly signature?: string;
  readonly docstrings?: readonly string[];
  readonly deprecated?: string;
  readonly items?: readonly ToolsItem[];
}

/** The top of rescript-tools' JSON output. */
export interface ToolsDoc {
  readonly name: string;
  readonly docstrings?: readonly string[];
  readonly items: readonly ToolsItem[];
}

const MODULE_KINDS = new Set(["module", "moduleAlias"]);

/** Converts a rescript-tools document into a module tree rooted at `rootName` (e.g. `Core`). */
export function toApiModule(doc: ToolsDoc, rootName: string): ApiModule {
  return convert(rootName, [rootName], doc.docstrings ?? [], doc.items);
}

function convert(name: string, path: readonly string[], docstrings: readonly string[], items: readonly ToolsItem[]): ApiModule {
  const own: ApiItem[] = [];
  const modules: ApiModule[] = [];
  for (const item of items) {
    if (MODULE_KINDS.has(item.kind)) {
      modules.push(convert(item.name, [...path, item.name], item.docstrings ?? [], item.items ?? []));
      continue;
    }
    const kind = item.kind === "type" ? "type" : item.kind === "moduleType" ? "moduleType" : "value";
    own.push({
      kind,
      name: item.name,
      signature: item.signature ?? "",
      docstrings: item.docstrings ?? [],
      ...(item.deprecated ? { deprecated: item.deprecated } : {}),
    });
  }
  return { name, path, docstrings, items: own, modules };
}

/** A module grouping other documents as submodules (for areas documented file by file, like Js in v11). */
export function combineModules(name: string, docstrings: readonly string[], parts: readonly { name: string; doc: ToolsDoc }[]): ApiModule {
  return {
    name,
    path: [name],
    docstrings,
    items: [],
    modules: parts.map((p) => convert(p.name, [name, p.name], p.doc.docstrings ?? [], p.doc.items)),
  };
}
