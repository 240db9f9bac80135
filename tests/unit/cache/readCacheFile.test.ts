import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { readCacheFile, readCacheFileSync } from "../../../src/cache/readCacheFile.ts";

const TMP = mkdtempSync(path.join(os.tmpdir(), "docsgen-read-cache-"));
after(() => rmSync(TMP, { recursive: true, force: true }));
const at = (name: string) => path.join(TMP, name);

describe("readCacheFile: a regular file within the limit, or why not", () => {
  writeFileSync(at("file"), "12345");
  mkdirSync(at("folder"));
  execFileSync("mkfifo", [at("pipe")]);
  symlinkSync(at("file"), at("link"));
  const server = net.createServer().listen(at("socket"));
  after(() => server.close());

  const cases: [string, string, number, unknown][] = [
    ["a regular file", "file", 5, { state: "ok", bytes: Buffer.from("12345") }],
    ["nothing", "missing", 5, { state: "missing" }],
    ["a file over the limit", "file", 4, { state: "damaged", why: "it is larger than 4 bytes" }],
    ["a folder", "folder", 5, { state: "damaged", why: "it is a folder, not a regular file" }],
    ["a named pipe (read, it would wait for a writer for good)", "pipe", 5, { state: "damaged", why: "it is a named pipe, not a regular file" }],
    ["a symbolic link (not followed)", "link", 5, { state: "damaged", why: "it is a symbolic link, not a regular file" }],
    ["a socket", "socket", 5, { state: "damaged", why: "it is a socket, not a regular file" }],
    ["a device", "/dev/zero", 5, { state: "damaged", why: "it is a device, not a regular file" }],
  ];
  for (const [what, name, maxBytes, expected] of cases) {
    test(what, async () => {
      await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once("listening", resolve)));
      const file = name.startsWith("/") ? name : at(name);
      assert.deepEqual(await readCacheFile(file, { maxBytes }), expected);
      assert.deepEqual(readCacheFileSync(file, { maxBytes }), expected);
    });
  }
});
