#!/usr/bin/env node
// The docsgen command. Runs the TypeScript engine from one esbuild bundle cached in .docsgen-cache/
// (rebuilt whenever a file under src/ changes): much faster to start than loading each module through a loader.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, utimesSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkManifest, writeManifest } from "../src/io/engineManifest.mjs";
import { stampTree } from "../src/io/stampTree.mjs";

// React renders several times faster in its production build.
process.env.NODE_ENV ??= "production";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const src = path.join(root, "src");

/** The engine's key: a stamp of src/ and the lock file (the bundle is made again when either changes). */
const sourceKey = () => stampTree([src, path.join(root, "package-lock.json")]).hash.slice(0, 16);

/** A path as messages show it: relative to the working directory. */
const shown = (p) => path.relative(process.cwd(), p) || ".";

async function loadEngine() {
  const key = sourceKey();
  let dir = path.join(root, ".docsgen-cache", "engine", key);
  // The bundle is imported, so it runs: every file must be as it was built (engine manifest), else it is built again.
  const damage = existsSync(dir) ? checkManifest(dir) : "missing";
  if (damage) {
    if (damage !== "missing") process.stderr.write(`docsgen: warning: the engine bundle ${shown(dir)} is damaged (${damage}); building it again\n`);
    dir = await buildEngine(dir);
  }
  // Marked as used: `docsgen build` evicts cache entries long unused (src/cache/evictCache.ts). A read-only cache keeps its date.
  const now = new Date();
  try {
    utimesSync(dir, now, now);
  } catch {
    // Read-only: the build says once that the cache could not be updated, if it needs to write.
  }
  return { engine: await import(pathToFileURL(path.join(dir, "main.mjs")).href), key };
}

/** Bundles the engine into a fresh temporary folder with its manifest, renamed over `dir`; returns where the bundle is. */
async function buildEngine(dir) {
  const esbuild = await import("esbuild");
  const parent = path.dirname(dir);
  // Built in a temporary folder and renamed, so concurrent first runs never see half a bundle.
  const tmp = `${dir}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    mkdirSync(parent, { recursive: true });
    mkdirSync(tmp);
  } catch (e) {
    const why = e.code === "EROFS" ? "read-only file system" : e.code === "EACCES" || e.code === "EPERM" ? "permission denied" : e.code;
    process.stderr.write(`docsgen: cannot write the engine bundle into the cache folder ${shown(path.dirname(parent))} (${why}); make it writable\n`);
    process.exit(2);
  }
  await esbuild.build({
    entryPoints: {
      main: path.join(src, "cli", "main.ts"),
      parseWorker: path.join(src, "content", "parseWorker.ts"),
      searchWorker: path.join(src, "search", "searchWorker.ts"),
    },
    outdir: tmp,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    // Dynamic imports become chunks of their own: a command loads only the modules it runs.
    splitting: true,
    chunkNames: "chunk-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    // Pure-JS packages are bundled in (one module to load instead of hundreds of small files, in the main
    // thread and in each worker); these stay outside: React is shared with the template bundle (one
    // instance for hooks), and the rest carry native binaries or are loaded only by some commands.
    external: ["react", "react/*", "react-dom", "react-dom/*", "esbuild", "@resvg/resvg-js", "chokidar"],
    // Bundled CommonJS packages require Node's own modules.
    banner: { js: 'import { createRequire as __docsgenRequire } from "node:module"; const require = __docsgenRequire(import.meta.url);' },
    logLevel: "error",
  });
  // Written last: a folder without it (a killed build) is never taken for a whole bundle.
  writeManifest(tmp);
  // A concurrent run may have put a whole bundle there meanwhile: that one is used (it may be running from it).
  if (existsSync(dir) && !checkManifest(dir)) {
    rmSync(tmp, { recursive: true, force: true });
    return dir;
  }
  // A damaged bundle in the way is moved aside first (a rename cannot replace a folder that has files).
  const old = `${dir}.${process.pid}-${randomBytes(4).toString("hex")}.old`;
  try {
    renameSync(dir, old);
  } catch {
    // None there.
  }
  let at = dir;
  try {
    renameSync(tmp, dir);
  } catch {
    // A concurrent run put its own bundle there first: it is used if whole, else this one from where it is.
    if (checkManifest(dir)) at = tmp;
    else rmSync(tmp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  return at;
}

const { engine, key } = await loadEngine();
// The key lets caches of work that depends on the engine's code (parsed pages, build records) tell engine builds apart.
process.exitCode = await engine.main(process.argv.slice(2), { engineKey: key });
