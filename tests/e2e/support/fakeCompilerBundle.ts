// A test double of the ReScript project's browser compiler bundle (`{base}/{version}/compiler.js`): it
// implements the published contract the playground relies on (a global `rescript_compiler` with `make()`,
// `rescript.compile` / `rescript.format`, `setModuleSystem`) with canned, predictable answers. Never shipped.

/** The host the site's `playground.compilerBase` names; tests answer its requests with the double. */
export const COMPILER_BASE_PATTERN = "https://cdn.rescript-lang.org/**";

/** JavaScript of the double. Compiles anything except `: int = "..."` (a type error at that string) and `let = ` (a syntax error). */
export const FAKE_COMPILER_BUNDLE =
  `(() => {
  const src = document.currentScript ? document.currentScript.src : "";
  const version = (/\\/(v[0-9][^/]*)\\/compiler\\.js/.exec(src) || [])[1] || "v0.0.0";
  window.rescript_compiler = {
    api_version: "5",
    make() {
      let moduleSystem = "es6";
      let warnFlags = "";
      const at = (row, column, endColumn, fullMsg) => ({ fullMsg, shortMsg: fullMsg.split("\\n")[0], row, column, endRow: row, endColumn });
      return {
        setModuleSystem(system) { moduleSystem = system; return true; },
        setWarnFlags(flags) { warnFlags = flags; return true; },
        rescript: {
          version,
          compile(source) {
            const lines = source.split("\\n");
            for (let i = 0; i < lines.length; i++) {
              const typeError = /: int = ("[^"]*")/.exec(lines[i]);
              if (typeError) {
                const column = typeError.index + typeError[0].indexOf('"');
                return { type: "type_error", errors: [at(i + 1, column, column + typeError[1].length, ` +
  `"This has type: string\\nBut it's expected to have type: int")] };
              }
              const syntax = /let = /.exec(lines[i]);
              if (syntax) return { type: "syntax_error", errors: [at(i + 1, syntax.index + 4, syntax.index + 5, ` +
  `"I was expecting a name for this let-binding.")] };
            }
            const warnings = [];
            lines.forEach((line, i) => {
              const unused = /let (_?unused\\w*)/.exec(line);
              if (unused) warnings.push({ isError: false, warnNumber: 26, details: at(i + 1, unused.index + 4, unused.index + 4 + unused[1].length, ` +
  `"unused variable " + unused[1] + ".") });
            });
            const flags = warnFlags ? " warn " + warnFlags : "";
            return { type: "success", js_code: "// compiled by the double " + version + " (" + moduleSystem + ")" + flags + "\\n" + ` +
  `lines.map((l) => "// " + l).join("\\n"), warnings, type_hints: [] };
          },
          format(source) {
            return { type: "success", code: source.replace(/ {2,}/g, " ").replace(/[ \\t]+$/gm, "") };
          },
        },
      };
    },
  };
})();
`;
