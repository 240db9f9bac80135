// A code-aware tokenizer: words, plus the tokens of source code that a word tokenizer throws away.
// `->`, `|>`, `...`, `=>`, `++` stay whole; `@as`, `@@warning`, `%raw`, `#red`, `~label` keep their sigil;
// `Array.map` and `rescript.json` stay dotted; `let?` keeps its `?`. Everything is lower-cased.

/** Multi-character operators, longest first so `===` wins over `==`. */
const OPERATORS = ["===", "!==", "...", "->", "|>", "=>", "++", "+.", "-.", "*.", "/.", "**", "==", "!=", ":=", ":>", "=?", "&&", "||", "<=", ">=", "?."];
const IDENT = String.raw`[\p{L}_][\p{L}\p{N}_]*`;
const DOTTED_PART = String.raw`\.[\p{L}\p{N}_]+`;
// Groups by number (a named group costs an object per match): 1 operator, 2 sigil, 3 dotted, 4 word, 5 its `?`.
const TOKEN = new RegExp(
  [
    `(${OPERATORS.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`,
    `((?:@@?|%%?|#|~)${IDENT}(?:${DOTTED_PART})*)`,
    `(${IDENT}(?:${DOTTED_PART})+)`,
    String.raw`([\p{L}\p{N}_]+)(\?(?![\p{L}\p{N}_.]))?`,
  ].join("|"),
  "gu",
);

/** A query term: `code` terms (operators, sigils, dotted names) match exactly or by prefix, never fuzzily. */
export interface QueryTerm {
  readonly term: string;
  readonly kind: "word" | "code";
  /** Terms that also count as this one (`let?` also matches `let`). */
  readonly alternatives: readonly string[];
}

/**
 * Tokens to index: each code token whole and also split into its words, so `@as` is found by `@as` and by `as`.
 * In the heading field, a module path (`Belt.Array.map`: a dotted name whose first part is capitalised) gives
 * itself, its shorter paths and its last name (`belt.array.map`, `array.map`, `map`) but not the module words:
 * `Array.map` finds `Belt.Array.map` too, and the heading of every item of a module does not count as a heading
 * about the module (the module's page title and its items' parents field still name it).
 */
export function tokenizeForIndex(text: string, field?: string): string[] {
  const out: string[] = [];
  const modulePaths = field === "heading" ? modulePathsOf(text) : undefined;
  const lower = text.toLowerCase();
  // exec rather than matchAll: no iterator and no destructuring per token (most of the index build's time).
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(lower); m !== null; m = TOKEN.exec(lower)) {
    const word = m[4];
    if (word !== undefined) {
      out.push(word);
      if (m[5] !== undefined) out.push(`${word}?`);
      continue;
    }
    const op = m[1];
    if (op !== undefined) {
      out.push(op);
      continue;
    }
    const sigil = m[2];
    const dotted = m[3];
    const compound = (sigil ?? dotted)!;
    out.push(compound);
    if (dotted && modulePaths?.has(dotted)) {
      for (let i = compound.indexOf("."); i !== -1; i = compound.indexOf(".", i + 1)) out.push(compound.slice(i + 1));
    } else for (const part of compound.replace(/^[@%#~]+/, "").split(".")) out.push(part);
  }
  return out;
}

/** The dotted names of `text` whose first part is capitalised (module paths), lower-cased. */
function modulePathsOf(text: string): Set<string> | undefined {
  let out: Set<string> | undefined;
  for (const [, , , dotted] of text.matchAll(TOKEN)) if (dotted && /^\p{Lu}/u.test(dotted)) (out ??= new Set()).add(dotted.toLowerCase());
  return out;
}

/** Terms of a query: code tokens stay whole (so `@as` is not the word `as`); `let?` is `let?` or else `let`. */
export function tokenizeQuery(query: string): QueryTerm[] {
  const out: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (term: QueryTerm) => {
    if (seen.has(term.term)) return;
    seen.add(term.term);
    out.push(term);
  };
  for (const [, op, sigil, dotted, word, question] of query.toLowerCase().matchAll(TOKEN)) {
    const code = op ?? sigil ?? dotted;
    if (code) add({ term: code, kind: "code", alternatives: [] });
    else if (word && question) add({ term: `${word}?`, kind: "code", alternatives: [word] });
    else if (word) add({ term: word, kind: "word", alternatives: [] });
  }
  return out;
}

/** The distinct tokens of code (operators, sigils, dotted names, words of 2+ characters), space-separated, first seen first. */
export function distinctCodeTokens(code: string): string {
  const seen = new Set<string>();
  for (const m of code.toLowerCase().matchAll(TOKEN)) {
    const token = m[0];
    if (token.length >= 2 && !seen.has(token)) seen.add(token);
  }
  return [...seen].join(" ");
}
