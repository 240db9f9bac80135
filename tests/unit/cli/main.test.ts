// `main` runs in-process with stdout and stderr captured. Only text is captured: the test runner's own
// (binary) reports pass through, so a report flushed while a command runs is not lost.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { EXIT, main } from "../../../src/cli/main.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..", "..");
const VERSION = (JSON.parse(readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string }).version;

/** Runs the command line; resolves to its exit code and what it wrote. */
async function run(argv: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const writes = { out: process.stdout.write, err: process.stderr.write };
  const captured = { out: "", err: "" };
  const capture = (stream: "out" | "err") =>
    ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "string")
        return (writes[stream] as (...args: unknown[]) => boolean).call(stream === "out" ? process.stdout : process.stderr, chunk, ...rest);
      captured[stream] += chunk;
      return true;
    }) as typeof process.stdout.write;
  process.stdout.write = capture("out");
  process.stderr.write = capture("err");
  try {
    const code = await main(argv);
    return { code, ...captured };
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
  }
}

/** The command names a help text lists under `Commands:`. */
const commandsOf = (help: string) => [...help.split("\nCommands:\n")[1]!.matchAll(/^ {2}(\w+)/gm)].map((m) => m[1]);

describe("main", () => {
  test("the exit codes are 0 for success, 1 for a failed build and 2 for a usage error", () => {
    assert.deepEqual(EXIT, { ok: 0, buildFailed: 1, usage: 2 });
  });

  test("--version and -v print the version of package.json and resolve 0", async () => {
    assert.match(VERSION, /^\d+\.\d+\.\d+/);
    assert.deepEqual(await run(["--version"]), { code: 0, out: `${VERSION}\n`, err: "" });
    assert.deepEqual(await run(["-v"]), { code: 0, out: `${VERSION}\n`, err: "" });
  });

  test("--help prints the usage and lists build, serve, preview, clean and examples on stdout and resolves 0", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const { code, out, err } = await run(argv);
      assert.deepEqual({ code, err }, { code: 0, err: "" });
      assert.equal(out.split("\n")[0], "Usage: docsgen [options] [command]");
      assert.deepEqual(commandsOf(out), ["build", "serve", "preview", "clean", "examples", "help"]);
    }
  });

  test("a command's help lists its options and resolves 0", async () => {
    const { code, out, err } = await run(["build", "--help"]);
    assert.deepEqual({ code, err }, { code: 0, err: "" });
    assert.equal(out.split("\n")[0], "Usage: docsgen build [options]");
    assert.deepEqual(
      [...out.matchAll(/^ {2}(-[-\w, ]+?)(?: <\w+>)? {2}/gm)].map((m) => m[1]),
      ["--content", "--out", "--strict", "--quiet", "--trace", "--timings", "--force", "-h, --help"],
    );
  });

  test("no arguments print the usage on stderr and resolve 2", async () => {
    const { code, out, err } = await run([]);
    assert.deepEqual({ code, out }, { code: 2, out: "" });
    assert.equal(err.split("\n")[0], "Usage: docsgen [options] [command]");
    assert.deepEqual(commandsOf(err), ["build", "serve", "preview", "clean", "examples", "help"]);
  });

  test("an unknown command resolves 2 with one error line", async () => {
    assert.deepEqual(await run(["frobnicate"]), { code: 2, out: "", err: "error: unknown command 'frobnicate'\n" });
  });

  test("an unknown option, of the program or of a command, resolves 2 with one error line", async () => {
    assert.deepEqual(await run(["--nope"]), { code: 2, out: "", err: "error: unknown option '--nope'\n" });
    assert.deepEqual(await run(["build", "--nope"]), { code: 2, out: "", err: "error: unknown option '--nope'\n" });
  });

  test("an option missing its value resolves 2", async () => {
    assert.deepEqual(await run(["serve", "--port"]), { code: 2, out: "", err: "error: option '--port <number>' argument missing\n" });
  });
});
