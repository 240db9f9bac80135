// npm run bench [-- --pages N]: cold `docsgen build` of a synthetic corpus, timed as a whole process.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { generateCorpus } from "./generateCorpus.ts";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const pages = arg("--pages", 1000);
const runs = arg("--runs", 3);
const corpus = path.join(root, "bench", ".corpus");
const content = generateCorpus(corpus, pages);
const out = path.join(corpus, "out");
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

console.log(`docsgen build benchmark: ${pages} pages, ${runs} cold runs (new process each, output removed first)`);
const results: { seconds: number; rssMb?: number }[] = [];
for (let r = 0; r < runs; r++) {
  rmSync(out, { recursive: true, force: true });
  const args = [path.join(root, "bin", "docsgen.js"), "build", "--content", path.relative(root, content), "--out", path.relative(root, out), "--quiet"];
  const started = performance.now();
  const child = timeBin
    ? spawnSync(timeBin, ["-f", "DOCSGEN_MAXRSS_KB=%M", process.execPath, ...args], { cwd: root, encoding: "utf8" })
    : spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) {
    console.error(child.stderr);
    process.exit(1);
  }
  const rss = /DOCSGEN_MAXRSS_KB=(\d+)/.exec(child.stderr ?? "");
  results.push({ seconds, ...(rss ? { rssMb: Number(rss[1]) / 1024 } : {}) });
  console.log(`  run ${r + 1}: ${seconds.toFixed(2)} s wall, ${(pages / seconds).toFixed(0)} pages/s${rss ? `, peak RSS ${(Number(rss[1]) / 1024).toFixed(0)} MB` : ""}`);
}
const sorted = results.map((r) => r.seconds).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(`build: median ${median.toFixed(2)} s wall, ${(pages / median).toFixed(0)} pages/s, peak RSS ${Math.max(...results.map((r) => r.rssMb ?? 0)).toFixed(0)} MB`);
void execFileSync;
