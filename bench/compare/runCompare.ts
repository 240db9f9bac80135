// `npm run bench -- --compare`: cold builds of the same corpus by docsgen, Eleventy 3 and Hugo (alone, and
// with Pagefind 1.6 indexing their output, the search most of their docs sites add), on tmpfs (/dev/shm) and
// on disk, interleaved (order rotating each round), each timed as a whole process tree (wall and CPU time);
// beside them the floor: markdown-it and highlight.js rendering the same pages in one thread, in memory.
// docsgen runs truly cold: its project's .docsgen-cache is removed before every run (the engine bundle lives
// in the repository's). The peers are installed here when missing: Hugo with apt-get (Debian's package),
// Eleventy and Pagefind with npm into a folder under the system temp dir. None becomes a dependency.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
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

function ensurePagefind(): string | undefined {
  const dir = path.join(PEERS, "pagefind");
  const bin = path.join(dir, "node_modules", ".bin", "pagefind");
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    console.log(`Pagefind is missing: npm install into ${dir}`);
    const install = spawnSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", dir, "pagefind@1.6"], { stdio: "inherit" });
    if (install.status !== 0 || !existsSync(bin)) {
      console.log("!! Pagefind could not be installed: the rows with Pagefind are left out");
      return undefined;
    }
  }
  return bin;
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

/** One timed run: wall seconds, CPU seconds (user + system of the process and every child it waited for), peak RSS. */
interface RunResult {
  readonly seconds: number;
  readonly cpu: number;
  readonly rssMb: number;
}

function timeRun(tool: Tool): RunResult {
  tool.clean();
  const [cmd, ...args] = tool.command;
  const started = performance.now();
  const child = timeBin
    ? spawnSync(timeBin, ["-f", "BENCH_TIME=%M %U %S", cmd!, ...args], { cwd: tool.cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(cmd!, args, { cwd: tool.cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  if (child.status !== 0) throw new Error(`${tool.name} failed (exit ${child.status}):\n${child.stderr}`);
  const problem = tool.check();
  if (problem) throw new Error(`${tool.name}: ${problem}`);
  const time = /BENCH_TIME=(\d+) ([\d.]+) ([\d.]+)/.exec(child.stderr ?? "");
  return { seconds, cpu: time ? Number(time[2]) + Number(time[3]) : Number.NaN, rssMb: time ? Number(time[1]) / 1024 : 0 };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Where the projects of one file system live: tmpfs (/dev/shm) when the machine has it, and disk. */
function fileSystems(root: string): { name: string; base: string }[] {
  const disk = { name: "disk", base: path.join(root, "bench", ".compare") };
  return existsSync("/dev/shm") ? [{ name: "tmpfs", base: path.join("/dev/shm", "docsgen-bench") }, disk] : [disk];
}

/** The tools of one corpus on one file system. */
function toolsFor(options: { root: string; base: string; pages: number; hugo?: string; eleventy: string; pagefind?: string }): Tool[] {
  const { root, base, pages, hugo, eleventy, pagefind } = options;
  const corpus = path.join(base, "corpus");
  const content = generateCorpus(corpus, pages, root);
  // A corpus outside the repository finds React (the templates' import) through this link.
  if (!existsSync(path.join(corpus, "node_modules"))) symlinkSync(path.join(root, "node_modules"), path.join(corpus, "node_modules"), "dir");
  const eleventyDir = path.join(base, "eleventy-site");
  writeEleventyProject(content, eleventyDir);
  if (!existsSync(path.join(eleventyDir, "node_modules")))
    symlinkSync(path.join(PEERS, "eleventy", "node_modules"), path.join(eleventyDir, "node_modules"), "dir");
  const hugoDir = path.join(base, "hugo-site");
  if (hugo) writeHugoProject(content, hugoDir);
  const clean = (dir: string, names: readonly string[]) => () => {
    for (const d of names) rmSync(path.join(dir, d), { recursive: true, force: true });
  };
  const withPagefind = (site: string) => [`${pagefind} --site ${site} --quiet`];
  const tools: Tool[] = [
    {
      name: "docsgen",
      cwd: corpus,
      command: [process.execPath, path.join(root, "bin", "docsgen.js"), "build", "--quiet"],
      clean: clean(corpus, ["out", ".docsgen-cache"]),
      check: () => checkOutput(path.join(corpus, "out"), pages, /class="hljs/),
    },
    {
      name: "Eleventy 3",
      cwd: eleventyDir,
      command: [process.execPath, eleventy, "--quiet"],
      clean: clean(eleventyDir, ["_site", ".cache"]),
      check: () => checkOutput(path.join(eleventyDir, "_site"), pages, /class="token /),
    },
  ];
  if (pagefind) {
    tools.push({
      name: "Eleventy 3 + Pagefind",
      cwd: eleventyDir,
      command: ["bash", "-c", [`"${process.execPath}" "${eleventy}" --quiet`, ...withPagefind("_site")].join(" && ")],
      clean: clean(eleventyDir, ["_site", ".cache"]),
      check: () => checkOutput(path.join(eleventyDir, "_site"), pages, /class="token /) ?? checkPagefind(path.join(eleventyDir, "_site")),
    });
  }
  if (hugo) {
    tools.push({
      name: "Hugo",
      cwd: hugoDir,
      command: [hugo, "--quiet"],
      clean: clean(hugoDir, ["public", "resources"]),
      check: () => checkOutput(path.join(hugoDir, "public"), pages, /class="chroma"/),
    });
    if (pagefind) {
      tools.push({
        name: "Hugo + Pagefind",
        cwd: hugoDir,
        command: ["bash", "-c", [`${hugo} --quiet`, ...withPagefind("public")].join(" && ")],
        clean: clean(hugoDir, ["public", "resources"]),
        check: () => checkOutput(path.join(hugoDir, "public"), pages, /class="chroma"/) ?? checkPagefind(path.join(hugoDir, "public")),
      });
    }
  }
  tools.push({
    name: "floor",
    cwd: corpus,
    command: [process.execPath, path.join(root, "bench", "compare", "floor.mjs"), content],
    clean: () => undefined,
    check: () => undefined,
  });
  return tools;
}

function checkPagefind(site: string): string | undefined {
  return existsSync(path.join(site, "pagefind", "pagefind-entry.json")) ? undefined : "Pagefind wrote no index";
}

/** The smallest median among the tools named (undefined when none ran). */
function fastest(medians: ReadonlyMap<string, RunResult>, names: readonly string[]): number | undefined {
  const times = names.map((n) => medians.get(n)?.seconds).filter((t): t is number => t !== undefined);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** Runs the comparison for each corpus size on each file system, and prints the table and the targets of issue 29. */
export function runCompare(root: string, sizes: readonly number[], runs: number): void {
  const hugo = ensureHugo();
  const eleventy = ensureEleventy();
  const pagefind = ensurePagefind();
  for (const pages of sizes) {
    for (const fs of fileSystems(root)) {
      const tools = toolsFor({ root, base: fs.base, pages, eleventy, ...(hugo ? { hugo } : {}), ...(pagefind ? { pagefind } : {}) });
      console.log(`\n${pages} pages on ${fs.name} (${fs.base}), ${runs} rounds, cold builds (outputs and caches removed before each run), order rotating:`);
      const results = new Map(tools.map((t) => [t.name, [] as RunResult[]]));
      for (let round = 0; round < runs; round++) {
        for (let i = 0; i < tools.length; i++) {
          const tool = tools[(i + round) % tools.length]!;
          const r = timeRun(tool);
          results.get(tool.name)!.push(r);
          console.log(`  round ${round + 1}: ${tool.name.padEnd(22)} ${r.seconds.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU`);
        }
      }
      const medians = new Map(
        tools.map((t) => {
          const rs = results.get(t.name)!;
          return [t.name, { seconds: median(rs.map((r) => r.seconds)), cpu: median(rs.map((r) => r.cpu)), rssMb: Math.max(...rs.map((r) => r.rssMb)) }];
        }),
      );
      const ours = medians.get("docsgen")!;
      console.log(
        `\n| ${pages} pages, ${fs.name} | wall (median) | CPU (median) | ms per page | peak RSS | wall vs docsgen |\n| --- | --- | --- | --- | --- | --- |`,
      );
      for (const tool of tools) {
        const m = medians.get(tool.name)!;
        console.log(
          `| ${tool.name} | ${m.seconds.toFixed(2)} s | ${m.cpu.toFixed(2)} s | ${((m.seconds / pages) * 1000).toFixed(2)} | ${m.rssMb.toFixed(0)} MB | ` +
            `${tool.name === "docsgen" ? "1.00x" : `${(m.seconds / ours.seconds).toFixed(2)}x`} |`,
        );
      }
      const peers = fastest(medians, ["Eleventy 3", "Hugo"]);
      const searchPeers = fastest(medians, ["Eleventy 3 + Pagefind", "Hugo + Pagefind"]);
      const floor = medians.get("floor")!;
      const target = (what: string, ratio: number | undefined, limit: number) =>
        ratio === undefined ? `  ${what}: not measured` : `  ${what}: ${ratio.toFixed(2)}x (target <= ${limit}x) ${ratio <= limit ? "met" : "NOT met"}`;
      console.log("targets (issue 29):");
      console.log(target("docsgen / the faster peer", peers && ours.seconds / peers, 0.8));
      console.log(target("docsgen / the faster peer with Pagefind", searchPeers && ours.seconds / searchPeers, 0.5));
      console.log(target("docsgen CPU / the floor's CPU", ours.cpu / floor.cpu, 2));
    }
  }
}
