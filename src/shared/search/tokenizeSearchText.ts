// A code-aware tokenizer: words, plus the tokens of source code that a word tokenizer throws away.
// `->`, `|>`, `...`, `=>`, `++` stay whole; `@as`, `@@warning`, `%raw`, `#red`, `~label` keep their sigil;
// `Array.map` and `rescript.json` stay dotted; `let?` keeps its `?`. Everything is lower-cased.

/** Multi-character operators, longest first so `===` wins over `==`. */
const OPERATORS = ["===", "!==", "...", "->", "|>", "=>", "++", "+.", "-.", "*.", "/.", "**", "==", "!=", ":=", ":>", "=?", "&&", "||", "<=", ">=", "?."];
const IDENT = String.raw`[\p{L}_][\p{L}\p{N}_]*`;
const DOTTED_PART = String.raw`\.[\p{L}\p{N}_]+`;
const TOKEN = new RegExp(
  [
    `(?<op>${OPERATORS.map((o) => o.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`,
    `(?<sigil>(?:@@?|%%?|#|~)${IDENT}(?:${DOTTED_PART})*)`,
    `(?<dotted>${IDENT}(?:${DOTTED_PART})+)`,
    String.raw`(?<word>[\p{L}\p{N}_]+)(?<question>\?(?![\p{L}\p{N}_.]))?`,
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

/** Tokens to index: each code token whole and also split into its words, so `@as` is found by `@as` and by `as`. */
export function tokenizeForIndex(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(TOKEN)) {
    const g = m.groups!;
    if (g["op"]) out.push(g["op"]);
    else if (g["sigil"] || g["dotted"]) {
      const compound = (g["sigil"] ?? g["dotted"])!;
      out.push(compound);
      for (const part of compound.replace(/^[@%#~]+/, "").split(".")) out.push(part);
    } else if (g["word"]) {
      out.push(g["word"]);
      if (g["question"]) out.push(`${g["word"]}?`);
    }
  }
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
  for (const m of query.toLowerCase().matchAll(TOKEN)) {
    const g = m.groups!;
    const code = g["op"] ?? g["sigil"] ?? g["dotted"];
    if (code) add({ term: code, kind: "code", alternatives: [] });
    else if (g["word"] && g["question"]) add({ term: `${g["word"]}?`, kind: "code", alternatives: [g["word"]] });
    else if (g["word"]) add({ term: g["word"], kind: "word", alternatives: [] });
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
