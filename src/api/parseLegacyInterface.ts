// Interfaces of old compilers (ReScript 8 to 10 ship OCaml-syntax .mli/.ml): docsgen prints them in
// ReScript syntax with the release's own `bsc -format`, then reads that text here:
//   @ocaml.doc(" docs ")          documentation of the next declaration
//   let name: type / external name: type = "js"   values
//   type t<'a> = ...              types
//   module Name = { ... }         nested modules (indented by two spaces)
import type { ApiItem, ApiModule } from "./types.ts";

interface Block {
  readonly items: ApiItem[];
  readonly modules: ApiModule[];
  readonly docs: string[];
  end: number;
}

const DECLARATION = /^(?:@[^\s(]+(?:\([^)]*\))?\s+)*(let|external|type)\b/;

/** Parses `bsc -format` output of an interface (or implementation) into a module named `name`. */
export function parseLegacyInterface(text: string, name: string, path: readonly string[]): ApiModule {
  const lines = text.split("\n");
  const block = parseBlock(lines, 0, 0, path);
  return { name, path, docstrings: block.docs, items: block.items, modules: block.modules };
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Reads a string literal starting at the first `"` at or after `lines[i][col]`; returns text and the line after it. */
function readString(lines: readonly string[], i: number, col: number): { text: string; next: number } {
  let out = "";
  let line = i;
  let pos = (lines[i] ?? "").indexOf('"', col) + 1;
  while (line < lines.length) {
    const l = lines[line] ?? "";
    for (; pos < l.length; pos++) {
      const c = l[pos];
      if (c === "\\") {
        out += l[pos + 1] ?? "";
        pos++;
      } else if (c === '"') {
        return { text: out, next: line + 1 };
      } else out += c;
    }
    out += "\n";
    line++;
    pos = 0;
  }
  return { text: out, next: line };
}

/** Where the first `"` at or after `lines[i][col]` is, outside block comments (which may nest). */
function stringStart(lines: readonly string[], i: number, col: number): { line: number; col: number } | undefined {
  let depth = 0;
  for (let line = i; line < lines.length; line++) {
    const text = lines[line] ?? "";
    for (let c = line === i ? col : 0; c < text.length; c++) {
      if (text.startsWith("/*", c)) {
        depth++;
        c++;
      } else if (depth > 0 && text.startsWith("*/", c)) {
        depth--;
        c++;
      } else if (depth === 0 && text[c] === '"') return { line, col: c };
    }
  }
  return undefined;
}

/** A licence header written as a doc comment: never a module's or an item's docs. */
function isLicence(doc: string): boolean {
  return /^copyright\b/i.test(doc) && /licen[cs]e|warranty/i.test(doc);
}

function skipComment(lines: readonly string[], i: number): number {
  for (let line = i; line < lines.length; line++) if ((lines[line] ?? "").includes("*/")) return line + 1;
  return lines.length;
}

function parseBlock(lines: readonly string[], start: number, indent: number, path: readonly string[]): Block {
  const block: Block = { items: [], modules: [], docs: [], end: lines.length };
  let pending: string[] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (line.trim() === "") {
      i++;
      continue;
    }
    const ind = indentOf(line);
    if (ind < indent) {
      block.end = i;
      return block;
    }
    const text = line.slice(indent);
    if (ind > indent) {
      i++;
      continue;
    }
    if (text.startsWith("@@ocaml.text(") || text.startsWith("@ocaml.doc(")) {
      // The doc string, past any comment the formatter kept inside the attribute (bs-platform's licence header).
      const start = stringStart(lines, i, indent + text.indexOf("("));
      if (!start) break;
      const { text: doc, next } = readString(lines, start.line, start.col);
      const clean = dedentDoc(doc);
      if (clean !== "" && !isLicence(clean)) (text.startsWith("@@") ? block.docs : pending).push(clean);
      i = next;
      continue;
    }
    if (text.startsWith("/*")) {
      i = text.includes("*/") ? i + 1 : skipComment(lines, i);
      continue;
    }
    const mod = /^module\s+(?:type\s+)?([A-Z]\w*)\s*[:=]\s*\{\s*$/.exec(text);
    if (mod) {
      const name = mod[1]!;
      const inner = parseBlock(lines, i + 1, indent + 2, [...path, name]);
      block.modules.push({
        name,
        path: [...path, name],
        docstrings: [...pending, ...inner.docs],
        items: inner.items,
        modules: inner.modules,
      });
      pending = [];
      i = inner.end + 1;
      continue;
    }
    const decl = DECLARATION.exec(text);
    if (!decl) {
      // A module alias or anything else undocumented: its docs must not slide onto the next item.
      pending = [];
      i++;
      continue;
    }
    let end = i + 1;
    while (end < lines.length) {
      const next = lines[end] ?? "";
      if (next.trim() !== "" && indentOf(next) <= indent && !/^\s*(\||and\b|=)/.test(next)) break;
      end++;
    }
    const source = lines
      .slice(i, end)
      .map((l) => l.slice(Math.min(indent, indentOf(l))))
      .join("\n")
      .trim();
    const item = toItem(decl[1] as "let" | "external" | "type", source, pending);
    if (item) block.items.push(item);
    pending = [];
    i = end;
  }
  block.end = lines.length;
  return block;
}

function toItem(kind: "let" | "external" | "type", source: string, docs: readonly string[]): ApiItem | undefined {
  const signature = source.replace(/\s*\/\*[\s\S]*?\*\/\s*$/g, "").trim();
  if (kind === "type") {
    const m = /\btype\s+(?:rec\s+)?([a-z_][\w']*)/.exec(signature);
    return m ? { kind: "type", name: m[1]!, signature, docstrings: docs } : undefined;
  }
  const m = /\b(?:let|external)\s+(\\?"[^"]+"|[a-z_][\w']*)\s*:/.exec(signature);
  // An implementation's `let x = ...` has no written type: it is not part of a documented interface.
  if (!m) return undefined;
  return { kind: "value", name: m[1]!.replace(/^\\"|"$/g, ""), signature, docstrings: docs };
}

/**
 * A doc comment without its common indentation and surrounding blank lines; its odoc markup is kept (see
 * odocToMarkdown). The first line starts right after the comment's opening, so it does not count.
 */
export function dedentDoc(doc: string): string {
  const [first = "", ...rest] = doc.split("\n");
  const min = Math.min(...rest.filter((l) => l.trim() !== "").map(indentOf), 80);
  return [first.trim(), ...rest.map((l) => l.slice(Math.min(min, indentOf(l))).trimEnd())]
    .join("\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
}
