#!/usr/bin/env node
// The docsgen command. Runs the TypeScript engine from one esbuild bundle cached in .docsgen-cache/
// (rebuilt whenever a file under src/ changes): much faster to start than loading each module through a loader.
import { existsSync, mkdirSync, renameSync, rmSync, utimesSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { stampTree } from "../src/io/stampTree.mjs";

// React renders several times faster in its production build.
process.env.NODE_ENV ??= "production";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const src = path.join(root, "src");

/** The engine's key: a stamp of src/ and the lock file (the bundle is made again when either changes). */
const sourceKey = () => stampTree([src, path.join(root, "package-lock.json")]).hash.slice(0, 16);

async function loadEngine() {
  const key = sourceKey();
  const dir = path.join(root, ".docsgen-cache", "engine", key);
  const bundle = path.join(dir, "main.mjs");
  if (!existsSync(bundle)) {
    const esbuild = await import("esbuild");
    const parent = path.dirname(dir);
    mkdirSync(parent, { recursive: true });
    // Built in a temporary folder and renamed, so concurrent first runs never see half a bundle.
    const tmp = `${dir}.${process.pid}.tmp`;
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
    try {
      renameSync(tmp, dir);
    } catch {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  // Marked as used: `docsgen build` evicts cache entries long unused (src/cache/evictCache.ts).
  const now = new Date();
  utimesSync(dir, now, now);
  return { engine: await import(pathToFileURL(bundle).href), key };
}

const { engine, key } = await loadEngine();
// The key lets caches of work that depends on the engine's code (parsed pages, build records) tell engine builds apart.
process.exitCode = await engine.main(process.argv.slice(2), { engineKey: key });
