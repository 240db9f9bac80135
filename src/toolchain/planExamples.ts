import { createHash } from "node:crypto";
import { SOURCE_HANDLING } from "./sanitizeCompilerSource.ts";
import type { ResolvedSite } from "../config/types.ts";
import type { Page } from "../content/types.ts";
import { isUnder } from "../shared/isUnder.ts";
import { isReScriptLang } from "../markdown/highlightCode.ts";

/** One compile to run: a fence (or the landing example) with the preludes before it. */
export interface ExampleJob {
  /** Cache key: toolchain key + kind + prelude + source. */
  readonly key: string;
  readonly toolchain: string;
  /** Diagnostics path of the page and 1-based line of the fence's opening line. */
  readonly file: string;
  readonly fenceLine: number;
  readonly route: string;
  readonly codeIndex: number;
  readonly kind: "example" | "prelude" | "sig";
  /** Whether the page shows or compares the compiled JavaScript (else only whether it compiles matters). */
  readonly needsJs: boolean;
  /** Preludes visible to this fence, compiled as module `Prelude` and opened. */
  readonly prelude: string;
  readonly code: string;
}

/** The toolchain id for a route: the longest configured prefix, else the default. */
export function toolchainFor(route: string, site: ResolvedSite): string | undefined {
  return site.exampleRoutes.find((r) => isUnder(route, r.prefix))?.toolchain ?? site.defaultToolchain;
}

/** Lists the compile jobs of all pages: every `res example`, `res prelude` and `res sig` fence. */
export function planExamples(pages: readonly Page[], site: ResolvedSite, toolchainKeys: Readonly<Record<string, string>>): ExampleJob[] {
  const jobs: ExampleJob[] = [];
  for (const page of pages) {
    const toolchain = toolchainFor(page.route, site);
    if (!toolchain) continue;
    let prelude = "";
    for (const block of page.codeBlocks) {
      if (block.role === "plain" || block.role === "signature" || !isReScriptLang(block.lang)) continue;
      jobs.push(
        makeJob({
          toolchain,
          toolchainKey: toolchainKeys[toolchain] ?? "",
          file: page.source.file,
          fenceLine: block.line,
          route: page.route,
          codeIndex: block.index,
          kind: block.role,
          needsJs: block.generatesJsOutput || block.jsOutputIndex !== undefined,
          prelude,
          code: block.code,
        }),
      );
      if (block.role === "prelude") prelude += (prelude ? "\n" : "") + block.code;
    }
  }
  return jobs;
}

/** Builds a job with its cache key (which names how sources are handed to the compiler: older outcomes never serve). */
export function makeJob(job: Omit<ExampleJob, "key"> & { toolchainKey: string }): ExampleJob {
  const { toolchainKey, ...rest } = job;
  const key = createHash("sha256").update(`${SOURCE_HANDLING}\0${toolchainKey}\0${rest.kind}\0${rest.prelude}\0${rest.code}`).digest("hex").slice(0, 32);
  return { key, ...rest };
}
