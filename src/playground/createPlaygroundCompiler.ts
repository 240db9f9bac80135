// `docsgen serve`'s compiler for /try: the pinned npm compilers the build uses, behind the dev server's
// token and origin checks, one compile at a time, with a size and a time limit. Answers in the browser
// bundle's shape (types.ts), so the page cannot tell the two apart; a success also carries the program bundled
// with its runtime (bundleRunnable.ts), which the page's Output panel runs.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ResolvedSite, ResolvedToolchain } from "../config/types.ts";
import { cleanJsOutput } from "../toolchain/parseCompilerOutput.ts";
import type { PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import { SOURCE_GUARD, sanitizeCompilerSource, sourceColumn } from "../toolchain/sanitizeCompilerSource.ts";
import { bundleRunnable } from "./bundleRunnable.ts";
import { parseCompilerReports, warningsOf } from "./parseCompilerReports.ts";
import { memoPromise } from "../pipeline/memoPromise.ts";
import { versionToolchainsOf } from "../content/playgroundRoutesOf.ts";
import { jsxVersionsOf, WARN_FLAGS_PATTERN } from "../shared/playgroundVersions.ts";
import {
  MAX_PLAYGROUND_SOURCE,
  MAX_PLAYGROUND_WAITING,
  type PlaygroundVersionChoice,
  type CompileRequest,
  type CompileResult,
  type FormatResult,
  type LocMsg,
} from "../shared/playground/types.ts";

const run = promisify(execFile);

/** Longest a compile or format may take before it is stopped, in milliseconds. */
export const PLAYGROUND_TIMEOUT_MS = 10_000;

/** The dev compiler: the versions it offers (`v12.0.2`) and a handler for requests. */
export interface PlaygroundCompiler {
  versions(): Promise<string[]>;
  /** The versions with the labels of the site's manual version select. */
  choices(): Promise<PlaygroundVersionChoice[]>;
  /** Rejects with PlaygroundBusyError when the toolchain has a compile running and enough waiting. */
  handle(request: CompileRequest): Promise<CompileResult | FormatResult>;
}

/** Thrown by `handle` when the asked compiler's queue is full (the server answers 503 "busy"). */
export class PlaygroundBusyError extends Error {
  constructor(version: string) {
    super(`the compiler ${version} is busy with other compiles; try again in a moment`);
    this.name = "PlaygroundBusyError";
  }
}

/** A toolchain of the dev compiler: how to prepare it and, optionally, the manual version it stands for. */
export interface PlaygroundToolchainEntry {
  readonly prepare: () => Promise<PreparedToolchain>;
  /**
   * The same compiler with its libraries compiled as CommonJS, for CommonJS compiles (a library compiled only as
   * ES modules is a "missing dependency" to bsc writing CommonJS); prepared on the first such compile.
   */
  readonly prepareCommonJs?: () => Promise<PreparedToolchain>;
  readonly manual?: { readonly value: string; readonly label: string };
}

/** Limits of the dev compiler (tests shorten them). */
export interface PlaygroundLimits {
  readonly timeoutMs?: number;
  readonly maxWaiting?: number;
  /** Longest bundling of a compiled program into its runnable script (bundleRunnable's default without it). */
  readonly runTimeoutMs?: number;
}

/** Settings of the dev compiler: its limits and the project root (react and react-dom of a runnable program resolve from there). */
export interface PlaygroundOptions extends PlaygroundLimits {
  readonly root?: string;
}

const REQUEST_KEYS = new Set(["action", "source", "version", "moduleSystem", "warnFlags", "jsx"]);

/** Checks an untrusted request body; undefined when it is not a CompileRequest within the limits (extra fields included). */
export function readCompileRequest(body: unknown): CompileRequest | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  if (Object.keys(body).some((key) => !REQUEST_KEYS.has(key))) return undefined;
  const { action, source, version, moduleSystem, warnFlags, jsx } = body as Record<string, unknown>;
  if (action !== "compile" && action !== "format") return undefined;
  if (typeof source !== "string" || Buffer.byteLength(source) > MAX_PLAYGROUND_SOURCE) return undefined;
  if (typeof version !== "string" || !/^v\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) return undefined;
  if (moduleSystem !== "esmodule" && moduleSystem !== "commonjs") return undefined;
  if (warnFlags !== undefined && (typeof warnFlags !== "string" || warnFlags.length > 200 || !WARN_FLAGS_PATTERN.test(warnFlags))) return undefined;
  if (jsx !== undefined && jsx !== "3" && jsx !== "4") return undefined;
  return { action, source, version, moduleSystem, ...(warnFlags ? { warnFlags } : {}), ...(jsx ? { jsx } : {}) };
}

/** A queue that runs one job at a time and refuses a job when `max` are already waiting. */
function boundedSerial(max: number) {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0; // running + waiting
  return {
    full: () => pending > max,
    run<T>(job: () => Promise<T>): Promise<T> {
      pending++;
      const next = queue.then(job, job).finally(() => pending--);
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/** A compiler over the given toolchains (prepared lazily, in order: the first is the default version). */
export function createPlaygroundCompiler(
  toolchains: readonly (PlaygroundToolchainEntry | (() => Promise<PreparedToolchain>))[],
  limits: PlaygroundOptions = {},
): PlaygroundCompiler {
  const entries = toolchains.map((t): PlaygroundToolchainEntry => (typeof t === "function" ? { prepare: t } : t));
  const timeoutMs = limits.timeoutMs ?? PLAYGROUND_TIMEOUT_MS;
  const maxWaiting = limits.maxWaiting ?? MAX_PLAYGROUND_WAITING;
  let prepared: Promise<PreparedToolchain[]> | undefined;
  const all = () => (prepared ??= Promise.all(entries.map((t) => t.prepare())));
  const queues = new Map<string, ReturnType<typeof boundedSerial>>();
  const commonJs = new Map<number, Promise<PreparedToolchain>>();
  /** The toolchain a request compiles with: the CommonJS variant of entry `at` when it asks for CommonJS and there is one. */
  const compilingToolchain = (at: number, prepared: PreparedToolchain, request: CompileRequest) => {
    const variant = entries[at]!.prepareCommonJs;
    if (request.action !== "compile" || request.moduleSystem !== "commonjs" || !variant) return Promise.resolve(prepared);
    return memoPromise(commonJs, at, variant);
  };
  const choices = async () =>
    (await all()).map((t, i): PlaygroundVersionChoice => {
      const version = `v${t.install.version}`;
      const manual = entries[i]!.manual;
      return manual ? { version, label: manual.label, manualVersion: manual.value } : { version, label: version };
    });
  return {
    async versions() {
      return (await all()).map((t) => `v${t.install.version}`);
    },
    choices,
    async handle(request) {
      const list = await all();
      // A compiler version first, then a manual version (`v10.0.0` of a page's Playground link).
      let at = list.findIndex((t) => `v${t.install.version}` === request.version);
      if (at === -1) at = entries.findIndex((e) => e.manual?.value === request.version);
      const toolchain = list[at];
      if (!toolchain) return { type: "unexpected_error", msg: `this server has no compiler ${request.version}` };
      const queue = queues.get(toolchain.id) ?? boundedSerial(maxWaiting);
      queues.set(toolchain.id, queue);
      if (queue.full()) throw new PlaygroundBusyError(`v${toolchain.install.version}`);
      return queue.run<CompileResult | FormatResult>(async () =>
        request.action === "format"
          ? format(toolchain, request.source, timeoutMs)
          : compile(await compilingToolchain(at, toolchain, request), request, timeoutMs, limits),
      );
    },
  };
}

/** Runs `work` in a fresh directory holding the source as Playground.res and the toolchain's package config. */
async function inScratch<T>(toolchain: PreparedToolchain, source: string, work: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "docsgen-playground-"));
  try {
    const file = path.join(dir, "Playground.res");
    await writeFile(file, source);
    for (const config of ["rescript.json", "bsconfig.json"]) {
      if (existsSync(path.join(toolchain.workspace, config))) await copyFile(path.join(toolchain.workspace, config), path.join(dir, config));
    }
    return await work(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function compile(toolchain: PreparedToolchain, request: CompileRequest, timeoutMs: number, options: PlaygroundOptions): Promise<CompileResult> {
  const moduleName = request.moduleSystem === "commonjs" ? "commonjs" : Number(toolchain.install.version.split(".")[0]) >= 11 ? "esmodule" : "es6";
  const args: string[] = [];
  for (let i = 0; i < toolchain.args.length; i++) {
    const arg = toolchain.args[i]!;
    const jsxChosen = request.jsx !== undefined && jsxVersionsOf(toolchain.install.version).includes(request.jsx);
    if (arg === "-w" || arg === "-bs-package-output" || (jsxChosen && arg === "-bs-jsx"))
      i++; // the playground shows the compiler's default warnings; the reader's JSX version replaces the toolchain's
    else args.push(arg);
  }
  args.push("-bs-package-output", `${moduleName}:.:${toolchain.suffix}`);
  // The reader's warning flags (checked by readCompileRequest: signs, letters, digits, `@`), one `-w` argument.
  if (request.warnFlags) args.push("-w", request.warnFlags);
  // A JSX version this compiler has (a request's other values were refused by readCompileRequest or are ignored here).
  if (request.jsx !== undefined && jsxVersionsOf(toolchain.install.version).includes(request.jsx)) args.push("-bs-jsx", request.jsx);
  const safe = sanitizeCompilerSource(request.source);
  if (!safe.ok) {
    const loc = { fullMsg: safe.message, shortMsg: safe.message, row: safe.line, column: safe.column - 1, endRow: safe.line, endColumn: safe.column };
    return { type: "other_error", errors: [loc] };
  }
  return inScratch(toolchain, safe.text, async (dir): Promise<CompileResult> => {
    let output = "";
    let failed = false;
    try {
      const done = await run(toolchain.install.bsc, [...args, ...safe.flags, "Playground.res"], {
        cwd: dir,
        timeout: timeoutMs,
        killSignal: "SIGKILL", // bsc is a native program: a killed compile leaves nothing running
        maxBuffer: 8 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: "1" },
      });
      output = `${done.stderr}${done.stdout}`;
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string; killed?: boolean; signal?: string };
      if (err.killed || err.signal) return { type: "unexpected_error", msg: `compiling took longer than ${timeoutMs / 1000} s and was stopped` };
      output = `${err.stderr ?? ""}${err.stdout ?? ""}`;
      failed = true;
    }
    output = output.replaceAll(SOURCE_GUARD, "");
    const reports = parseCompilerReports(output).map((r) => (safe.guarded ? { ...r, loc: unguarded(r.loc) } : r));
    const warnings = warningsOf(reports);
    const errors = reports.filter((r) => r.kind !== "warning");
    if (failed || errors.length > 0) {
      if (errors.length === 0) {
        if (warnings.some((w) => w.isError)) return { type: "warning_error", errors: warnings.filter((w) => w.isError).map((w) => w.details), warnings };
        return {
          type: "other_error",
          errors: [{ fullMsg: output.trim(), shortMsg: output.trim().split("\n")[0] ?? "", row: 1, column: 0, endRow: 1, endColumn: 1 }],
        };
      }
      return { type: errors[0]!.kind === "syntax_error" ? "syntax_error" : "type_error", errors: errors.map((r) => r.loc), warnings };
    }
    const file = path.join(dir, `Playground${toolchain.suffix}`);
    const raw = existsSync(file) ? await readFile(file, "utf8") : "";
    // The program with its runtime modules, for the Output panel: the compiler's own output ('use strict' kept).
    const runnable = await bundleRunnable(raw, toolchain, {
      ...(options.root ? { root: options.root } : {}),
      ...(options.runTimeoutMs ? { timeoutMs: options.runTimeoutMs } : {}),
    });
    return { type: "success", js_code: cleanJsOutput(raw), warnings, type_hints: [], runnable };
  }).catch((e: unknown): CompileResult => ({ type: "unexpected_error", msg: e instanceof Error ? e.message : String(e) }));
}

/** A message's place in the source the reader wrote (the guard shifts line 1). */
function unguarded(loc: LocMsg): LocMsg {
  return { ...loc, column: sourceColumn(loc.row, loc.column, 0), endColumn: sourceColumn(loc.endRow, loc.endColumn, 0) };
}

async function format(toolchain: PreparedToolchain, source: string, timeoutMs: number): Promise<FormatResult> {
  return inScratch(toolchain, source, async (dir) => {
    try {
      const done = await run(toolchain.install.bsc, ["-format", "Playground.res"], {
        cwd: dir,
        timeout: timeoutMs,
        killSignal: "SIGKILL", // bsc is a native program: a killed compile leaves nothing running
        maxBuffer: 8 * 1024 * 1024,
      });
      return { type: "success" as const, code: done.stdout };
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string; killed?: boolean; signal?: string };
      if (err.killed || err.signal) return { type: "unexpected_error" as const, msg: "formatting took too long and was stopped" };
      const errors = parseCompilerReports(`${err.stderr ?? ""}${err.stdout ?? ""}`).map((r) => r.loc);
      return errors.length > 0 ? { type: "syntax_error" as const, errors } : { type: "unexpected_error" as const, msg: (err.stderr ?? "format failed").trim() };
    }
  });
}

/** The doc-set version whose examples a toolchain checks (in the first doc set that has one), with its label. */
export function docVersionOf(site: ResolvedSite, toolchainId: string): { value: string; label: string } | undefined {
  for (const set of site.docSets) {
    const found = versionToolchainsOf(site, set).find((v) => v.toolchain === toolchainId);
    if (found) return { value: found.value, label: found.label };
  }
  return undefined;
}

/** Where serve's compiler takes its settings from: the configuration of the build being served, and its toolchains. */
export interface PlaygroundSource {
  readonly root: string;
  /** The site configuration in force (the last good build's). */
  site(): Promise<ResolvedSite>;
  /** A toolchain prepared for exactly these settings (the build's memo: shared with the examples, keyed by them). */
  prepare(toolchain: ResolvedToolchain): Promise<PreparedToolchain>;
}

/**
 * The serve compiler of a project: its `playground.devToolchains` as the served build configures them. It is made
 * again whenever what it is made from changes (the list, a toolchain's settings, the manual version it checks), so
 * an edit of site.json reaches the next compile.
 */
export function playgroundCompilerFor(source: PlaygroundSource): PlaygroundCompiler {
  let current: { readonly key: string; readonly compiler: PlaygroundCompiler } | undefined;
  const get = async () => {
    const site = await source.site();
    const ids = site.playground.devToolchains;
    const key = JSON.stringify(ids.map((id) => [id, site.toolchains[id], docVersionOf(site, id)]));
    if (current?.key !== key) {
      const compiler = createPlaygroundCompiler(
        ids.map((id) => ({
          prepare: () => source.prepare(site.toolchains[id]!),
          prepareCommonJs: () => source.prepare({ ...site.toolchains[id]!, module: "commonjs" }),
          manual: docVersionOf(site, id),
        })),
        { root: source.root },
      );
      current = { key, compiler };
    }
    return current.compiler;
  };
  return {
    versions: async () => (await get()).versions(),
    choices: async () => (await get()).choices(),
    handle: async (request) => (await get()).handle(request),
  };
}
