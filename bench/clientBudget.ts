// npm run bench -- --only client [--out DIR]: the JavaScript a reader downloads on first view of a docs page,
// the landing page and /try (module entry plus its static imports; on-demand chunks listed apart), raw and gzip.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One JavaScript file as served: site path and sizes in bytes. */
export interface JsFileSize {
  readonly url: string;
  readonly raw: number;
  readonly gzip: number;
}

/** What a page loads on first view: the module entries and everything they import statically, once each. */
export interface PageJs {
  readonly route: string;
  readonly firstView: readonly JsFileSize[];
  readonly raw: number;
  readonly gzip: number;
}

/** A chunk loaded later with import(), with the files it imports statically that first view has not loaded. */
export interface OnDemandJs {
  readonly url: string;
  readonly files: readonly JsFileSize[];
  readonly raw: number;
  readonly gzip: number;
}

/** The first-view budget of a docs page (issue 4): 12 KB gzip. */
export const DOCS_FIRST_VIEW_GZIP_BUDGET = 12 * 1024;

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

interface JsFile extends JsFileSize {
  readonly staticImports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/** Reads one served JS file: sizes and the site paths it imports statically and dynamically. */
function readJs(outDir: string, url: string): JsFile {
  const bytes = readFileSync(path.join(outDir, url));
  const at = (spec: string) => new URL(spec, `http://site${url}`).pathname;
  const dynamicImports: string[] = [];
  const code = bytes.toString("utf8").replace(DYNAMIC_IMPORT, (_m, spec: string) => {
    dynamicImports.push(at(spec));
    return "";
  });
  const staticImports = [...code.matchAll(STATIC_IMPORT)].map((m) => at(m[1]!));
  return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, staticImports, dynamicImports };
}

/** `roots` and their static imports, skipping URLs in `loaded`. */
function closure(outDir: string, roots: readonly string[], loaded: ReadonlySet<string>): JsFile[] {
  const seen = new Map<string, JsFile>();
  const visit = (url: string) => {
    if (seen.has(url) || loaded.has(url)) return;
    const file = readJs(outDir, url);
    seen.set(url, file);
    file.staticImports.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen.values()];
}

const size = ({ url, raw, gzip }: JsFileSize): JsFileSize => ({ url, raw, gzip });
const sum = (files: readonly JsFileSize[]) => ({ raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) });

/** Measures the module scripts of a built page and everything they import statically. */
export function measurePageJs(outDir: string, route: string): PageJs {
  const html = readFileSync(path.join(outDir, route === "/" ? "index.html" : path.join(route, "index.html")), "utf8");
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => new URL(m[1]!, "http://site/").pathname);
  const files = closure(outDir, entries, new Set()).map(size);
  return { route, firstView: files, ...sum(files) };
}

/** Every chunk reachable through import() from a page, each with its own static imports beyond first view. */
export function measureOnDemandJs(outDir: string, route: string): OnDemandJs[] {
  const page = measurePageJs(outDir, route);
  const loaded = new Set(page.firstView.map((f) => f.url));
  const queue = closure(outDir, [...loaded], new Set()).flatMap((f) => f.dynamicImports);
  const result = new Map<string, OnDemandJs>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (result.has(url) || loaded.has(url)) continue;
    const files = closure(outDir, [url], loaded);
    result.set(url, { url, files: files.map(size), ...sum(files) });
    queue.push(...files.flatMap((f) => f.dynamicImports));
  }
  return [...result.values()];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the first-view JavaScript of each route, then the on-demand chunks. */
export function reportClientBudget(outDir: string, routes: readonly { readonly label: string; readonly route: string }[]): PageJs[] {
  console.log("client JavaScript, first view = module entry + its static imports (gzip -9 per file):");
  const pages = routes.map(({ label, route }) => {
    const page = measurePageJs(outDir, route);
    console.log(
      `  ${label.padEnd(10)} ${route.padEnd(36)} ${kb(page.raw).padStart(9)} raw ${kb(page.gzip).padStart(8)} gzip  ` +
        `(${page.firstView.map((f) => path.posix.basename(f.url)).join(" + ")})`,
    );
    return page;
  });
  const docs = pages[0];
  if (docs) console.log(`  docs page budget ${kb(DOCS_FIRST_VIEW_GZIP_BUDGET)} gzip: ${docs.gzip <= DOCS_FIRST_VIEW_GZIP_BUDGET ? "within" : "OVER"}`);
  console.log("loaded on demand with import() (chunk + the static imports first view lacks):");
  const chunks = new Map<string, OnDemandJs>();
  for (const { route } of routes) for (const c of measureOnDemandJs(outDir, route)) chunks.set(c.url, c);
  for (const c of [...chunks.values()].sort((a, b) => a.url.localeCompare(b.url))) {
    console.log(`  ${path.posix.basename(c.url).padEnd(47)} ${kb(c.raw).padStart(9)} raw ${kb(c.gzip).padStart(8)} gzip`);
  }
  return pages;
}

/** The pages measured: a docs page of the latest manual, the landing page and the playground. */
export const BUDGET_ROUTES = [
  { label: "docs page", route: "/docs/manual/v11.0.0/introduction" },
  { label: "landing", route: "/" },
  { label: "playground", route: "/try" },
];

/** Builds the real site into a temporary directory (or reads `outDir`) and prints the report. */
export async function runClientBudget(outDir?: string): Promise<PageJs[]> {
  if (outDir) return reportClientBudget(path.resolve(outDir), BUDGET_ROUTES);
  const { buildSite } = await import("../src/pipeline/buildSite.ts");
  const { writeOutput } = await import("../src/output/writeOutput.ts");
  const { resolvePaths } = await import("../src/config/resolvePaths.ts");
  const tmp = mkdtempSync(path.join(os.tmpdir(), "docsgen-budget-"));
  const out = path.join(tmp, "out");
  try {
    const result = await buildSite({ paths: resolvePaths({ root: path.resolve(import.meta.dirname, ".."), out }) });
    await writeOutput(result.output, out);
    return reportClientBudget(out, BUDGET_ROUTES);
  } finally {
    if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const i = process.argv.indexOf("--out");
  await runClientBudget(i === -1 ? undefined : process.argv[i + 1]);
}
