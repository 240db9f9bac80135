// What docsgen says about its cache: a damaged entry (dropped, made again) once per kind, and a cache that
// could not be written (a read-only or full disk) once per process. Neither is a diagnostic of the site: a
// build with a damaged or read-only cache builds the same site, only slower, and --strict does not fail it.
import { rmSync } from "node:fs";
import path from "node:path";
import { printable } from "../diagnostics/formatDiagnostic.ts";
import { writeRefusal } from "./writeRefusal.ts";

const warned = new Set<string>();

const shown = (file: string) => printable(path.relative(process.cwd(), file).split(path.sep).join("/") || ".");

function warnOnce(topic: string, line: string): void {
  if (warned.has(topic)) return;
  warned.add(topic);
  process.stderr.write(`docsgen: warning: ${line}\n`);
}

/** Says once per kind that (part of) an entry was damaged and is made again. */
export function warnDamagedEntry(kind: string, entry: string, why: string): void {
  warnOnce(`damaged ${kind}`, `ignored the damaged ${kind} cache entry ${shown(entry)} (${printable(why)}); it is made again`);
}

/**
 * Removes a damaged entry, so that writing it again cannot fail on what is in its place (a folder), and says so
 * once per kind. Best effort: in a read-only cache the entry stays, and every build ignores it.
 */
export function dropDamagedEntry(kind: string, entry: string, why: string): void {
  try {
    rmSync(entry, { recursive: true, force: true });
  } catch {
    // Read-only: ignored again next time.
  }
  warnDamagedEntry(kind, entry, why);
}

/** A write into the cache failed: said once per process; the build goes on without it. */
export function warnCacheNotUpdated(entry: string, e: unknown): void {
  const code = (e as NodeJS.ErrnoException).code ?? printable(String(e));
  const reason = code === "ENOENT" ? (writeRefusal(path.dirname(entry)) ?? code) : code;
  warnOnce("write", `could not update the cache (${reason} writing ${shown(entry)}); the build goes on, and the next one redoes this work`);
}

/** Forgets what was said (tests run several builds in one process). */
export function forgetCacheWarnings(): void {
  warned.clear();
}
