// The real site, built once per test run and shared by every test file that needs it.
// Test files run in separate processes; the first builds under a lock (docsgen's own: taken over when its
// process is gone), the others wait and reuse.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSite } from "../../src/pipeline/buildSite.ts";
import { writeOutput } from "../../src/output/writeOutput.ts";
import { acquireLock } from "../../src/output/outputLock.ts";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import { stampTree } from "../../src/io/stampTree.mjs";

/** The repository root. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "..", "..");

const INPUTS = ["content", "templates", "client", "public", "src", "package-lock.json"];

const inputKey = () => stampTree(INPUTS.map((input) => path.join(REPO_ROOT, input))).hash.slice(0, 16);

/** Builds the site into `.docsgen-cache/test-site/<key>/out` unless an identical build is already there; returns that directory. */
export async function builtSite(): Promise<string> {
  const dir = path.join(REPO_ROOT, ".docsgen-cache", "test-site", inputKey());
  const out = path.join(dir, "out");
  const done = path.join(dir, "done");
  mkdirSync(dir, { recursive: true });
  if (existsSync(done)) return out;
  // A cold build takes minutes on a busy machine: wait for another test process's build as long as it lives.
  const release = await acquireLock(path.join(dir, "lock"), "the shared test site", { timeoutMs: 60 * 60_000 });
  if (existsSync(done)) {
    release();
    return out;
  }
  try {
    const result = await buildSite({ paths: resolvePaths({ root: REPO_ROOT, out }) });
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0) throw new Error(`the site has build errors:\n${errors.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`).join("\n")}`);
    await writeOutput(result.output, out);
    writeFileSync(done, new Date().toISOString());
    for (const old of readdirSync(path.dirname(dir)))
      if (old !== path.basename(dir)) rmSync(path.join(path.dirname(dir), old), { recursive: true, force: true });
    return out;
  } finally {
    release();
  }
}
