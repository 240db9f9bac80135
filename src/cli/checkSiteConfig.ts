import { type LoadedSiteConfig, loadSiteConfig } from "../config/loadConfig.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { countDiagnostics, sortDiagnostics } from "../diagnostics/diagnostic.ts";
import { formatDiagnostic, formatTally } from "../diagnostics/formatDiagnostic.ts";

/**
 * Loads and validates `site.json` before any other work of a command (scanning, compiling examples, preparing
 * compilers, the API reference, bundling): with errors it prints the configuration's diagnostics and their tally
 * and gives exit code 2 (`exitCode`); otherwise none, and the command goes on (its build reports any warnings).
 * A wrong setting would otherwise be left out and the whole build run first, with its consequences (examples
 * compiled without the flags it held) reported as errors of their own. `config` is what was read, for a one-shot
 * build to use instead of reading the file again.
 */
export async function checkSiteConfig(paths: ResolvedPaths): Promise<{ readonly exitCode: number | undefined; readonly config: LoadedSiteConfig }> {
  const config = await loadSiteConfig(paths);
  const { errors, warnings } = countDiagnostics(config.diagnostics, false);
  if (errors === 0) return { exitCode: undefined, config };
  for (const d of sortDiagnostics(config.diagnostics)) process.stderr.write(`${formatDiagnostic(d)}\n`);
  process.stderr.write(`${formatTally(errors, warnings)}\n`);
  return { exitCode: 2, config }; // a configuration error, like a usage error (EXIT.usage in main.ts)
}
