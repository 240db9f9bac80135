import { Command, CommanderError } from "commander";
import { readFileSync } from "node:fs";
import { SetupError } from "../diagnostics/SetupError.ts";
import { runBuild } from "./runBuild.ts";
import { runExamplesCommand } from "./runExamplesCommand.ts";

/** Exit codes: success, build failed (content errors), usage or setup error. */
export const EXIT = { ok: 0, buildFailed: 1, usage: 2 } as const;

const VERSION = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

/** Runs the docsgen command line with the given arguments; resolves to the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = new Command()
    .name("docsgen")
    .description("Build and serve the ReScript documentation site from content/, templates/, client/ and public/.")
    .version(VERSION, "-v, --version")
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
    .action(async (opts: { content: string; out: string; strict: boolean; quiet: boolean; trace: boolean }) => {
      exitCode = await guard(opts.trace, () => runBuild({ root: process.cwd(), ...opts }));
    });

  program
    .command("examples")
    .description("compare hand-written JS Output fences with the compiler's output; --update rewrites them")
    .option("--content <dir>", "content directory", "content")
    .option("--update", "rewrite differing JS Output fences from the compiler", false)
    .option("--trace", "print stack traces of internal errors", false)
    .action(async (opts: { content: string; update: boolean; trace: boolean }) => {
      exitCode = await guard(opts.trace, () => runExamplesCommand({ root: process.cwd(), ...opts }));
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

/** Runs a command, turning setup failures into one clear line and internal bugs into an `internal:` report. */
async function guard(trace: boolean, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof SetupError) {
      process.stderr.write(`docsgen: ${e.message}\n`);
      if (trace && e.cause) process.stderr.write(`${e.cause instanceof Error ? e.cause.stack : String(e.cause)}\n`);
      return e.exitCode;
    }
    process.stderr.write(`docsgen: internal: ${e instanceof Error ? e.message : String(e)}\n`);
    process.stderr.write(trace && e instanceof Error ? `${e.stack}\n` : "  this is a bug in docsgen; please report it with the output of --trace\n");
    return EXIT.buildFailed;
  }
}
