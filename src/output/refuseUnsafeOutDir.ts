import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SetupError } from "../diagnostics/SetupError.ts";

/** Marker file docsgen writes into every output directory it creates. */
export const OUTPUT_MARKER = ".docsgen-output";

/** True when `child` is `parent` or a path below it. */
export const isInside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent + path.sep);

/** Refuses output directories whose replacement would destroy something: `/`, home, the project, content, or a foreign non-empty dir. */
export function refuseUnsafeOutDir(outDir: string, guard: { root: string; protectedDirs: readonly string[] }): void {
  const out = path.resolve(outDir);
  const refuse = (why: string) => {
    throw new SetupError(`refusing to write the site to ${outDir}: ${why}`, { exitCode: 2 });
  };
  // Each check holds for the path as given and as the file system resolves it (a symlinked parent can lead
  // anywhere, the content folder included).
  for (const target of new Set([out, resolveExisting(out)])) {
    if (target === path.parse(target).root) refuse("it is the file system root");
    if (target === os.homedir() || target === resolveExisting(os.homedir())) refuse("it is your home directory");
    for (const root of new Set([guard.root, resolveExisting(guard.root)]))
      if (isInside(root, target)) refuse("it contains the project (it would be replaced by the built site)");
    for (const dir of guard.protectedDirs) {
      for (const abs of new Set([path.resolve(dir), resolveExisting(dir)]))
        if (isInside(abs, target) || isInside(target, abs)) refuse(`it overlaps ${path.relative(guard.root, path.resolve(dir)) || abs}, which holds sources`);
    }
  }
  for (let dir = out; ; dir = path.dirname(dir)) {
    if (existsSync(dir)) {
      if (!statSync(dir).isDirectory()) refuse(dir === out ? "it is a file, not a directory" : `${dir} is a file, not a directory`);
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  if (existsSync(out)) {
    const entries = readdirSync(out);
    if (entries.length > 0 && !entries.includes(OUTPUT_MARKER)) {
      refuse(`it is a non-empty directory that docsgen did not create (no ${OUTPUT_MARKER} file); empty it or choose another --out`);
    }
  }
}

/** `p` with its longest existing prefix resolved through symbolic links (the rest appended as written). */
export function resolveExisting(p: string): string {
  const abs = path.resolve(p);
  for (let dir = abs, rest = ""; ; rest = path.join(path.basename(dir), rest), dir = path.dirname(dir)) {
    try {
      return path.join(realpathSync(dir), rest);
    } catch {
      if (path.dirname(dir) === dir) return abs;
    }
  }
}

/** True when a site path (`/docs/x/index.html`) is a plain relative file path with no way out of the output dir. */
export function isSafeOutputPath(sitePath: string): boolean {
  const rel = sitePath.replace(/^\/+/, "");
  if (rel === "" || rel.includes("\0") || rel.includes("\\")) return false;
  return rel.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");
}
