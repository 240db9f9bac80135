// `docsgen serve --watch --port 0` on the real site, from a project of its own whose .docsgen-cache starts empty
// (a fresh clone: toolchains, parse results, example outcomes all to make; the engine bundle is the tool's own and
// is kept) and then again with the cache that run left (warm). Measured from outside, like a browser: from the
// process start to the address line, to the first page answered (not the "building" page), and to the last
// example filled in (serve's "compiled N examples in the background" line; the first page when none was pending).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

/** Seconds from the process start to each point. */
export interface FirstPageTimes {
  readonly address: number;
  readonly firstPage: number;
  readonly lastExample: number;
}

/** The page asked for: a manual page with compiled examples. */
const PAGE = "/docs/manual/v11.0.0/introduction";
const BUILDING = "docsgen is building the site";

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

/** Resolves when `text()` matches `pattern` (checked on each chunk of output), with the match. */
function waitForOutput(child: ChildProcess, text: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const found = pattern.exec(text());
      if (!found) return false;
      child.stdout?.off("data", look);
      child.stderr?.off("data", look);
      resolve(found);
      return true;
    };
    if (look()) return;
    child.stdout?.on("data", look);
    child.stderr?.on("data", look);
    child.once("exit", (code) => reject(new Error(`serve exited with ${code} before printing ${pattern}:\n${text()}`)));
  });
}

/** One serve run in `project`; stops it after the last example is filled in. */
async function timeServe(bin: string, project: string, note: (point: string, seconds: number) => void): Promise<FirstPageTimes> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const child = spawn(process.execPath, [bin, "serve", "--watch", "--port", "0"], { cwd: project, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (s: string) => (stdout += s));
  child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
  try {
    const url = (await waitForOutput(child, () => stdout, /^serving (http:\/\/\S+?)[;( ]/m))[1]!;
    const address = seconds();
    note("address", address);
    for (;;) {
      const r = await get(`${url}${PAGE}`).catch(() => undefined);
      if (r?.status === 200 && !r.body.includes(BUILDING)) break;
      if (child.exitCode !== null) throw new Error(`serve exited:\n${stderr}`);
      await new Promise((res) => setTimeout(res, 20));
    }
    const firstPage = seconds();
    note("first page", firstPage);
    // Serve says it compiles examples in the background before it answers from that build; a round trip lets its line arrive.
    await get(`${url}/__docsgen/live.js`);
    if (!/^compiling .+ in the background/m.test(stderr)) return { address, firstPage, lastExample: firstPage };
    await waitForOutput(child, () => stderr, /^compiled .+ in the background/m);
    return { address, firstPage, lastExample: seconds() };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once("exit", resolve)));
  }
}

/** A project of its own beside the repository: the site's folders and the engine's dependencies linked, an empty cache. */
function makeProject(root: string): string {
  const project = mkdtempSync(path.join(os.tmpdir(), "docsgen-first-page-"));
  for (const name of ["content", "templates", "client", "public", "src", "node_modules", "package.json", "package-lock.json", "tsconfig.json"])
    symlinkSync(path.join(root, name), path.join(project, name));
  return project;
}

/** The serve start of the real site with an empty cache, then a warm one; `bin` picks the engine (this checkout's by default). */
export async function firstPageBench(root: string, bin = path.join(root, "bin", "docsgen.js")): Promise<{ cold: FirstPageTimes; warm: FirstPageTimes }> {
  const project = makeProject(root);
  try {
    // Each point as it comes, on stderr: an empty-cache run of the real site takes minutes on a loaded machine.
    const note = (run: string) => (point: string, seconds: number) => console.error(`  (${run}: ${point} after ${seconds.toFixed(2)} s)`);
    const cold = await timeServe(bin, project, note("empty cache"));
    const warm = await timeServe(bin, project, note("warm cache"));
    return { cold, warm };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
