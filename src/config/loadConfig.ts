import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { DEFAULT_SITE } from "./defaults.ts";
import { parseJsonWithPlace } from "./jsonPlace.ts";
import { resolveSite } from "./resolveSite.ts";
import type { ResolvedPaths, ResolvedSite } from "./types.ts";

/** The site configuration file as diagnostics name it (relative to the project root). */
export function configFileOf(paths: ResolvedPaths): string {
  return path.relative(paths.root, path.join(paths.content, "site.json")).split(path.sep).join("/");
}

/** `site.json` as read: the resolved settings and the problems found in it. */
export interface LoadedSiteConfig {
  readonly site: ResolvedSite;
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads and validates `<content>/site.json`; without one, the defaults apply. */
export async function loadSiteConfig(paths: ResolvedPaths): Promise<LoadedSiteConfig> {
  return siteConfigOf(await readSiteConfigText(paths), configFileOf(paths));
}

/** The text of `<content>/site.json`, undefined when there is none. */
export async function readSiteConfigText(paths: ResolvedPaths): Promise<string | undefined> {
  const file = path.join(paths.content, "site.json");
  return existsSync(file) ? await readFile(file, "utf8") : undefined;
}

/** Validates the text of site.json (undefined: no file, the defaults apply); `display` names the file in diagnostics. */
export function siteConfigOf(text: string | undefined, display: string): LoadedSiteConfig {
  if (text === undefined) return { site: DEFAULT_SITE, diagnostics: [] };
  const parsed = parseJsonWithPlace(text);
  if (!parsed.ok)
    return {
      site: DEFAULT_SITE,
      diagnostics: [errorAt({ file: display, line: parsed.line, column: parsed.column }, "config/invalid-json", parsed.message, parsed.hint)],
    };
  return resolveSite(parsed.value, display, text);
}
