// npm run bench [-- --pages N] [--only build|client|serve|first-page|search] [--out DIR] [--bin FILE]: cold `docsgen build` of a
// synthetic corpus, timed as a whole process, then the client JavaScript budget of the real site (bench/clientBudget.ts), serve,
// the real site's serve start with an empty and a warm cache (bench/firstPageBench.ts; --bin: another engine's bin/docsgen.js) and search.
// npm run bench -- --compare [--pages N] [--runs N]: docsgen against Eleventy 3 and Hugo on the same corpus (bench/compare/).
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runClientBudget } from "./clientBudget.ts";
import { generateCorpus } from "./generateCorpus.ts";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
if (process.argv.includes("--compare")) {
  const { runCompare } = await import("./compare/runCompare.ts");
  const sizeAt = process.argv.indexOf("--pages");
  runCompare(
    path.resolve(import.meta.dirname, ".."),
    sizeAt === -1 ? [1000, 5000] : [Number(process.argv[sizeAt + 1])],
    process.argv.includes("--runs") ? Number(process.argv[process.argv.indexOf("--runs") + 1]) : 3,
  );
  process.exit(0);
}
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];
const ONLY = ["build", "client", "serve", "first-page", "search"];
if (only !== undefined && !ONLY.includes(only)) {
  console.error(
    "usage: npm run bench -- [--pages N] [--runs N] [--only build|client|serve|first-page|search] [--out DIR (client budget of a built site)]" +
      " [--bin FILE (first-page: the engine to time)]",
  );
  process.exit(2);
}
const pages = arg("--pages", 1000);
const runs = arg("--runs", 3);
const corpus = path.join(root, "bench", ".corpus");
const content = path.join(corpus, "content");

function benchBuild(): void {
  generateCorpus(corpus, pages);
  const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

  console.log(`docsgen build benchmark: ${pages} pages, ${runs} cold runs (new process each, output and cache removed first)`);
  const results: { seconds: number; rssMb?: number }[] = [];
  for (let r = 0; r < runs; r++) {
    // The corpus is a project of its own (bench/generateCorpus.ts): its out/ and .docsgen-cache/ go away before each run.
    for (const dir of ["out", ".docsgen-cache"]) rmSync(path.join(corpus, dir), { recursive: true, force: true });
    const args = [path.join(root, "bin", "docsgen.js"), "build", "--quiet"];
    const started = performance.now();
    const child = timeBin
      ? spawnSync(timeBin, ["-f", "DOCSGEN_MAXRSS_KB=%M", process.execPath, ...args], { cwd: corpus, encoding: "utf8" })
      : spawnSync(process.execPath, args, { cwd: corpus, encoding: "utf8" });
    const seconds = (performance.now() - started) / 1000;
    if (child.status !== 0) {
      console.error(child.stderr);
      process.exit(1);
    }
    const rss = /DOCSGEN_MAXRSS_KB=(\d+)/.exec(child.stderr ?? "");
    results.push({ seconds, ...(rss ? { rssMb: Number(rss[1]) / 1024 } : {}) });
    console.log(
      `  run ${r + 1}: ${seconds.toFixed(2)} s wall, ${(pages / seconds).toFixed(0)} pages/s` +
        `${rss ? `, peak RSS ${(Number(rss[1]) / 1024).toFixed(0)} MB` : ""}`,
    );
  }
  const sorted = results.map((r) => r.seconds).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `build: median ${median.toFixed(2)} s wall, ${(pages / median).toFixed(0)} pages/s, ` +
      `peak RSS ${Math.max(...results.map((r) => r.rssMb ?? 0)).toFixed(0)} MB`,
  );
  // Warm: the same build again with its cache and output in place (nothing changed: nothing to do).
  const warmArgs = [path.join(root, "bin", "docsgen.js"), "build"];
  const warm: number[] = [];
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    const child = spawnSync(process.execPath, warmArgs, { cwd: corpus, encoding: "utf8" });
    warm.push((performance.now() - started) / 1000);
    if (child.status !== 0 || !child.stdout.includes("up to date")) {
      console.error(child.stdout + child.stderr);
      process.exit(1);
    }
  }
  console.log(`warm rebuild, no change: median ${warm.sort((a, b) => a - b)[Math.floor(warm.length / 2)]!.toFixed(2)} s wall`);
}

if (only === undefined || only === "build" || only === "serve") benchBuild();
if (only === undefined || only === "client") {
  if (only === undefined) console.log("");
  const outAt = process.argv.indexOf("--out");
  await runClientBudget(outAt === -1 ? undefined : process.argv[outAt + 1]);
}

if (only === undefined || only === "serve") {
  if (!existsSync(content)) generateCorpus(corpus, pages);
  const { serveBench } = await import("./serveBench.ts");
  console.log(`\ndocsgen serve --watch benchmark: ${pages} pages, the same corpus`);
  const r = await serveBench(root, path.relative(root, content));
  console.log(`  process start to first page served: ${r.startSeconds.toFixed(2)} s`);
  console.log(
    `  one-page edit to live-reload event: median ${r.editMedianMs.toFixed(0)} ms over ${r.editsMs.length} edits ` +
      `(min ${Math.min(...r.editsMs).toFixed(0)}, max ${Math.max(...r.editsMs).toFixed(0)})`,
  );
}

if (only === undefined || only === "first-page") {
  const { firstPageBench } = await import("./firstPageBench.ts");
  const binAt = process.argv.indexOf("--bin");
  const bin = binAt === -1 ? undefined : path.resolve(process.argv[binAt + 1]!);
  console.log(
    `\ndocsgen serve --watch of the real site, empty cache then warm (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")})`,
  );
  const { cold, warm } = await firstPageBench(root, bin);
  for (const [name, t] of [
    ["empty cache", cold],
    ["warm cache", warm],
  ] as const)
    console.log(`  ${name}: address ${t.address.toFixed(2)} s, first page ${t.firstPage.toFixed(2)} s, last example filled ${t.lastExample.toFixed(2)} s`);
}

if (only === undefined || only === "search") {
  const { runSearchBench } = await import("./searchBench.ts");
  await runSearchBench();
}
