import { loadSiteConfig } from "../config/loadConfig.ts";
import type { ResolvedPaths } from "../config/types.ts";
import { countDiagnostics, sortDiagnostics } from "../diagnostics/diagnostic.ts";
import { formatDiagnostic, formatTally } from "../diagnostics/formatDiagnostic.ts";

/**
 * Loads and validates `site.json` before any other work of a command (scanning, compiling examples, preparing
 * compilers, the API reference, bundling): with errors it prints the configuration's diagnostics and their tally
 * and resolves to exit code 2; otherwise to undefined, and the command goes on (its build reports any warnings).
 * A wrong setting would otherwise be left out and the whole build run first, with its consequences (examples
 * compiled without the flags it held) reported as errors of their own.
 */
export async function checkSiteConfig(paths: ResolvedPaths): Promise<number | undefined> {
  const { diagnostics } = await loadSiteConfig(paths);
  const { errors, warnings } = countDiagnostics(diagnostics, false);
  if (errors === 0) return undefined;
  for (const d of sortDiagnostics(diagnostics)) process.stderr.write(`${formatDiagnostic(d)}\n`);
  process.stderr.write(`${formatTally(errors, warnings)}\n`);
  return 2; // a configuration error, like a usage error (EXIT.usage in main.ts)
}
