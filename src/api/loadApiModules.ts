import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { cp, lstat, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { ResolvedApiArea, ResolvedApiVersion } from "../config/types.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";
import type { PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import { legacySourceOf } from "./legacySourceOf.ts";
import { parseLegacyInterface } from "./parseLegacyInterface.ts";
import { combineModules, toApiModule, type ToolsDoc } from "./toApiModule.ts";
import type { ApiModule } from "./types.ts";
import { touchCacheEntry } from "../cache/cacheEntry.ts";
import { cacheWriteError } from "../cache/cacheWriteError.ts";
import { isReadyMarker } from "../cache/isReadyMarker.ts";
import { loadJsonEntry, saveJsonEntry } from "../cache/jsonCacheEntry.ts";
import { API_EXTRACTION } from "./apiCacheSchema.ts";

const run = promisify(execFile);

/** An area of a version's API with its module tree and a sentence saying where it comes from. */
export interface LoadedArea {
  readonly id: string;
  readonly title: string;
  readonly module: ApiModule;
  readonly origin: string;
}

/** One version's extracted reference and its cache key (everything the extraction is made from). */
export interface LoadedApi {
  readonly areas: LoadedArea[];
  readonly diagnostics: Diagnostic[];
  readonly key: string;
}

/** Extracts the API of one docs version from its pinned compiler (cached by compiler and settings). */
export async function loadApiModules(options: {
  api: ResolvedApiVersion;
  toolchain: PreparedToolchain;
  cacheDir: string;
  /** Content paths of hand-written pages, which win over generated ones. */
  handWritten: ReadonlySet<string>;
  /** The content folder of the reference's pages (`docs/manual/v9.0.0/api`). */
  folder: string;
  configFile: string;
  /** Read the cache only: undefined when the extraction is not cached (serve's first build leaves it to the next one). */
  cachedOnly?: boolean;
}): Promise<LoadedApi | undefined> {
  const { api, toolchain, cacheDir } = options;
  const key = createHash("sha256")
    .update(JSON.stringify({ api, toolchain: toolchain.key, handWritten: [...options.handWritten].sort(), folder: options.folder, format: 8 }))
    .digest("hex")
    .slice(0, 16);
  const cacheFile = touchCacheEntry(cacheDir, "api", `${api.version}-${key}.json`);
  const cached = await loadJsonEntry(cacheFile, API_EXTRACTION);
  if (cached) return { ...cached, key };
  if (options.cachedOnly) return undefined;
  const result = api.kind === "legacy" ? await loadLegacy(options) : await loadWithTools(options);
  await saveJsonEntry(cacheFile, result);
  return { ...result, key };
}

function notFound(file: string, module: string, version: string, why: string): Diagnostic {
  return errorAt({ file, line: 1 }, "api/not-found", `Not found data for ${module} version ${version}`, why);
}

async function loadWithTools(options: { api: ResolvedApiVersion; toolchain: PreparedToolchain; cacheDir: string; configFile: string }) {
  const { api, toolchain } = options;
  const diagnostics: Diagnostic[] = [];
  const areas: LoadedArea[] = [];
  const tools = toolchain.install.tools;
  if (!tools || !existsSync(tools)) {
    diagnostics.push(
      errorAt(
        { file: options.configFile, line: 1 },
        "api/no-tools",
        `no rescript-tools for ${toolchain.id} (ReScript ${toolchain.install.version})`,
        "install @rescript/tools (ReScript 11) or use ReScript 12",
      ),
    );
    return { areas, diagnostics };
  }
  const stdlib = await stdlibProject(toolchain, options.cacheDir);
  const origin = `Generated from ReScript ${toolchain.install.version}`;
  for (const area of api.areas) {
    const source = area.source ?? "";
    try {
      if (source.startsWith("stdlib:")) {
        const file = source.slice("stdlib:".length);
        const module = file.endsWith(".ml")
          ? await docAliases(tools, stdlib, file, area.title)
          : toApiModule(await doc(tools, stdlib, `src/${file}`), area.title);
        areas.push({
          id: area.id,
          title: area.title,
          module,
          origin: `${origin}: the documentation and signatures of the compiler's own standard library.`,
        });
      } else {
        const [scope = "", name = "", ...rest] = source.split("/");
        const pkg = scope.startsWith("@") ? `${scope}/${name}` : scope;
        const file = scope.startsWith("@") ? rest.join("/") : [name, ...rest].join("/");
        const pkgDir = path.join(toolchain.workspace, "node_modules", pkg);
        const version = (JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string }).version;
        areas.push({
          id: area.id,
          title: area.title,
          module: toApiModule(await doc(tools, pkgDir, file), area.title),
          origin: `Generated from ${pkg} ${version} with ReScript ${toolchain.install.version}.`,
        });
      }
    } catch (e) {
      diagnostics.push(
        notFound(options.configFile, area.title, api.version, `extracting ${source} failed: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`),
      );
    }
  }
  return { areas, diagnostics };
}

/** A project holding the compiler's standard library sources and compiled .cmt files, as rescript-tools needs. */
async function stdlibProject(toolchain: PreparedToolchain, cacheDir: string): Promise<string> {
  const dir = touchCacheEntry(cacheDir, "api-stdlib", `${toolchain.id}-${toolchain.key}`);
  if (isReadyMarker(path.join(dir, ".ready"))) return dir;
  const lib = path.join(toolchain.install.runtimePath ?? toolchain.install.packageDir, "lib", "ocaml");
  try {
    // Something else in its place (a file, a pipe) goes; a folder is completed (a concurrent build may be writing it too).
    if ((await lstat(dir).catch(() => undefined))?.isDirectory() === false) await rm(dir, { force: true });
    await mkdir(path.join(dir, "src"), { recursive: true });
    await mkdir(path.join(dir, "lib", "bs", "src"), { recursive: true });
  } catch (e) {
    throw cacheWriteError(cacheDir, dir, `the standard library project of toolchain \`${toolchain.id}\``, e);
  }
  await writeFile(path.join(dir, "rescript.json"), JSON.stringify({ name: "docs-stdlib", sources: ["src"] }));
  for (const name of await readdir(lib)) {
    if (/\.(res|resi|ml)$/.test(name)) await cp(path.join(lib, name), path.join(dir, "src", name));
    else if (/\.(cmt|cmti)$/.test(name)) await cp(path.join(lib, name), path.join(dir, "lib", "bs", "src", name));
  }
  await writeFile(path.join(dir, ".ready"), "");
  return dir;
}

async function doc(tools: string, cwd: string, file: string): Promise<ToolsDoc> {
  const { stdout } = await run(tools, ["doc", file], { cwd, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as ToolsDoc;
}

/** An OCaml-syntax module of aliases (v11's js.ml): each `module X = Js_y` documented from its own file. */
async function docAliases(tools: string, cwd: string, file: string, title: string): Promise<ApiModule> {
  const text = await readFile(path.join(cwd, "src", file), "utf8");
  const parts: { name: string; doc: ToolsDoc }[] = [];
  for (const m of text.matchAll(/^\s*module\s+([A-Z]\w*)\s*=\s*([A-Z]\w*)\s*$/gm)) {
    const target = m[2]!.charAt(0).toLowerCase() + m[2]!.slice(1);
    const candidates = [`${target}.resi`, `${target}.res`, `${m[2]}.resi`, `${m[2]}.res`];
    const found = candidates.find((c) => existsSync(path.join(cwd, "src", c)));
    if (!found || parts.some((p) => p.name === m[1])) continue;
    parts.push({ name: m[1]!, doc: await doc(tools, cwd, `src/${found}`) });
  }
  const docComment = /^\(\*\*([\s\S]*?)\*\)/m.exec(text)?.[1]?.trim();
  return combineModules(title, docComment ? [docComment] : [], parts);
}

async function loadLegacy(options: {
  api: ResolvedApiVersion;
  toolchain: PreparedToolchain;
  handWritten: ReadonlySet<string>;
  folder: string;
  configFile: string;
}) {
  const { api, toolchain } = options;
  const diagnostics: Diagnostic[] = [];
  const areas: LoadedArea[] = [];
  const lib = path.join(toolchain.install.packageDir, "lib", "ocaml");
  const formatted = new Map<string, string>();
  const format = async (file: string): Promise<string | undefined> => {
    if (formatted.has(file)) return formatted.get(file);
    const source = [`${file}.mli`, `${file}.ml`].map((f) => path.join(lib, f)).find((f) => existsSync(f));
    if (!source) return undefined;
    const { stdout } = await run(toolchain.install.bsc, ["-format", source], { maxBuffer: 16 * 1024 * 1024 });
    formatted.set(file, stdout);
    return stdout;
  };
  for (const area of api.areas) {
    const modules: ApiModule[] = [];
    for (const slug of area.modules ?? []) {
      if (options.handWritten.has(`${options.folder}/${area.id}/${slug}.mdx`)) continue;
      const src = legacySourceOf(area.id, slug);
      const text = await format(src.file);
      if (text === undefined) {
        diagnostics.push(
          notFound(
            options.configFile,
            `${area.title}.${src.name}`,
            api.version,
            `${src.file}.mli/.ml is not part of ${toolchain.install.version}; write content/${options.folder}/${area.id}/${slug}.mdx by hand`,
          ),
        );
        continue;
      }
      const parsed = parseLegacyInterface(text, src.name, [area.title, src.name]);
      const module = src.module ? parsed.modules.find((m) => m.name === src.module) : parsed;
      if (!module) {
        diagnostics.push(notFound(options.configFile, `${area.title}.${src.name}`, api.version, `${src.file} has no module ${src.module}`));
        continue;
      }
      modules.push({ ...module, name: src.name, path: [area.title, src.name], slug, modules: [] });
    }
    const areaText = await format(area.id);
    const areaDocs = areaText === undefined ? [] : parseLegacyInterface(areaText, area.title, [area.title]).docstrings;
    areas.push({
      id: area.id,
      title: area.title,
      module: { ...moduleOfArea(area, modules), docstrings: areaDocs },
      origin: `Generated from the interface files of ${toolchain.install.version.startsWith("8.") ? "bs-platform" : "ReScript"} ${toolchain.install.version}.`,
    });
  }
  return { areas, diagnostics };
}

function moduleOfArea(area: ResolvedApiArea, modules: ApiModule[]): ApiModule {
  return { name: area.title, path: [area.title], docstrings: [], items: [], modules };
}
