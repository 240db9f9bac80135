// `npm run check:same-output -- <base>`: proves that a refactor did not change the site. The site of this
// checkout (content/, templates/, client/, public/) is built twice, once by the engine (bin/, src/) of the base
// commit, checked out in a temporary git worktree, and once by this checkout's engine; the two out/ folders
// must hold the same files, byte for byte. Exit 0 when they do, 1 with the differing files when not, 2 on
// bad usage. Both builds share this checkout's caches of compiler outcomes, so only the engine differs.
import { execFile, execFileSync } from "node:child_process";
import { readdirSync, readFileSync, mkdtempSync, rmSync, symlinkSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const REPO = path.resolve(import.meta.dirname, "..");
const BIN = path.join(REPO, "bin", "docsgen.js");

/** Every file under `dir`, as `/`-separated paths relative to it, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** Runs `docsgen build --force --quiet --out <out>` with one engine on this checkout's site. */
function build(bin: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [bin, "build", "--force", "--quiet", "--out", out], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${path.relative(REPO, bin)} failed:\n${stderr}`)) : resolve(),
    );
  });
}

/** Builds with both engines and returns the files that differ (paths present in one build only included). */
export async function compareOutputs(base: string): Promise<{ files: number; differing: string[] }> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "docsgen-same-output-"));
  const engine = path.join(tmp, "engine");
  try {
    execFileSync("git", ["worktree", "add", "--detach", "--quiet", engine, base], { cwd: REPO, stdio: "pipe" });
    // The base engine runs with its own dependencies: this checkout's when the lock files agree, else its own install.
    const lock = (dir: string) => readFileSync(path.join(dir, "package-lock.json"), "utf8");
    if (lock(engine) === lock(REPO)) symlinkSync(path.join(REPO, "node_modules"), path.join(engine, "node_modules"), "dir");
    else {
      process.stderr.write(`the lock file of ${base} differs from this checkout's: installing its dependencies (npm ci)\n`);
      execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: engine, stdio: ["ignore", "ignore", "inherit"] });
    }
    const before = path.join(tmp, "before");
    const after = path.join(tmp, "after");
    await build(path.join(engine, "bin", "docsgen.js"), before);
    await build(BIN, after);
    const [was, now] = [filesOf(before), filesOf(after)];
    const onlyOne = [...was.filter((f) => !now.includes(f)), ...now.filter((f) => !was.includes(f))].map((f) => `${f} (in one build only)`);
    const differing = now.filter((f) => was.includes(f) && !readFileSync(path.join(before, f)).equals(readFileSync(path.join(after, f))));
    return { files: now.length, differing: [...onlyOne, ...differing] };
  } finally {
    if (existsSync(engine)) execFileSync("git", ["worktree", "remove", "--force", engine], { cwd: REPO, stdio: "ignore" });
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const base = process.argv[2];
  if (!base || process.argv.length > 3) {
    process.stderr.write("usage: npm run check:same-output -- <base commit>\n");
    return 2;
  }
  try {
    execFileSync("git", ["cat-file", "-e", `${base}^{commit}`], { cwd: REPO, stdio: "ignore" });
  } catch {
    process.stderr.write(`error: ${base} is not a commit of this clone (a shallow clone? fetch it first)\n`);
    return 2;
  }
  const { files, differing } = await compareOutputs(base);
  if (files < 1000) {
    process.stderr.write(`error: only ${files} files built: the site did not build as a whole\n`);
    return 1;
  }
  if (differing.length > 0) {
    process.stderr.write(`${differing.length} of ${files} files differ from the build of ${base}:\n${differing.slice(0, 50).join("\n")}\n`);
    return 1;
  }
  process.stdout.write(`same output: all ${files} files are byte-identical to the build of ${base}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await main().catch((e: unknown) => {
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  });
}
