// The manifest of docsgen's engine bundle (`.docsgen-cache/engine/<key>/manifest.json`): the SHA-256 of every
// file esbuild wrote, written last into the temporary folder that is then renamed into place. bin/docsgen.js
// checks it before importing the bundle, so a truncated or changed file (a full disk, a killed copy, a cache
// restored from elsewhere) is built again instead of failing every run with a raw SyntaxError. Plain
// JavaScript: bin/docsgen.js runs it before any TypeScript loads. It detects damage, not an attacker: whoever
// can write the bundle can write its manifest too (docs/SECURITY.md).
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, writeFileSync } from "node:fs";
import path from "node:path";

export const MANIFEST = "manifest.json";
/** The entry points the command imports (bin/docsgen.js and the workers): each must be in the manifest. */
const ENTRIES = ["main.mjs", "parseWorker.mjs", "searchWorker.mjs"];
/** Far above the engine's files (its whole bundle is about 3 MB). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * A regular file's bytes, or a reason it is not one within `maxBytes`: never follows a link, never waits on
 * a named pipe (O_NONBLOCK), never reads a device.
 * @returns {Buffer | string}
 */
function readRegular(file, maxBytes) {
  let info;
  try {
    info = lstatSync(file);
  } catch (e) {
    return e.code === "ENOENT" ? "missing" : `unreadable (${e.code})`;
  }
  if (!info.isFile()) return "not a regular file";
  if (info.size > maxBytes) return "too large";
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    return `unreadable (${e.code})`;
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile() || opened.size > maxBytes) return "not a regular file";
    const bytes = Buffer.alloc(opened.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** Writes the manifest of the bundle in `dir` (every file esbuild put there). */
export function writeManifest(dir) {
  const files = {};
  for (const name of readdirSync(dir).sort()) {
    const bytes = readRegular(path.join(dir, name), MAX_FILE_BYTES);
    if (typeof bytes === "string") throw new Error(`internal: engine bundle file ${name} is ${bytes}`);
    files[name] = sha256(bytes);
  }
  writeFileSync(path.join(dir, MANIFEST), JSON.stringify({ format: 1, files }));
}

/**
 * Why the bundle in `dir` cannot be imported as it is (its manifest missing or damaged, a file missing,
 * changed or not a regular file), or undefined when every file is as it was written.
 * @returns {string | undefined}
 */
export function checkManifest(dir) {
  const text = readRegular(path.join(dir, MANIFEST), 1024 * 1024);
  if (typeof text === "string") return `its ${MANIFEST} is ${text}`;
  let files;
  try {
    files = JSON.parse(text.toString("utf8")).files;
  } catch {
    return `its ${MANIFEST} is not JSON`;
  }
  if (typeof files !== "object" || files === null || Array.isArray(files)) return `its ${MANIFEST} lists no files`;
  for (const entry of ENTRIES) if (!Object.hasOwn(files, entry)) return `its ${MANIFEST} does not list ${entry}`;
  for (const [name, hash] of Object.entries(files)) {
    if (!/^[\w.-]+\.mjs$/.test(name) || typeof hash !== "string") return `its ${MANIFEST} lists an unexpected entry`;
    const bytes = readRegular(path.join(dir, name), MAX_FILE_BYTES);
    if (typeof bytes === "string") return `${name} is ${bytes}`;
    if (sha256(bytes) !== hash) return `${name} differs from what was built`;
  }
  return undefined;
}
