import type { Page } from "../content/types.ts";
import type { Diagnostic, Severity } from "../diagnostics/diagnostic.ts";
import { renderCodeBlock } from "../markdown/fencesPlugin.ts";
import { escapeHtml } from "../shared/escapeHtml.ts";
import { emptySlotHtml, fillSlots, type PageBody, type PageSlot } from "../markdown/pageSlots.ts";
import { cleanJsOutput } from "./parseCompilerOutput.ts";
import type { ExampleOutcome } from "./compileExamples.ts";
import type { CompilerError } from "./parseCompilerOutput.ts";
import type { ExampleJob } from "./planExamples.ts";
import { pointToSiteSettings } from "./pointToSiteSettings.ts";

const NO_OUTPUT = "The example does not compile, so there is no JavaScript output.";

/** What a generated JS Output tab shows while its example waits to be compiled (serve's first build). */
export const PENDING_OUTPUT = '<p class="code-tabs__note">Compiling examples… this page reloads when its JavaScript output is ready.</p>';

/** The HTML of a page (`html`: as parsed, its slots empty) with each slot of its body filled by `fill`. */
export type FillPage = (html: string, body: PageBody, fill: (slot: PageSlot) => string) => string;

/** A hand-written JS Output fence that differs from the compiler's output. */
export interface JsOutputMismatch {
  readonly file: string;
  /** 1-based line of the JS fence's opening line. */
  readonly fenceLine: number;
  readonly written: string;
  readonly generated: string;
}

/** The HTML of a generated JS Output block: the compiler's JavaScript, highlighted. */
export function renderJsOutput(js: string): string {
  return renderCodeBlock({ code: js, lang: "js", label: "JS Output", highlightLines: [] });
}

/**
 * Turns compile outcomes into diagnostics and fills the pages' slots: a note under each example that does
 * not compile, the generated JS Output tabs, and the compiler data of components (`componentHtml`, by route
 * and component name). Returns every page, the ones with slots with their HTML filled in.
 */
export function applyExampleOutcomes(options: {
  pages: readonly Page[];
  jobs: readonly ExampleJob[];
  outcomes: ReadonlyMap<string, ExampleOutcome>;
  compilerNames: Readonly<Record<string, string>>;
  severity: Severity;
  componentHtml: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Jobs without an outcome are still to be compiled (not missing a compiler): their JS Output tabs say so. */
  pending?: boolean;
  /** A JS Output block's HTML (renderJsOutput, or a memo of it). */
  renderJsOutput?: (js: string) => string;
  /** A page's HTML with its slots filled (fillSlots of its body, or a memo of it). */
  fillPage?: FillPage;
}): { pages: Page[]; diagnostics: Diagnostic[]; mismatches: JsOutputMismatch[]; upstreamFailures: number } {
  const { jobs, outcomes, compilerNames, severity } = options;
  const jsOutputOf = options.renderJsOutput ?? renderJsOutput;
  const fillPage = options.fillPage ?? ((_html, body, fill) => fillSlots(body, fill));
  const diagnostics: Diagnostic[] = [];
  const mismatches: JsOutputMismatch[] = [];
  const byFence = new Map(jobs.map((j) => [`${j.route}\0${j.codeIndex}`, j] as const));
  let upstreamFailures = 0;
  const compilerNameOf = (job: ExampleJob) => compilerNames[job.toolchain] ?? job.toolchain;
  const pages = options.pages.map((page) => {
    // What each slot of the page shows, by slot kind and code index.
    const fills = new Map<string, string>();
    for (const block of page.codeBlocks) {
      const job = byFence.get(`${page.route}\0${block.index}`);
      const outcome = job ? outcomes.get(job.key) : undefined;
      if (job && outcome && !outcome.ok && page.source.generated) {
        upstreamFailures++;
      } else if (job && outcome && !outcome.ok) {
        const { error } = outcome;
        const words = pointToSiteSettings(error, job.toolchain);
        diagnostics.push({
          severity,
          code: "example/compile-error",
          message: `this ${job.kind === "example" ? "example" : job.kind} does not compile with ${compilerNameOf(job)}: ${words.message}`,
          ...(words.hint ? { hint: words.hint } : {}),
          file: job.file,
          line: job.fenceLine + (error.line || 0),
          column: error.line ? error.column : 1,
        });
      }
      if (job) {
        const failed = outcome && !outcome.ok ? outcome.error : undefined;
        const note = failed ? renderExampleNote({ compiler: compilerNameOf(job), error: failed, upstream: page.source.generated === true }) : "";
        fills.set(`example-status:${block.index}`, note);
      }
      const js = outcome?.ok ? outcome.js : undefined;
      if (block.generatesJsOutput && (js !== undefined || job)) {
        const rendered = js !== undefined ? jsOutputOf(js) : options.pending && !outcome ? PENDING_OUTPUT : `<p class="code-tabs__note">${NO_OUTPUT}</p>`;
        fills.set(`js-output:${block.index}`, rendered);
      }
      if (block.jsOutputIndex !== undefined && outcome?.ok) {
        const written = page.codeBlocks[block.jsOutputIndex];
        if (written && outcome.js !== undefined && normalise(written.code) !== normalise(outcome.js)) {
          mismatches.push({ file: page.source.file, fenceLine: written.line, written: written.code, generated: outcome.js });
          diagnostics.push({
            severity,
            code: "example/js-output-mismatch",
            file: page.source.file,
            line: written.line,
            column: 1,
            message: `the JS Output fence differs from what ${compilerNames[job!.toolchain] ?? "the compiler"} generates for the ReScript tab`,
            hint: "run `docsgen examples --update` to rewrite it from the compiler, or remove it and let the build generate it",
          });
        }
      }
    }
    if (!page.body) return page;
    const components = options.componentHtml.get(page.route);
    const fill = (slot: PageSlot) =>
      (slot.kind === "component" ? components?.get(slot.name) : fills.get(`${slot.kind}:${slot.codeIndex}`)) ?? emptySlotHtml(slot);
    return { ...page, html: fillPage(page.html, page.body, fill) };
  });
  return { pages, diagnostics, mismatches, upstreamFailures };
}

/**
 * The note under an example that does not compile: the compiler's first line visible, and on request its
 * whole message (escaped, as it printed it) with where in the example it points. Examples of generated pages
 * come from the library's own docstrings, often written upstream for another version of the API: the note says so.
 */
export function renderExampleNote(options: { compiler: string; error: CompilerError; upstream: boolean }): string {
  const { error } = options;
  const compiler = escapeHtml(options.compiler);
  const message = [error.message, error.detail].filter((part) => part.trim() !== "").join("\n");
  const where = error.line > 0 ? ` at line ${error.line}, column ${error.column} of the example` : "";
  const why = options.upstream
    ? "This example comes from a documentation comment of the library as published upstream, often written for another version of its API: " +
      "it is shown as written, and its failure is not an error of this site. "
    : "";
  return (
    `<div class="example-status" role="note"><details>` +
    `<summary>This example does not compile with ${compiler}: ${escapeHtml(error.message)}</summary>` +
    `<p class="example-status__why">${why}${compiler} reports${where}:</p>` +
    `<pre class="example-status__message">${escapeHtml(message)}</pre>` +
    `</details></div>`
  );
}

function normalise(js: string): string {
  return cleanJsOutput(js)
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
}
