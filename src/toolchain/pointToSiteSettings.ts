// bsc's messages tell the reader to edit its own configuration files: "Enable it by setting "LetUnwrap" to true
// under "experimental-features" in rescript.json.", "Add "jsx" settings to rescript.json", "Did you add it to the
// "dependencies" ... in rescript.json?" (bsconfig.json before v11). docsgen writes those files itself from
// `toolchains` in site.json, so a reader who followed the compiler would edit a file this project does not have.

/** A compiler error as a docsgen diagnostic says it: its message and the hint under it. */
export interface CompilerErrorWords {
  readonly message: string;
  readonly hint?: string;
  /** Whether the compiler named its own configuration file (and the hint names site.json instead). */
  readonly pointed: boolean;
}

const CONFIG_FILE = /\b(?:rescript|bsconfig)\.json\b/;

/**
 * The compiler's message and detail with every sentence that names the compiler's own configuration file
 * (rescript.json, bsconfig.json) left out, and a hint naming the setting of `toolchains.<id>` in site.json
 * that holds it instead (`flags` for an experimental feature, `jsx`, `libraries`); unchanged otherwise.
 */
export function pointToSiteSettings(error: { readonly message: string; readonly detail: string }, toolchain: string): CompilerErrorWords {
  const text = `${error.message} ${error.detail}`;
  if (!CONFIG_FILE.test(text)) return { message: error.message, ...(error.detail ? { hint: error.detail } : {}), pointed: false };
  const message = withoutConfigSentences(error.message) || error.message;
  const tool = (setting: string) => `\`toolchains.${toolchain}${setting}\``;
  const feature = /Experimental feature not enabled: ([\w-]+)/.exec(text)?.[1];
  if (/can't be found/.test(text))
    // The detail is a list of questions about the compiler's own project setup (sources, dependencies, -with-deps).
    return { message, hint: `if it comes from a library, add the library's npm package to ${tool(".libraries")} in site.json`, pointed: true };
  const siteHint = feature
    ? `add "-enable-experimental", "${feature}" to ${tool(".flags")} in site.json`
    : /JSX support is not enabled/.test(text)
      ? `set ${tool(".jsx")} in site.json (3 or 4) to compile JSX`
      : `docsgen writes the compiler's configuration from ${tool("")} in site.json (its \`flags\` hold the compiler flags): set it there`;
  const rest = withoutConfigSentences(error.detail);
  return { message, hint: rest ? `${rest} ${siteHint}` : siteHint, pointed: true };
}

/** The text without its sentences (ending in `.`, `?` or `!` before a space or the end) that name rescript.json or bsconfig.json. */
function withoutConfigSentences(text: string): string {
  return text
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== "" && !CONFIG_FILE.test(s))
    .join(" ");
}
