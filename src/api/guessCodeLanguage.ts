// Which syntax an example of an old doc comment is written in. The interfaces of ReScript 8 to 10 were
// documented over years: OCaml (`fun x -> ...`, `[|1;2|]`, `;;`), Reason (`(x) => ...;`, `[|1, 2|]`) and
// ReScript (`x => ...`, `[1, 2]`, `list{...}`). The guess counts the marks each syntax leaves.

/** A fence language the site highlights (see src/markdown/highlightCode.ts). */
export type CodeLanguage = "ml" | "re" | "res";

/** Marks only OCaml has: each that matches counts once. */
const OCAML: readonly RegExp[] = [
  /;;/,
  /\bfun\b[^\n]*?->/,
  /\bfun\[@bs\]/,
  /\bfunction\s*\|/,
  /\bmatch\b[\s\S]*?\bwith\b/,
  /\bin\s*$/m,
  /\(\*/,
  /\[\|[^\]]*;/,
  /\[[^\]\n[|]*;[^\]\n]*\]/,
  /~\w+:/,
  /\bval\s+[a-z_][\w']*\s*:/,
  /\b(?:begin|struct|sig)\b/,
  /\(val\s/,
  /'[a-z]\w*\s+(?:option|list|array|t|Js\.t)\b/,
  /\|\.\s/,
  /@@\s/,
  /<>/,
  /\[%(?:re|obj|bs\.obj)\s/,
  /\b(?:Some|Ok|Error)\s+[\w"(-]/,
  // Application by juxtaposition at the start of a line: `keep [1;2] f`, `head [] = None`.
  /^\s*(?!(?:let|type|open|module|include|switch|if|else|external|and|exception)\b)[a-z_][\w'.]*\s+(?:\[|\(|"|\d|[a-z_])/m,
];

/** Marks of the JavaScript-like syntaxes, ReScript and Reason. */
const MODERN: readonly RegExp[] = [
  /=>/,
  /\blist\{/,
  /\bswitch\b[^\n]*\{/,
  /(?:^|\s)\/\/\s/m,
  /[\w)\]]->[A-Za-z(]|^\s*->/m,
  /\[(?!\|)[^\]\n;|]*,[^\]\n;|]*\]/,
  /~\w+=/,
  /\(\.\s/,
  /\b\w+<[\w'(_]/,
  /\bmodule\(/,
];

/** Marks that make a JavaScript-like example Reason rather than ReScript. */
const REASON: readonly RegExp[] = [/\[\|[^\]|]*,/, /\/\*/, /\[@[\w.]+\]/, /\bfun\s*\(/];

const count = (marks: readonly RegExp[], code: string) => marks.filter((m) => m.test(code)).length;

/**
 * The language of an example: `ml` (OCaml), `re` (Reason) or `res` (ReScript); `fallback` when nothing
 * tells (a single `open Belt`).
 */
export function guessCodeLanguage(code: string, fallback: CodeLanguage): CodeLanguage {
  const ocaml = count(OCAML, code);
  const modern = count(MODERN, code);
  if (ocaml === 0 && modern === 0) return fallback;
  if (ocaml > modern) return "ml";
  const lines = code.split("\n").filter((l) => l.trim() !== "" && !/^\s*(\/\/|\/\*|\*)/.test(l));
  const withSemicolon = lines.filter((l) => /;\s*$/.test(l)).length;
  return count(REASON, code) > 0 || withSemicolon * 2 > lines.length ? "re" : "res";
}
