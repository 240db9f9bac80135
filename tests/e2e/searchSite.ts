// Builds a site for the search browser tests into a temporary directory and serves it on 127.0.0.1.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSite } from "../../src/pipeline/buildSite.ts";
import { writeOutput } from "../../src/output/writeOutput.ts";
import { resolvePaths } from "../../src/config/resolvePaths.ts";
import { formatDiagnostic } from "../../src/diagnostics/formatDiagnostic.ts";
import type { SiteModel } from "../../src/site/types.ts";
import { startStaticServer } from "./support/staticServer.ts";

/** The repository root. */
export const REPO = path.resolve(import.meta.dirname, "..", "..");

/** A built, served site. */
export interface ServedSite {
  readonly url: string;
  readonly dir: string;
  /** The site model of the build. */
  readonly model: SiteModel;
  close(): Promise<void>;
}

/**
 * Builds `content` (default: the repository's content/) with the repository's templates and client/ (whose main.ts calls initSearch),
 * writes it and serves it.
 */
export async function buildAndServe(options: { content?: string; ownCache?: boolean } = {}): Promise<ServedSite> {
  const out = mkdtempSync(path.join(os.tmpdir(), "docsgen-search-e2e-"));
  const cache = path.join(REPO, ".docsgen-cache", `search-e2e-${process.pid}`);
  const paths = {
    ...resolvePaths({ root: REPO, out, ...(options.content ? { content: options.content } : {}) }),
    ...(options.ownCache ? { cache } : {}),
  };
  const result = await buildSite({ paths, year: 2026 });
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) throw new Error(`the site did not build:\n${errors.map((d) => formatDiagnostic(d)).join("\n")}`);
  await writeOutput(result.output, out);
  const server = await startStaticServer(out);
  return {
    url: server.url,
    dir: out,
    model: result.model,
    async close() {
      await server.close();
      rmSync(out, { recursive: true, force: true });
      if (options.ownCache) rmSync(cache, { recursive: true, force: true });
    },
  };
}
