// The one interface the playground page talks to, with its two implementations: the ReScript project's
// compiler bundle loaded from `{compilerBase}/{version}/compiler.js` (the static site), and the dev
// server's endpoint (`docsgen serve`, announced by a <meta name="docsgen-compile"> it adds to pages).
import type { CompileRequest, CompileResult, FormatResult, LocMsg, Runnable } from "../../src/shared/playground/types.ts";

/** A located problem, rows and columns 1-based (end column exclusive). */
export interface Problem {
  readonly severity: "error" | "warning";
  readonly row: number;
  readonly column: number;
  readonly endRow: number;
  readonly endColumn: number;
  readonly message: string;
  /** The warning number, for warnings. */
  readonly warning?: number;
}

/** A compile as the page shows it: JS when it compiled, every problem, and the program to run when the compiler made one. */
export interface CompileOutcome {
  readonly js?: string;
  readonly problems: readonly Problem[];
  /** Absent when the compiler makes no runnable program (the browser bundle): the Output panel says running needs a runtime. */
  readonly run?: Runnable;
}

/** How to compile. `warnFlags` (`+a-4-9`, empty for the compiler's defaults) goes to the bundle's setWarnFlags or the dev endpoint's `-w`. */
export interface CompileOptions {
  readonly version: string;
  readonly moduleSystem: "esmodule" | "commonjs";
  readonly warnFlags?: string;
  /** The JSX version (`-bs-jsx`): the dev endpoint passes it on; absent for the toolchain's own. */
  readonly jsx?: string;
}

/** A compiler as the dev endpoint names it (its GET answer's `choices`, when it sends them). */
export interface VersionChoice {
  readonly version: string;
  readonly label: string;
  readonly manualVersion?: string;
}

/** A compiler the page can use, whichever it is. */
export interface PlaygroundCompilerAdapter {
  /** The versions offered, the first being the default; loading the compiler happens here or on first use. */
  versions(): Promise<readonly string[]>;
  /** Labels and manual versions of the versions offered, where the compiler says them (after `versions()`). */
  choices?(): readonly VersionChoice[];
  compile(source: string, options: CompileOptions): Promise<CompileOutcome>;
  format(source: string, version: string): Promise<{ readonly code?: string; readonly problems: readonly Problem[] }>;
}

const problemOf = (loc: LocMsg, severity: Problem["severity"], warning?: number): Problem => ({
  severity,
  row: loc.row,
  column: loc.column + 1,
  endRow: loc.endRow,
  endColumn: loc.endColumn + 1,
  message: loc.fullMsg || loc.shortMsg,
  ...(warning !== undefined ? { warning } : {}),
});

/** The page's view of a compile result (of either implementation). */
export function toOutcome(result: CompileResult): CompileOutcome {
  const warnings = "warnings" in result ? (result.warnings ?? []).map((w) => problemOf(w.details, w.isError ? "error" : "warning", w.warnNumber)) : [];
  if (result.type === "success") return { js: result.js_code, problems: warnings, ...(result.runnable ? { run: result.runnable } : {}) };
  if ("errors" in result) return { problems: [...result.errors.map((e) => problemOf(e, "error")), ...warnings.filter((w) => w.severity === "warning")] };
  return { problems: [{ severity: "error", row: 1, column: 1, endRow: 1, endColumn: 2, message: result.msg }] };
}

function toFormatted(result: FormatResult): { code?: string; problems: readonly Problem[] } {
  if (result.type === "success") return { code: result.code, problems: [] };
  if (result.type === "syntax_error") return { problems: result.errors.map((e) => problemOf(e, "error")) };
  return { problems: [{ severity: "error", row: 1, column: 1, endRow: 1, endColumn: 2, message: result.msg }] };
}

/** The dev server's compiler at `url` (which carries the server's token). */
export function devCompiler(url: string): PlaygroundCompilerAdapter {
  const post = async (body: unknown): Promise<unknown> => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(`the compile endpoint answered ${response.status}`);
    return response.json();
  };
  let choices: VersionChoice[] = [];
  return {
    async versions() {
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`the compile endpoint answered ${response.status}`);
      const answer = (await response.json()) as { versions?: unknown; choices?: unknown };
      choices = Array.isArray(answer.choices)
        ? answer.choices.filter(
            (c): c is VersionChoice =>
              typeof c?.version === "string" && typeof c?.label === "string" && (c.manualVersion === undefined || typeof c.manualVersion === "string"),
          )
        : [];
      return Array.isArray(answer.versions) ? answer.versions.filter((v): v is string => typeof v === "string") : [];
    },
    choices: () => choices,
    async compile(source, options) {
      // Only the fields the endpoint's CompileRequest has.
      const request: CompileRequest = {
        action: "compile",
        source,
        version: options.version,
        moduleSystem: options.moduleSystem,
        ...(options.warnFlags ? { warnFlags: options.warnFlags } : {}),
        ...(options.jsx ? { jsx: options.jsx } : {}),
      };
      return toOutcome((await post(request)) as CompileResult);
    },
    async format(source, version) {
      return toFormatted((await post({ action: "format", source, version, moduleSystem: "esmodule" })) as FormatResult);
    },
  };
}

/** What a loaded bundle's `make()` returns (the part the page uses). */
interface BundleInstance {
  readonly rescript: { compile(source: string): CompileResult; format?(source: string): FormatResult };
  setModuleSystem?(system: "es6" | "nodejs"): unknown;
  setWarnFlags?(flags: string): unknown;
}

declare global {
  interface Window {
    rescript_compiler?: { make(): BundleInstance; api_version?: string };
  }
}

/** The browser bundles under `base`, one per version, each loaded by a script tag on first use. */
export function bundleCompiler(base: string, offered: readonly string[], doc: Document = document): PlaygroundCompilerAdapter {
  const loaded = new Map<string, Promise<BundleInstance>>();
  /** The warning flags last given to each instance (none given: the bundle's defaults). */
  const warnFlagsOf = new WeakMap<BundleInstance, string>();
  const load = (version: string) => {
    let pending = loaded.get(version);
    if (!pending) {
      pending = new Promise<BundleInstance>((resolve, reject) => {
        const script = doc.createElement("script");
        script.src = `${base}/${encodeURIComponent(version)}/compiler.js`;
        script.async = true;
        script.onload = () => {
          const api = window.rescript_compiler;
          if (!api || typeof api.make !== "function") return reject(new Error(`${script.src} did not define rescript_compiler`));
          try {
            resolve(api.make());
          } catch (e) {
            reject(e instanceof Error ? e : new Error(String(e)));
          }
        };
        script.onerror = () => reject(new Error(`could not load ${script.src}`));
        doc.head.append(script);
      });
      pending.catch(() => loaded.delete(version));
      loaded.set(version, pending);
    }
    return pending;
  };
  return {
    async versions() {
      if (offered.length > 0) await load(offered[0]!);
      return offered;
    },
    async compile(source, options) {
      const instance = await load(options.version);
      instance.setModuleSystem?.(options.moduleSystem === "commonjs" ? "nodejs" : "es6");
      const flags = options.warnFlags ?? "";
      if ((warnFlagsOf.get(instance) ?? "") !== flags) {
        instance.setWarnFlags?.(flags);
        warnFlagsOf.set(instance, flags);
      }
      return toOutcome(instance.rescript.compile(source));
    },
    async format(source, version) {
      const instance = await load(version);
      if (!instance.rescript.format)
        return {
          problems: [{ severity: "error", row: 1, column: 1, endRow: 1, endColumn: 2, message: "this compiler version cannot format code" }],
        };
      return toFormatted(instance.rescript.format(source));
    },
  };
}

/** The compiler of this page: the dev server's when it announced one, else the configured bundles. */
export function pageCompiler(root: Document, base: string, versions: readonly string[]): PlaygroundCompilerAdapter {
  const dev = root.querySelector<HTMLMetaElement>('meta[name="docsgen-compile"]')?.content;
  return dev?.startsWith("/__docsgen/compile?") ? devCompiler(dev) : bundleCompiler(base, versions, root);
}
