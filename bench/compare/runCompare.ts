// `npm run bench -- --compare`: cold builds of the same corpus by docsgen, Eleventy 3 and Hugo, interleaved
// (order rotating each round), each timed as a whole process; prints medians and ratios to docsgen.
// The peers are installed here when missing: Hugo with apt-get (Debian's package), Eleventy with npm into a
// folder under the system temp dir. Neither becomes a dependency of the project.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateCorpus } from "../generateCorpus.ts";
import { writeEleventyProject, writeHugoProject } from "./peerProjects.ts";

interface Tool {
  readonly name: string;
  /** Removes outputs and caches, so the next run is cold. */
  readonly clean: () => void;
  readonly command: readonly string[];
  readonly cwd: string;
  /** Checks the output of a run (page count, highlighted code, sidebar); returns a problem or undefined. */
  readonly check: () => string | undefined;
}

const PEERS = path.join(os.tmpdir(), "docsgen-bench-peers");
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

function ensureHugo(): string | undefined {
  if (spawnSync("hugo", ["version"]).status === 0) return "hugo";
  console.log("Hugo is missing: apt-get install -y hugo");
  const install = spawnSync("apt-get", ["install", "-y", "hugo"], { stdio: "inherit" });
  if (install.status !== 0 || spawnSync("hugo", ["version"]).status !== 0) {
    console.log("!! Hugo could not be installed (apt-get install -y hugo needs root and Debian's registry): Hugo is left out");
    return undefined;
  }
  return "hugo";
}

function ensureEleventy(): string {
  const dir = path.join(PEERS, "eleventy");
  const cli = path.join(dir, "node_modules", "@11ty", "eleventy", "cmd.cjs");
  if (!existsSync(cli)) {
    mkdirSync(dir, { recursive: true });
    console.log(`Eleventy is missing: npm install into ${dir}`);
    const install = spawnSync(
      "npm",
      ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", dir, "@11ty/eleventy@3", "@11ty/eleventy-plugin-syntaxhighlight@5"],
      { stdio: "inherit" },
    );
    if (install.status !== 0) throw new Error("npm install of Eleventy failed");
  }
  return cli;
}

function countHtml(dir: string): number {
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".html")).length : 0;
}

function checkOutput(dir: string, pages: number, highlight: RegExp): string | undefined {
  const count = countHtml(dir);
  if (count < pages) return `${count} HTML pages, expected at least ${pages}`;
  const sample = readFileSync(path.join(dir, "docs", "manual", "v11.0.0", "page-1", "index.html"), "utf8");
  if (!highlight.test(sample)) return "page-1 has no highlighted code";
  if (!/aria-current="page"/.test(sample)) return "page-1 has no sidebar with the current page";
  return undefined;
}

function timeRun(tool: Tool): { seconds: number; rssMb: number } {
  tool.clean();
  const [cmd, ...args] = tool.command;
  const started = performance.now();
  const child = timeBin
    ? spawnSync(timeBin, ["-f", "BENCH_MAXRSS_KB=%M", cmd!, ...args], { cwd: tool.cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(cmd!, args, { cwd: tool.cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) throw new Error(`${tool.name} failed (exit ${child.status}):\n${child.stderr}`);
  const problem = tool.check();
  if (problem) throw new Error(`${tool.name}: ${problem}`);
  const rss = /BENCH_MAXRSS_KB=(\d+)/.exec(child.stderr ?? "");
  return { seconds, rssMb: rss ? Number(rss[1]) / 1024 : 0 };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the comparison for each corpus size; returns docsgen's median seconds per size. */
export function runCompare(root: string, sizes: readonly number[], runs: number): void {
  const hugo = ensureHugo();
  const eleventy = ensureEleventy();
  for (const pages of sizes) {
    const corpus = path.join(root, "bench", ".corpus");
    const content = generateCorpus(corpus, pages);
    const eleventyDir = path.join(PEERS, "eleventy", "site");
    const hugoDir = path.join(PEERS, "hugo-site");
    writeEleventyProject(content, eleventyDir);
    if (hugo) writeHugoProject(content, hugoDir);
    const tools: Tool[] = [
      {
        name: "docsgen",
        cwd: corpus,
        command: [process.execPath, path.join(root, "bin", "docsgen.js"), "build", "--quiet"],
        clean: () => {
          for (const d of ["out", ".docsgen-cache"]) rmSync(path.join(corpus, d), { recursive: true, force: true });
        },
        check: () => checkOutput(path.join(corpus, "out"), pages, /class="hljs/),
      },
      {
        name: "Eleventy 3",
        cwd: eleventyDir,
        command: [process.execPath, eleventy, "--quiet"],
        clean: () => {
          for (const d of ["_site", ".cache"]) rmSync(path.join(eleventyDir, d), { recursive: true, force: true });
        },
        check: () => checkOutput(path.join(eleventyDir, "_site"), pages, /class="token /),
      },
      ...(hugo
        ? [
            {
              name: "Hugo",
              cwd: hugoDir,
              command: [hugo, "--quiet"],
              clean: () => {
                for (const d of ["public", "resources"]) rmSync(path.join(hugoDir, d), { recursive: true, force: true });
              },
              check: () => checkOutput(path.join(hugoDir, "public"), pages, /class="chroma"/),
            },
          ]
        : []),
    ];
    console.log(`\n${pages} pages, ${runs} rounds, cold builds (outputs and caches removed before each run), order rotating:`);
    const results = new Map(tools.map((t) => [t.name, [] as { seconds: number; rssMb: number }[]]));
    for (let round = 0; round < runs; round++) {
      for (let i = 0; i < tools.length; i++) {
        const tool = tools[(i + round) % tools.length]!;
        const r = timeRun(tool);
        results.get(tool.name)!.push(r);
        console.log(`  round ${round + 1}: ${tool.name.padEnd(10)} ${r.seconds.toFixed(2)} s`);
      }
    }
    const ours = median(results.get("docsgen")!.map((r) => r.seconds));
    console.log(`\n| ${pages} pages | median | pages/s | peak RSS | vs docsgen |\n| --- | --- | --- | --- | --- |`);
    for (const tool of tools) {
      const rs = results.get(tool.name)!;
      const m = median(rs.map((r) => r.seconds));
      console.log(
        `| ${tool.name} | ${m.toFixed(2)} s | ${(pages / m).toFixed(0)} | ${Math.max(...rs.map((r) => r.rssMb)).toFixed(0)} MB | ` +
          `${tool.name === "docsgen" ? "1.00x" : `${(m / ours).toFixed(2)}x docsgen's time`} |`,
      );
    }
    console.log(`docsgen: ${((ours / pages) * 1000).toFixed(2)} ms per page (docsgen also checks every link and anchor and writes the search index)`);
  }
}
