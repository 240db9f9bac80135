import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { OUTPUT_MARKER, isSafeOutputPath } from "./checkOutDir.ts";

/** Files of a built site by site path (`/index.html`), as text or bytes. */
export type OutputFiles = ReadonlyMap<string, string | Uint8Array>;

const WRITE_CHUNK = 100;

/** Writes the site beside `outDir`, then swaps it in: a failed or interrupted write leaves `outDir` untouched. */
export async function writeOutput(files: OutputFiles, outDir: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const out = path.resolve(outDir);
  await removeStaleSiblings(out);
  const tmp = `${out}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, OUTPUT_MARKER), "This directory is written by docsgen and replaced on every build.\n");
    const entries = [...files];
    for (const [sitePath] of entries) {
      if (!isSafeOutputPath(sitePath)) throw new Error(`internal: unsafe output path ${JSON.stringify(sitePath)}`);
    }
    const dirs = new Set(entries.map(([p]) => path.dirname(path.join(tmp, p))));
    for (const dir of [...dirs].sort()) mkdirSync(dir, { recursive: true });
    // Synchronous writes are the fastest here; between chunks the event loop runs, so an interrupt is seen.
    for (let i = 0; i < entries.length; i += WRITE_CHUNK) {
      options.signal?.throwIfAborted();
      for (const [p, content] of entries.slice(i, i + WRITE_CHUNK)) writeFileSync(path.join(tmp, p), content);
      await new Promise((resolve) => setImmediate(resolve));
    }
    options.signal?.throwIfAborted();
    if (existsSync(path.join(out, ".git"))) await rename(path.join(out, ".git"), path.join(tmp, ".git"));
    if (existsSync(out)) {
      const old = `${out}.old-${process.pid}-${randomBytes(4).toString("hex")}`;
      await rename(out, old);
      await rename(tmp, out);
      await rm(old, { recursive: true, force: true });
    } else {
      await rename(tmp, out);
    }
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
}

/** Removes `out.tmp-*` / `out.old-*` directories left by killed builds (only ones carrying the docsgen marker). */
async function removeStaleSiblings(out: string): Promise<void> {
  const parent = path.dirname(out);
  const base = path.basename(out);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(tmp|old)-(\\d+)-[0-9a-f]+$`).exec(name);
    if (!m || isAlive(Number(m[2]))) continue;
    const dir = path.join(parent, name);
    if (existsSync(path.join(dir, OUTPUT_MARKER))) await rm(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
