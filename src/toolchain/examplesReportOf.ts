// What the examples feature reports to the commands (its counts and the JS Output fences that differ from the
// compiler), kept among a build's feature reports under the feature's name: the generic build types know
// nothing of examples, and the commands that print them read them back here.
import type { ExamplesResult } from "./runExamples.ts";

/** The examples' counts and mismatches. */
export type ExamplesReport = Pick<ExamplesResult, "stats" | "mismatches">;

/** The name the examples feature reports under. */
export const EXAMPLES_FEATURE = "examples";

/** The report of a site that compiles no examples. */
const NO_EXAMPLES: ExamplesReport = {
  stats: { total: 0, compiled: 0, cached: 0, seconds: 0, invocations: 0, upstreamFailures: 0, pending: 0 },
  mismatches: [],
};

/** The examples' report among a build's feature reports (the empty report when the site compiles none). */
export function examplesReportOf(reports: ReadonlyMap<string, unknown>): ExamplesReport {
  // Only the examples feature reports under its name, with this shape (see src/pipeline/siteFeatures.ts).
  return (reports.get(EXAMPLES_FEATURE) as ExamplesReport | undefined) ?? NO_EXAMPLES;
}
