import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SetupError } from "../diagnostics/SetupError.ts";

/** Marker file docsgen writes into every output directory it creates. */
export const OUTPUT_MARKER = ".docsgen-output";

/** True when `child` is `parent` or a path below it. */
export const isInside = (child: string, parent: string): boolean => child === parent || child.startsWith(parent + path.sep);

/** Refuses output directories whose replacement would destroy something: `/`, home, the project, content, or a foreign non-empty dir. */
export function checkOutDir(outDir: string, guard: { root: string; protectedDirs: readonly string[] }): void {
  const out = path.resolve(outDir);
  const refuse = (why: string) => {
    throw new SetupError(`refusing to write the site to ${outDir}: ${why}`, { exitCode: 2 });
  };
  if (out === path.parse(out).root) refuse("it is the file system root");
  if (out === os.homedir()) refuse("it is your home directory");
  if (isInside(guard.root, out)) refuse("it contains the project (it would be replaced by the built site)");
  for (const dir of guard.protectedDirs) {
    const abs = path.resolve(dir);
    if (isInside(abs, out) || isInside(out, abs)) refuse(`it overlaps ${path.relative(guard.root, abs) || abs}, which holds sources`);
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

/** True when a site path (`/docs/x/index.html`) is a plain relative file path with no way out of the output dir. */
export function isSafeOutputPath(sitePath: string): boolean {
  const rel = sitePath.replace(/^\/+/, "");
  if (rel === "" || rel.includes("\0") || rel.includes("\\")) return false;
  return rel.split("/").every((seg) => seg !== "" && seg !== "." && seg !== "..");
}
