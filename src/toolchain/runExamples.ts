import type { ResolvedSite } from "../config/types.ts";
import type { Page, SourceFile } from "../content/types.ts";
import type { Diagnostic, Severity } from "../diagnostics/diagnostic.ts";
import { applyExampleOutcomes, type FillPage, type JsOutputMismatch } from "./applyExampleOutcomes.ts";
import { type CompileReport, compileExamples, type ExampleOutcome } from "./compileExamples.ts";
import type { CompilerReference } from "./loadCompilerReference.ts";
import { makeJob, planExamples, toolchainFor, type ExampleJob } from "./planExamples.ts";
import type { PreparedToolchain } from "./prepareToolchain.ts";
import { pointToSiteSettings } from "./pointToSiteSettings.ts";
import { renderDocson, renderWarningTable } from "./renderCompilerComponents.ts";

/** Everything the example stage gives the rest of the build. */
export interface ExamplesResult {
  /** Every page, with the slots of its examples and compiler-data components filled in. */
  readonly pages: readonly Page[];
  readonly diagnostics: readonly Diagnostic[];
  readonly mismatches: readonly JsOutputMismatch[];
  /**
   * Data files made from the compiler's output: `data/landing-example.json` holds the landing page's
   * example (`res`, its source in data/landing.json, and `js`, what it compiles to) when it compiles.
   */
  readonly data: ReadonlyMap<string, SourceFile>;
  /** The outcome of every job of this build, and those compiled by it (for the build's memo). */
  readonly outcomes: CompileReport["outcomes"];
  readonly fresh: CompileReport["fresh"];
  readonly stats: {
    readonly total: number;
    readonly compiled: number;
    readonly cached: number;
    readonly seconds: number;
    /** Compiler runs it took (examples are checked in batches where their JavaScript is not shown). */
    readonly invocations: number;
    /** Examples of generated pages (compiler docstrings) that do not compile; marked on their pages. */
    readonly upstreamFailures: number;
    /** Examples left to compile later (`deferCompiles`): their JS Output tabs say they are being compiled. */
    readonly pending: number;
  };
}

/** The data file of the compiled landing example. */
const LANDING_EXAMPLE = "data/landing-example.json";

/** Compiles every ReScript example with its docs version's compiler (cached) and fills in generated JS Output tabs. */
export async function runExamples(options: {
  pages: readonly Page[];
  site: ResolvedSite;
  /** The prepared compilers by toolchain id. */
  toolchains: ReadonlyMap<string, PreparedToolchain>;
  /** Outcomes known from earlier builds. */
  known: ReadonlyMap<string, ExampleOutcome>;
  /** A compiler's warnings and build schema, for <WarningTable /> and <Docson /> (loadCompilerReference, or a memo of it). */
  referenceOf: (toolchain: PreparedToolchain) => Promise<CompilerReference>;
  severity: Severity;
  /** The content's data files: `data/landing.json` may hold the landing page's example (`example.res`). */
  data: ReadonlyMap<string, SourceFile>;
  /** Compile nothing: use the known outcomes only, the others pending (serve's first build, filled in by the next). */
  deferCompiles?: boolean;
  /** Examples with an outcome so far of all of them, as compiles finish. */
  onCount?: (done: number, total: number) => void;
  /** A JS Output block's HTML (applyExampleOutcomes' renderJsOutput, or a memo of it). */
  renderJsOutput?: (js: string) => string;
  /** A page's HTML with its slots filled (fillSlots, or a memo of it). */
  fillPage?: FillPage;
}): Promise<ExamplesResult> {
  const { pages, site, severity } = options;
  const prepared = options.toolchains;
  const landingSource = readLandingSource(options.data.get("data/landing.json")?.text);
  const keys = Object.fromEntries([...prepared].map(([id, t]) => [id, t.key]));
  const jobs: ExampleJob[] = planExamples(pages, site, keys);
  const landingJob =
    landingSource && site.defaultToolchain
      ? makeJob({
          toolchain: site.defaultToolchain,
          toolchainKey: keys[site.defaultToolchain] ?? "",
          file: "content/data/landing.json",
          fenceLine: 1,
          route: "/",
          codeIndex: -1,
          kind: "example",
          needsJs: true,
          prelude: "",
          code: landingSource,
        })
      : undefined;
  const allJobs = landingJob ? [...jobs, landingJob] : jobs;
  const report = options.deferCompiles
    ? knownOutcomes(allJobs, options.known)
    : await compileExamples({ jobs: allJobs, toolchains: prepared, known: options.known, ...(options.onCount ? { onCount: options.onCount } : {}) });
  const pending = allJobs.filter((j) => !report.outcomes.has(j.key)).length;
  const compilerNames = Object.fromEntries([...prepared].map(([id, t]) => [id, `ReScript ${t.install.version}`]));
  const componentHtml = await componentHtmlOf({ pages, site, prepared, compilerNames, referenceOf: options.referenceOf });
  const applied = applyExampleOutcomes({
    pages,
    jobs,
    outcomes: report.outcomes,
    compilerNames,
    severity,
    componentHtml,
    ...(options.deferCompiles ? { pending: true } : {}),
    ...(options.renderJsOutput ? { renderJsOutput: options.renderJsOutput } : {}),
    ...(options.fillPage ? { fillPage: options.fillPage } : {}),
  });
  const landingOutcome: ExampleOutcome | undefined = landingJob ? report.outcomes.get(landingJob.key) : undefined;
  const diagnostics = [...applied.diagnostics];
  if (landingJob && landingOutcome && !landingOutcome.ok) {
    const words = pointToSiteSettings(landingOutcome.error, landingJob.toolchain);
    diagnostics.push({
      severity,
      code: "example/compile-error",
      file: landingJob.file,
      line: 1,
      column: 1,
      message: `the landing page example does not compile: ${words.message}`,
      // Only where the compiler named its own files: the landing example's diagnostic never had the compiler's detail.
      ...(words.pointed && words.hint ? { hint: words.hint } : {}),
    });
  }
  return {
    pages: applied.pages,
    outcomes: report.outcomes,
    fresh: report.fresh,
    diagnostics,
    mismatches: applied.mismatches,
    data: new Map(
      landingJob && landingOutcome?.ok
        ? [
            [
              LANDING_EXAMPLE,
              { path: LANDING_EXAMPLE, file: landingJob.file, text: JSON.stringify({ res: landingJob.code, js: landingOutcome.js ?? "" }), generated: true },
            ],
          ]
        : [],
    ),
    stats: {
      total: jobs.length + (landingJob ? 1 : 0),
      compiled: report.compiled,
      cached: report.cached,
      invocations: report.invocations,
      seconds: report.milliseconds / 1000,
      upstreamFailures: applied.upstreamFailures,
      pending: options.deferCompiles ? pending : 0,
    },
  };
}

/** The report of compiling nothing: the outcomes already known (an outcome that was only a check serves no JS Output tab). */
function knownOutcomes(jobs: readonly ExampleJob[], known: ReadonlyMap<string, ExampleOutcome>): CompileReport {
  const outcomes = new Map<string, ExampleOutcome>();
  for (const job of jobs) {
    const outcome = known.get(job.key);
    if (outcome && (!job.needsJs || !outcome.ok || outcome.js !== undefined)) outcomes.set(job.key, outcome);
  }
  return { outcomes, fresh: new Map(), compiled: 0, cached: outcomes.size, invocations: 0, milliseconds: 0 };
}

/** The HTML of the compiler-data components (<WarningTable />, <Docson />) of each page that has them, by route and name. */
async function componentHtmlOf(options: {
  pages: readonly Page[];
  site: ResolvedSite;
  prepared: ReadonlyMap<string, PreparedToolchain>;
  compilerNames: Readonly<Record<string, string>>;
  referenceOf: (toolchain: PreparedToolchain) => Promise<CompilerReference>;
}): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const page of options.pages) {
    const names = new Set((page.body ?? []).flatMap((part) => (typeof part !== "string" && part.kind === "component" ? [part.name] : [])));
    const id = names.size > 0 ? toolchainFor(page.route, options.site) : undefined;
    const toolchain = id ? options.prepared.get(id) : undefined;
    if (!id || !toolchain) continue;
    const ref = await options.referenceOf(toolchain);
    const name = options.compilerNames[id] ?? id;
    const html = new Map<string, string>();
    if (names.has("WarningTable")) html.set("WarningTable", renderWarningTable(ref.warnings, name));
    if (names.has("Docson") && ref.schema) {
      html.set("Docson", renderDocson(ref.schema, `The build schema shipped with ${name} (${ref.schemaFile ?? "build-schema.json"}).`));
    }
    out.set(page.route, html);
  }
  return out;
}

/** The ReScript source of the landing page example (`example.res` in data/landing.json), if any. */
function readLandingSource(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const value = (JSON.parse(text) as { example?: { res?: unknown } }).example?.res;
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
