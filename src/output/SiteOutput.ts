// The one shape of a built site, for `build` and `serve` alike: every file by site path, as content or
// as a renderer. `build` renders each page while writing it; `serve` renders a page when it is requested.

/** The bytes of an output file. */
export type OutputBody = string | Uint8Array;

/** An output file: its content, or a renderer that makes it when it is written or requested. */
export type OutputFile = OutputBody | (() => OutputBody);

/** Files by site path (`/docs/x/index.html`). */
export type OutputFiles = ReadonlyMap<string, OutputFile>;

/** A template page's fingerprints: equal keys give equal HTML (serve reloads only pages whose key changed). */
export interface PageFingerprint {
  readonly key: string;
  /** The key ignoring the stylesheet URLs (a stylesheet-only change swaps CSS in place). */
  readonly cssFreeKey: string;
}

/** A built site. */
export interface SiteOutput {
  /** Every file but the late ones. */
  readonly files: OutputFiles;
  /** The template pages' fingerprints by output path. */
  readonly fingerprints: ReadonlyMap<string, PageFingerprint>;
  /** URLs of the stylesheets every page links. */
  readonly css: readonly string[];
  /** Files whose names depend on their content and take longest to compute (the search index); computed once, on first call. */
  readonly late: () => Promise<ReadonlyMap<string, OutputBody>>;
}

/** The content of an output file (rendering it if needed). */
export function bodyOf(file: OutputFile): OutputBody {
  return typeof file === "function" ? file() : file;
}

/** Every file of a site, rendered: what `docsgen build` writes. */
export async function materializeOutput(output: SiteOutput): Promise<Map<string, OutputBody>> {
  const all = new Map<string, OutputBody>();
  for (const [path, file] of output.files) all.set(path, bodyOf(file));
  for (const [path, body] of await output.late()) all.set(path, body);
  return all;
}

/** A function that runs `make` on its first call and returns that same result ever after. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
