import { Command, CommanderError } from "commander";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describeSystemError } from "../diagnostics/describeSystemError.ts";
import { SetupError } from "../diagnostics/SetupError.ts";

/** Exit codes: success, build failed (content errors), usage or setup error. */
export const EXIT = { ok: 0, buildFailed: 1, usage: 2 } as const;

/** docsgen's own version: the nearest package.json named docsgen above this module (source or bundle). */
function ownVersion(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "docsgen" && pkg.version) return pkg.version;
    }
    if (path.dirname(dir) === dir) return "0.0.0";
  }
}

/**
 * Runs the docsgen command line with the given arguments; resolves to the exit code. Each command's
 * modules load only when it runs (`--version` and an up-to-date build load no Markdown or React).
 */
export async function main(argv: readonly string[], engine: { readonly engineKey?: string } = {}): Promise<number> {
  const { engineKey } = engine;
  let exitCode: number = EXIT.ok;
  const program = new Command()
    .name("docsgen")
    .description("Build and serve the ReScript documentation site from content/, templates/, client/ and public/.")
    .version(ownVersion(), "-v, --version")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) });

  program
    .command("build")
    .description("build the site into the output directory (written beside it, swapped in on success)")
    .option("--content <dir>", "content directory", "content")
    .option("--out <dir>", "output directory", "out")
    .option("--strict", "treat warnings as errors", false)
    .option("--quiet", "print only diagnostics and errors", false)
    .option("--trace", "print stack traces of internal errors", false)
    .option("--timings", "print how long each stage took", false)
    .option("--force", "build even when nothing changed since the last build", false)
    .action(async (opts: { content: string; out: string; strict: boolean; quiet: boolean; trace: boolean; timings: boolean; force: boolean }) => {
      exitCode = await guard(opts.trace, async () => (await import("./runBuild.ts")).runBuild({ root: process.cwd(), ...opts, engineKey }));
    });

  program
    .command("serve")
    .description("serve the site from memory on 127.0.0.1; with --watch, rebuild on every change and reload open pages")
    .option("--content <dir>", "content directory", "content")
    .option("--port <number>", "port to listen on", "3000")
    .option("--host <name>", "interface to listen on (anything but loopback is reachable from your network)", "127.0.0.1")
    .option("--watch", "rebuild on changes and live-reload open pages", false)
    .option("--poll", "watch by polling (for file systems without change events)", false)
    .option("--trace", "print stack traces of internal errors", false)
    .action(async (opts: { content: string; port: string; host: string; watch: boolean; poll: boolean; trace: boolean }) => {
      exitCode = await guard(opts.trace, async () => (await import("./runServe.ts")).runServe({ root: process.cwd(), ...opts, engineKey }));
    });

  program
    .command("preview")
    .description("serve the built output folder as a production static host would (clean URLs, 404 page, redirects, compression); never builds")
    .option("--out <dir>", "output directory to serve", "out")
    .option("--port <number>", "port to listen on", "4173")
    .option("--host <name>", "interface to listen on (anything but loopback is reachable from your network)", "127.0.0.1")
    .option("--trace", "print stack traces of internal errors", false)
    .action(async (opts: { out: string; port: string; host: string; trace: boolean }) => {
      exitCode = await guard(opts.trace, async () => (await import("./runPreview.ts")).runPreview({ root: process.cwd(), ...opts }));
    });

  program
    .command("clean")
    .description("remove the cache folder (.docsgen-cache): parse results, prepared compilers, example outcomes, docsgen's engine bundle")
    .option("--trace", "print stack traces of internal errors", false)
    .action(async (opts: { trace: boolean }) => {
      exitCode = await guard(opts.trace, async () => (await import("./runClean.ts")).runClean({ root: process.cwd() }));
    });

  program
    .command("examples")
    .description("compare hand-written JS Output fences with the compiler's output; --update rewrites them")
    .option("--content <dir>", "content directory", "content")
    .option("--update", "rewrite differing JS Output fences from the compiler", false)
    .option("--trace", "print stack traces of internal errors", false)
    .action(async (opts: { content: string; update: boolean; trace: boolean }) => {
      exitCode = await guard(opts.trace, async () => (await import("./runExamplesCommand.ts")).runExamplesCommand({ root: process.cwd(), ...opts }));
    });

  if (argv.length === 0) {
    program.outputHelp({ error: true });
    return EXIT.usage;
  }
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.code === "commander.help" ? EXIT.ok : EXIT.usage;
    }
    throw e;
  }
  return exitCode;
}

/**
 * Runs a command, turning setup failures and what the operating system refused (a full disk, a port in
 * use, ...) into a clear message, and internal bugs into an `internal:` report.
 */
async function guard(trace: boolean, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof SetupError) {
      process.stderr.write(`docsgen: ${e.message}\n`);
      if (trace && e.cause) process.stderr.write(`${e.cause instanceof Error ? e.cause.stack : String(e.cause)}\n`);
      return e.exitCode;
    }
    const system = describeSystemError(e);
    if (system) {
      process.stderr.write(`docsgen: ${system}\n`);
      if (trace && e instanceof Error) process.stderr.write(`${e.stack}\n`);
      return EXIT.usage;
    }
    process.stderr.write(`docsgen: internal: ${e instanceof Error ? e.message : String(e)}\n`);
    process.stderr.write(trace && e instanceof Error ? `${e.stack}\n` : "  this is a bug in docsgen; please report it with the output of --trace\n");
    return EXIT.buildFailed;
  }
}
