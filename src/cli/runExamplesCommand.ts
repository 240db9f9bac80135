import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../pipeline/buildSite.ts";
import { resolvePaths } from "../config/resolvePaths.ts";
import { formatDiagnostic } from "../diagnostics/formatDiagnostic.ts";
import type { JsOutputMismatch } from "../toolchain/applyExampleOutcomes.ts";
import { examplesReportOf } from "../toolchain/examplesReportOf.ts";
import { checkSiteConfig } from "./checkSiteConfig.ts";
import { createProgressLine } from "./createProgressLine.ts";

/** Rewrites the body of each mismatching JS fence with the compiler's output; returns the new text. */
export function rewriteJsFences(text: string, mismatches: readonly JsOutputMismatch[]): string {
  const lines = text.split("\n");
  // Bottom-up, so earlier line numbers stay valid.
  for (const m of [...mismatches].sort((a, b) => b.fenceLine - a.fenceLine)) {
    const opening = lines[m.fenceLine - 1] ?? "";
    const indent = /^\s*/.exec(opening)?.[0] ?? "";
    const count = m.written.split("\n").length;
    lines.splice(m.fenceLine, count, ...m.generated.split("\n").map((l) => (l === "" ? "" : indent + l)));
  }
  return lines.join("\n");
}

/** `docsgen examples [--update]`: compares hand-written JS Output fences with the compiler; `--update` rewrites them. */
export async function runExamplesCommand(flags: { root: string; content: string; update: boolean }): Promise<number> {
  const paths = resolvePaths({ root: flags.root, content: flags.content });
  const { exitCode: configExit, config } = await checkSiteConfig(paths);
  if (configExit !== undefined) return configExit;
  const progress = createProgressLine({ stream: process.stderr });
  const result = await buildSite({
    paths,
    config,
    onStage: (stage) => progress.stage(stage),
    onCount: (_stage, done, total) => progress.count(done, total),
  });
  progress.clear();
  const { stats, mismatches } = examplesReportOf(result.reports);
  const errors = result.diagnostics.filter((d) => d.severity === "error" && d.code !== "example/js-output-mismatch");
  for (const d of errors) process.stderr.write(`${formatDiagnostic(d)}\n`);
  const byFile = new Map<string, JsOutputMismatch[]>();
  for (const m of mismatches) byFile.set(m.file, [...(byFile.get(m.file) ?? []), m]);
  if (!flags.update) {
    for (const m of mismatches)
      process.stderr.write(`${m.file}:${m.fenceLine}:1 - error example/js-output-mismatch: the JS Output fence differs from the compiler's output\n`);
    process.stdout.write(
      `${stats.total} examples checked, ${mismatches.length} JS Output fences differ from the compiler` +
        `${mismatches.length > 0 ? " (run with --update to rewrite them)" : ""}\n`,
    );
    return mismatches.length > 0 || errors.length > 0 ? 1 : 0;
  }
  for (const [file, mismatches] of byFile) {
    const abs = path.join(paths.root, file);
    await writeFile(abs, rewriteJsFences(await readFile(abs, "utf8"), mismatches));
  }
  process.stdout.write(`updated ${mismatches.length} JS Output fences in ${byFile.size} files\n`);
  return errors.length > 0 ? 1 : 0;
}
