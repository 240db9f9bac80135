import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { SetupError } from "../diagnostics/SetupError.ts";

/** Bundled browser assets: output files by site path, and the entry URLs pages must load. */
export interface ClientBundle {
  readonly files: ReadonlyMap<string, Uint8Array>;
  readonly css: readonly string[];
  readonly js: readonly string[];
  /** Subresource-integrity value (`sha384-...`) of each entry URL. */
  readonly integrity: Readonly<Record<string, string>>;
}

/** Bundles `client/main.ts` (code-split ES modules) and `templates/styles/site.css` into content-hashed files under /assets. */
export async function bundleClient(options: { clientDir: string; templatesDir: string; minify: boolean }): Promise<ClientBundle> {
  const entries: Record<string, string> = {};
  // Real paths: esbuild reports entry points by their real location, so a symlinked client/ or templates/
  // would otherwise match no output and pages would silently lose their script and stylesheet.
  const real = (file: string) => (existsSync(file) ? realpathSync(file) : file);
  const js = real(path.join(options.clientDir, "main.ts"));
  const css = real(path.join(options.templatesDir, "styles", "site.css"));
  const workDir = path.dirname(real(options.clientDir));
  if (existsSync(js)) entries["main"] = js;
  if (existsSync(css)) entries["site"] = css;
  if (Object.keys(entries).length === 0) return { files: new Map(), css: [], js: [], integrity: {} };
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await esbuild.build({
      entryPoints: entries,
      bundle: true,
      splitting: true,
      format: "esm",
      target: ["es2020", "chrome90", "firefox90", "safari14.1"],
      outdir: "/assets",
      outbase: "/",
      entryNames: "[name]-[hash]",
      chunkNames: "chunks/[name]-[hash]",
      assetNames: "media/[name]-[hash]",
      loader: { ".svg": "file", ".woff2": "file" },
      minify: options.minify,
      legalComments: "none",
      write: false,
      metafile: true,
      logLevel: "silent",
      absWorkingDir: workDir,
    });
  } catch (e) {
    throw new SetupError(`bundling client/ and templates/styles failed:\n${formatEsbuildError(e)}`, { cause: e, exitCode: 1 });
  }
  const files = new Map<string, Uint8Array>();
  for (const f of result.outputFiles) files.set(f.path.replace(/^\/+/, "/"), f.contents);
  const outputs = Object.entries(result.metafile.outputs);
  const entryUrl = (entry: string, ext: string) =>
    outputs
      .filter(([, o]) => o.entryPoint && path.resolve(workDir, o.entryPoint) === entry)
      .map(([p]) => path.posix.resolve("/", p))
      .filter((p) => p.endsWith(ext));
  const cssUrls = entries["site"] ? entryUrl(css, ".css") : [];
  const jsUrls = entries["main"] ? entryUrl(js, ".js") : [];
  if ((entries["site"] && cssUrls.length === 0) || (entries["main"] && jsUrls.length === 0)) {
    throw new SetupError(
      `bundling ${path.relative(process.cwd(), entries["main"] ?? entries["site"]!)} produced no entry file; pages would load no script or stylesheet`,
    );
  }
  const integrity = Object.fromEntries(
    [...cssUrls, ...jsUrls].map((url) => [
      url,
      `sha384-${createHash("sha384")
        .update(files.get(url) ?? "")
        .digest("base64")}`,
    ]),
  );
  return { files, css: cssUrls, js: jsUrls, integrity };
}

function formatEsbuildError(e: unknown): string {
  const errors = (e as { errors?: esbuild.Message[] }).errors;
  if (!errors) return String(e);
  return errors.map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1} - ` : ""}error esbuild: ${m.text}`).join("\n");
}
