import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { SetupError } from "../diagnostics/SetupError.ts";
import { DEFAULT_SITE } from "./defaults.ts";
import { parseJsonWithPlace } from "./jsonPlace.ts";
import { resolveSite } from "./resolveSite.ts";
import type { ResolvedPaths, ResolvedSite } from "./types.ts";

/** Command-line choices that shape the paths. */
export interface PathOptions {
  readonly root: string;
  readonly content?: string;
  readonly out?: string;
}

/** Resolves the project's directories from flags (relative to the root). */
export function resolvePaths(options: PathOptions): ResolvedPaths {
  const root = path.resolve(options.root);
  const content = path.resolve(root, options.content ?? "content");
  if (!existsSync(content)) throw new SetupError(`content directory ${path.relative(process.cwd(), content) || content} does not exist`, { exitCode: 2 });
  return {
    root,
    content,
    out: path.resolve(root, options.out ?? "out"),
    templates: path.join(root, "templates"),
    client: path.join(root, "client"),
    public: path.join(root, "public"),
    cache: path.join(root, ".docsgen-cache"),
  };
}

/** The site configuration file as diagnostics name it (relative to the project root). */
export function configFileOf(paths: ResolvedPaths): string {
  return path.relative(paths.root, path.join(paths.content, "site.json")).split(path.sep).join("/");
}

/** Reads and validates `<content>/site.json`; without one, the defaults apply. */
export async function loadSiteConfig(paths: ResolvedPaths): Promise<{ site: ResolvedSite; diagnostics: readonly Diagnostic[] }> {
  const file = path.join(paths.content, "site.json");
  const display = path.relative(paths.root, file).split(path.sep).join("/");
  if (!existsSync(file)) return { site: DEFAULT_SITE, diagnostics: [] };
  const text = await readFile(file, "utf8");
  const parsed = parseJsonWithPlace(text);
  if (!parsed.ok)
    return {
      site: DEFAULT_SITE,
      diagnostics: [errorAt({ file: display, line: parsed.line, column: parsed.column }, "config/invalid-json", parsed.message)],
    };
  return resolveSite(parsed.value, display, text);
}
