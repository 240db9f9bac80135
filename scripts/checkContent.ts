// A writer's checker for content/: builds the whole site in memory (nothing is written) and prints the
// diagnostics of the files you name, or compiles one ReScript file with a docs version's compiler.
//
//   node --import tsx scripts/checkContent.ts content/docs/manual/v12.0.0/record.mdx content/docs/react/v0.11.0
//       every diagnostic (compile errors of examples, dead links and anchors, front matter) of those
//       files or folders; exit 1 when one of them has an error or a warning
//   node --import tsx scripts/checkContent.ts --js v12 snippet.res
//       compiles snippet.res with toolchain `v12` of content/site.json and prints the JS or the error
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildSite } from "../src/pipeline/buildSite.ts";
import { loadSiteConfig } from "../src/config/loadConfig.ts";
import { resolvePaths } from "../src/config/resolvePaths.ts";
import { formatDiagnostic } from "../src/diagnostics/formatDiagnostic.ts";
import { compileExamples } from "../src/toolchain/compileExamples.ts";
import { makeJob } from "../src/toolchain/planExamples.ts";
import { prepareToolchain } from "../src/toolchain/prepareToolchain.ts";
import { examplesReportOf } from "../src/toolchain/examplesReportOf.ts";

const args = process.argv.slice(2);
const paths = resolvePaths({ root: process.cwd() });

if (args[0] === "--js") {
  const [, id, file] = args;
  if (!id || !file) throw new Error("usage: checkContent.ts --js <toolchain id> <file.res>");
  const { site } = await loadSiteConfig(paths);
  const toolchain = site.toolchains[id];
  if (!toolchain) throw new Error(`no toolchain ${id}; configured: ${Object.keys(site.toolchains).join(", ")}`);
  const prepared = await prepareToolchain(toolchain, paths.root, paths.cache);
  const scratch = await mkdtemp(path.join(os.tmpdir(), "docsgen-check-"));
  try {
    const job = makeJob({
      toolchain: id,
      toolchainKey: prepared.key,
      file,
      fenceLine: 1,
      route: "/",
      codeIndex: 0,
      kind: "example",
      prelude: "",
      code: await readFile(file, "utf8"),
      needsJs: true,
    });
    const report = await compileExamples({ jobs: [job], toolchains: new Map([[id, prepared]]), known: new Map() });
    const outcome = report.outcomes.get(job.key)!;
    if (outcome.ok) process.stdout.write(`${outcome.js}\n`);
    else process.stdout.write(`${file}:${outcome.error.line}:${outcome.error.column ?? 1} - error: ${outcome.error.message}\n`);
    process.exitCode = outcome.ok ? 0 : 1;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
} else {
  const prefixes = args.map((a) => a.replace(/\/+$/, ""));
  const result = await buildSite({ paths, exampleSeverity: "error" });
  const mine = result.diagnostics.filter(
    (d) => prefixes.length === 0 || prefixes.some((p) => d.file !== undefined && (d.file === p || d.file.startsWith(`${p}/`))),
  );
  for (const d of mine) process.stdout.write(`${formatDiagnostic(d)}\n`);
  const others = result.diagnostics.length - mine.length;
  process.stdout.write(
    `${mine.length} problems in ${prefixes.join(", ") || "the site"}${others > 0 ? ` (${others} elsewhere, not shown)` : ""}; ` +
      `${examplesReportOf(result.reports).stats.total} examples checked\n`,
  );
  process.exitCode = mine.length > 0 ? 1 : 0;
}
