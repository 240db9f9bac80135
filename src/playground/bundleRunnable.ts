// Turns the JavaScript of a successful playground compile into one script the /try page can run in its
// sandboxed frame: esbuild bundles it with the runtime modules it imports (the compiler's own standard
// library, the toolchain's libraries, react and react-dom), as an IIFE (a module script when the program waits at
// its top level) with no imports left. Only those packages resolve: a program that imports anything else (a
// file, another package) gets a reason instead.
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import type { PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import { MAX_RUNNABLE_BYTES, RUN_FINISHED_HOOK, type Runnable } from "../shared/playground/types.ts";

/** Longest bundling a program may take, in milliseconds. */
export const RUNNABLE_TIMEOUT_MS = 5_000;

/** Packages of the project (not of a toolchain) a program may import: React and what react-dom needs. */
const PROJECT_PACKAGES = ["react", "react-dom", "scheduler"] as const;

/** Options of one bundle (tests shorten the limits). */
export interface RunnableOptions {
  /** The project root, whose node_modules has react and react-dom; without it they resolve from the toolchain's workspace upwards. */
  readonly root?: string;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
}

/** The module specifiers a compiled module imports or requires (the compiler writes one import a line). */
export function importsOf(js: string): string[] {
  const found = new Set<string>();
  for (const m of js.matchAll(/^\s*import\s+(?:[\w*$\s{},]+\s+from\s+)?"([^"\n]+)"/gm)) found.add(m[1]!);
  for (const m of js.matchAll(/\brequire\("([^"\n]+)"\)/g)) found.add(m[1]!);
  return [...found];
}

/**
 * True when a program uses React but renders nothing itself (no react-dom import): the bundle then renders the
 * module's `make` component, if it exports one, into `#root`.
 */
export function mountsComponent(js: string): boolean {
  const specs = importsOf(js);
  const usesReact = specs.some((s) => s === "react" || s.startsWith("react/") || s.startsWith("@rescript/react/"));
  const rendersItself = specs.some((s) => s === "react-dom" || s.startsWith("react-dom/"));
  return usesReact && !rendersItself;
}

const PROGRAM = "docsgen:program";

/** Marks the first attempt's failure on a top-level await (never returned). */
const TOP_LEVEL_AWAIT: Runnable = { type: "unavailable", msg: "top-level await" };

/**
 * The entry module: the program, then (for a component-only module) the mount of its `make`. A module script
 * (`esm`) ends by calling the frame's RUN_FINISHED_HOOK: it may wait at its top level, so the frame cannot tell
 * when it is done otherwise.
 */
function entryOf(js: string, format: "iife" | "esm"): string {
  const mount = mountsComponent(js);
  return [
    mount ? `import * as program from ${JSON.stringify(PROGRAM)};` : `import ${JSON.stringify(PROGRAM)};`,
    ...(mount
      ? [
          `import { createElement } from "react";`,
          `import { createRoot } from "react-dom/client";`,
          `const root = document.getElementById("root");`,
          `if (root && !root.hasChildNodes() && typeof program.make === "function") createRoot(root).render(createElement(program.make, {}));`,
        ]
      : []),
    ...(format === "esm" ? [`globalThis[${JSON.stringify(RUN_FINISHED_HOOK)}]?.();`] : []),
    "",
  ].join("\n");
}

const realOrSelf = (p: string) => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};

const inside = (file: string, dir: string) => {
  const rel = path.relative(dir, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
};

/** The directories a program's imports may resolve into, and how the compiler's own package names map to directories. */
function allowedPlaces(toolchain: PreparedToolchain, root: string | undefined) {
  const modules = root ? path.join(root, "node_modules") : undefined;
  const projectPackages = modules ? PROJECT_PACKAGES.map((p) => path.join(modules, p)).filter((p) => existsSync(p)) : [];
  // The compiler's standard library: `rescript/lib/es6/...` (v9-v11), `bs-platform/lib/es6/...` (v8), `@rescript/runtime/...` (v12).
  const aliases = new Map<string, string>([
    ["rescript", toolchain.install.packageDir],
    ["bs-platform", toolchain.install.packageDir],
    ...(toolchain.install.runtimePath ? [["@rescript/runtime", toolchain.install.runtimePath] as [string, string]] : []),
  ]);
  const dirs = [toolchain.install.packageDir, toolchain.install.runtimePath, path.join(toolchain.workspace, "node_modules"), ...projectPackages]
    .filter((d): d is string => d !== undefined)
    .map(realOrSelf);
  return { aliases, dirs, nodePaths: modules ? [modules] : [] };
}

/** The package part of a bare specifier (`@scope/name` or `name`), or undefined for paths. */
function packageOf(spec: string): string | undefined {
  if (spec.startsWith(".") || spec.startsWith("/") || /^[a-z]+:/i.test(spec)) return undefined;
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Bundles a compiled program (ES module or CommonJS) into one runnable script, or says why it cannot run. */
export async function bundleRunnable(js: string, toolchain: PreparedToolchain, options: RunnableOptions = {}): Promise<Runnable> {
  const timeoutMs = options.timeoutMs ?? RUNNABLE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_RUNNABLE_BYTES;
  const places = allowedPlaces(toolchain, options.root);
  const refused = new Set<string>();
  const guard: esbuild.Plugin = {
    name: "docsgen-runnable",
    setup(build) {
      build.onResolve({ filter: /^docsgen:program$/ }, () => ({ path: "program", namespace: "docsgen" }));
      build.onLoad({ filter: /.*/, namespace: "docsgen" }, () => ({ contents: js, loader: "js", resolveDir: toolchain.workspace }));
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === "entry-point" || (args.pluginData as { inner?: boolean } | undefined)?.inner) return undefined;
        const pkg = packageOf(args.path);
        const alias = pkg === undefined ? undefined : places.aliases.get(pkg);
        let resolved: string | undefined;
        if (alias !== undefined && pkg !== undefined) {
          const file = path.join(alias, args.path.slice(pkg.length));
          resolved = existsSync(file) ? file : undefined;
        } else {
          const result = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { inner: true } });
          resolved = result.errors.length === 0 && !result.external ? result.path : undefined;
        }
        if (resolved !== undefined && places.dirs.some((dir) => inside(realOrSelf(resolved), dir))) return { path: resolved };
        refused.add(args.path);
        return { errors: [{ text: `cannot import ${args.path}` }] };
      });
    },
  };
  const deadline = Date.now() + timeoutMs;
  const attempt = async (format: "iife" | "esm"): Promise<Runnable> => {
    let context: esbuild.BuildContext<{ write: false; metafile: false }> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      context = await esbuild.context({
        stdin: { contents: entryOf(js, format), loader: "js", resolveDir: toolchain.workspace, sourcefile: "run.js" },
        bundle: true,
        write: false,
        metafile: false,
        format,
        platform: "browser",
        target: "esnext",
        minify: true,
        legalComments: "none",
        define: { "process.env.NODE_ENV": '"production"' },
        nodePaths: places.nodePaths,
        logLevel: "silent",
        plugins: [guard],
      });
      const built = context.rebuild();
      const timedOut = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), Math.max(0, deadline - Date.now()));
      });
      const result = await Promise.race([built, timedOut]);
      if (result === "timeout") {
        await context.cancel();
        built.catch(() => undefined);
        return { type: "unavailable", msg: `preparing the program to run took longer than ${timeoutMs / 1000} s` };
      }
      const script = result.outputFiles[0]?.text ?? "";
      const size = Buffer.byteLength(script);
      if (size > maxBytes)
        return { type: "unavailable", msg: `the program is too large to run here (${Math.ceil(size / 1024)} KiB, limit ${maxBytes / 1024} KiB)` };
      return format === "esm" ? { type: "script", script, module: true } : { type: "script", script };
    } catch (e) {
      if (refused.size > 0) return { type: "unavailable", msg: `the playground cannot run a program that imports ${[...refused].sort().join(", ")}` };
      const first = (e as { errors?: { text: string }[] }).errors?.[0]?.text;
      // A program with a top-level `await` runs as a module script (an IIFE cannot wait).
      if (format === "iife" && first?.startsWith("Top-level await")) return TOP_LEVEL_AWAIT;
      return { type: "unavailable", msg: `the program cannot run here: ${first ?? (e instanceof Error ? e.message : String(e))}` };
    } finally {
      clearTimeout(timer);
      await context?.dispose();
    }
  };
  const first = await attempt("iife");
  return first === TOP_LEVEL_AWAIT ? attempt("esm") : first;
}
