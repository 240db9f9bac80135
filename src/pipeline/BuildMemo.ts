// What one process keeps between its builds (serve's rebuilds): the memo of every stage whose inputs
// did not change. Only src/pipeline reads or writes it; stages take plain inputs and return plain values.
import type { MarkdownIt } from "markdown-it";
import type { ApiSources } from "../api/loadApiSources.ts";
import type { ClientBundle } from "../bundle/bundleClient.ts";
import type { ScanResult } from "../content/scanContent.ts";
import type { PublicScan } from "../content/scanPublic.ts";
import type { ParsePageResult, SourceFile } from "../content/types.ts";
import { createMarkdown } from "../markdown/renderMarkdown.ts";
import type { TemplateModule } from "../render/views.ts";
import type { ExampleCache } from "../toolchain/compileExamples.ts";
import type { CompilerReference } from "../toolchain/loadCompilerReference.ts";
import type { PreparedToolchain } from "../toolchain/prepareToolchain.ts";
import type { ParseCacheFile } from "../cache/parseCacheFile.ts";

/** Work kept between builds of one process: scans, parses, bundles, compile outcomes, renders. */
export interface BuildMemo {
  readonly md: MarkdownIt;
  /** Compile outcomes of examples by job key. */
  readonly examples: ExampleCache;
  /** Compilers already located and prepared, by their whole configuration (see prepareToolchainOnce). */
  readonly toolchains: Map<string, Promise<PreparedToolchain>>;
  /** Each compiler's warnings and build schema, by toolchain key (a compiler run and a file read each). */
  readonly compilerReferences: Map<string, Promise<CompilerReference>>;
  /** Rendered HTML by page fingerprint (see fingerprintView). */
  readonly renders: Map<string, string>;
  /**
   * The previous content and public scans: reused by watcher batches that did not touch them, and the
   * content scan's stamps let the next scan skip unchanged files.
   */
  lastScan?: ScanResult;
  lastPublic?: PublicScan;
  /** Parse results on disk, loaded at the first build of the process. */
  parseFile?: ParseCacheFile;
  /** Parse results by source object (the scan reuses objects of unchanged files), with the setting they depend on. */
  readonly parsedSources: WeakMap<SourceFile, { readonly settingsKey: string; readonly result: ParsePageResult }>;
  /** Hashes of page bodies by body text (see fingerprintView). */
  bodyHashes: ReadonlyMap<string, string>;
  /** Client bundle and templates by a fingerprint of their source files (the current one only). */
  readonly bundles: Map<string, Promise<[ClientBundle, { module: TemplateModule; key: string }]>>;
  /** Generated API sources, keyed by their settings. */
  api?: { readonly key: string; readonly value: ApiSources };
}

/** An empty memo. */
export function createBuildMemo(): BuildMemo {
  return {
    md: createMarkdown(),
    examples: new Map(),
    toolchains: new Map(),
    compilerReferences: new Map(),
    renders: new Map(),
    bodyHashes: new Map(),
    bundles: new Map(),
    parsedSources: new WeakMap(),
  };
}
