// Places in a JSON file's text: where a syntax error is, and where the value or key at a JSON path is.
// jsonc-parser reads the text with offsets (its ESM build: the package's main entry is a UMD wrapper whose
// requires a bundler cannot follow). Values themselves still come from JSON.parse: the JSON the build reads
// is exactly what V8 accepts, and a `__proto__` key stays an ordinary property.
import { type Node, type ParseError, parseTree, printParseErrorCode, visit } from "jsonc-parser/lib/esm/main.js";

/** 1-based line and column of a character offset in `text`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** A JSON syntax error: what is wrong, what to do, and its 1-based place. */
export interface JsonSyntaxError {
  readonly ok: false;
  readonly message: string;
  readonly hint?: string;
  readonly line: number;
  readonly column: number;
}

/** Parses JSON; on a syntax error says what is wrong at which line and column. */
export function parseJsonWithPlace(text: string): { ok: true; value: unknown } | JsonSyntaxError {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const found = findSyntaxError(text);
    if (found) return { ok: false, message: found.message, ...(found.hint ? { hint: found.hint } : {}), ...lineColumnAt(text, found.offset) };
    // Not found by the scan below (it never should be): V8's own words, on one line.
    const message = (e instanceof Error ? e.message : String(e)).replace(/, (\.\.\.)?".*" is not valid JSON$/s, "").replace(/\s+/g, " ");
    const position = /position (\d+)/.exec(message);
    return { ok: false, message, ...lineColumnAt(text, position ? Number(position[1]) : 0) };
  }
}

interface Found {
  readonly offset: number;
  readonly message: string;
  readonly hint?: string;
}

/** The object or list being read where an error is. */
interface Open {
  readonly kind: "object" | "list";
  readonly offset: number;
}

/** The first syntax error of a JSON text, by jsonc-parser in strict JSON mode, and the first space JSON does not allow. */
function findSyntaxError(text: string): Found | undefined {
  const open: Open[] = [];
  // An object or list is closed (even when its end is missing) before the error about its end is reported.
  let closed: Open | undefined;
  let first: { error: ParseError["error"]; offset: number; length: number; within: Open | undefined } | undefined;
  try {
    visit(
      text,
      {
        onObjectBegin: (offset) => void open.push({ kind: "object", offset }),
        onArrayBegin: (offset) => void open.push({ kind: "list", offset }),
        onObjectEnd: () => void (closed = open.pop()),
        onArrayEnd: () => void (closed = open.pop()),
        onError: (error, offset, length) => {
          const name = printParseErrorCode(error);
          first ??= { error, offset, length, within: name === "CloseBraceExpected" || name === "CloseBracketExpected" ? closed : open.at(-1) };
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch {
    // Nesting too deep for the parser's recursion: the space scan may still find something.
  }
  const space = strayWhitespace(text);
  if (space !== undefined && (first === undefined || space <= first.offset)) {
    return space === 0 && text.charCodeAt(0) === 0xfeff
      ? { offset: 0, message: "the file starts with a byte order mark (U+FEFF)", hint: "save it as UTF-8 without a byte order mark" }
      : {
          offset: space,
          message: `unexpected ${codePointName(text.charCodeAt(space))} between JSON values`,
          hint: "only spaces, tabs and line breaks may separate JSON values",
        };
  }
  return first && describeSyntaxError(text, first.error, first.offset, first.length, first.within);
}

/** What a jsonc-parser error code means, in the words of a JSON file's author, at the character it concerns. */
function describeSyntaxError(text: string, error: ParseError["error"], offset: number, length: number, within: Open | undefined): Found {
  const found = describeCode(text, error, offset, length, within);
  return { offset, ...found };
}

function describeCode(
  text: string,
  error: ParseError["error"],
  offset: number,
  length: number,
  within: Open | undefined,
): { message: string; hint?: string; offset?: number } {
  const token = text.slice(offset, offset + Math.max(length, 1));
  const name = printParseErrorCode(error);
  const end = name === "CloseBracketExpected" || (name === "CommaExpected" && within?.kind === "list") ? "]" : "}";
  const trailing = /,\s*$/.test(text.slice(0, offset)) && /^[}\]]/.test(token);
  const opened = within ? ` (the ${within.kind} opened at ${place(text, within.offset)})` : "";
  switch (name) {
    case "PropertyNameExpected":
    case "ValueExpected":
      if (trailing)
        return {
          offset: text.lastIndexOf(",", offset),
          message: `a comma after the last entry, before \`${token}\``,
          hint: "JSON allows no comma there: remove it",
        };
      if (token === ",") return { message: "unexpected `,`", hint: "a comma separates two entries of an object or list" };
      if (text.trim() === "") return { message: "the file is empty", hint: "a JSON file holds one value, e.g. {}" };
      return offset >= text.length
        ? { message: `the text ends where a ${name === "ValueExpected" ? "value" : "property name"} is expected` }
        : { message: `expected a ${name === "ValueExpected" ? "value" : "property name in double quotes"}, found ${shownToken(token)}` };
    case "ColonExpected":
      return { message: `expected \`:\` after the property name, found ${shownToken(token)}` };
    case "CommaExpected":
      if (/(^|[^\d.eE+-])-?0$/.test(text.slice(0, offset)) && /^\d/.test(token))
        return { offset: offset - 1, message: "a number starts with 0", hint: "JSON numbers have no leading zeros" };
      return {
        message: `expected \`,\` or \`${end}\`, found ${shownToken(token)}`,
        hint: `entries of ${within?.kind === "list" ? "a list" : "an object"} are separated by commas`,
      };
    case "CloseBraceExpected":
    case "CloseBracketExpected":
      return { message: `expected \`,\` or \`${end}\`${offset >= text.length ? " before the end of the text" : `, found ${shownToken(token)}`}${opened}` };
    case "EndOfFileExpected":
      return { message: `unexpected ${shownToken(token)} after the end of the JSON value`, hint: "a JSON file holds one value" };
    case "InvalidCommentToken":
    case "UnexpectedEndOfComment":
      return { message: "comments are not allowed in JSON" };
    case "UnexpectedEndOfString":
      return { message: "a string is not closed on its line", hint: 'end it with `"`; a line break inside a string is written \\n' };
    case "InvalidCharacter": {
      const control = /[\u0000-\u001f]/.exec(token);
      const at = control ? offset + control.index : offset;
      return {
        offset: at,
        message: `the string holds the control character ${codePointName(text.charCodeAt(at))}`,
        hint: "write it as an escape: \\n, \\t or \\u0000",
      };
    }
    case "InvalidEscapeCharacter":
      return {
        message: `invalid escape in ${shownToken(token)}`,
        hint: 'JSON escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits',
      };
    case "InvalidUnicode":
      return { message: `invalid \\u escape in ${shownToken(token)}`, hint: "\\u is followed by four hex digits" };
    case "InvalidNumberFormat":
    case "UnexpectedEndOfNumber":
      return { message: `invalid number ${shownToken(token)}`, hint: "numbers look like 12, -3.5 or 1e6" };
    default:
      return /^'/.test(token)
        ? { message: `unexpected ${shownToken(token)}`, hint: "JSON strings take double quotes" }
        : { message: `unexpected ${shownToken(token)}`, hint: "a JSON value is a string, number, object, list, true, false or null" };
  }
}

/** Offset of the first character outside strings that JSON does not take as space but jsonc-parser does (no-break space, BOM...). */
function strayWhitespace(text: string): number | undefined {
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (/[\v\f\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/.test(c)) return i;
  }
  return undefined;
}

/** A token as a message quotes it: at most 30 characters. */
function shownToken(token: string): string {
  if (token === "") return "the end of the text";
  return `\`${token.length > 30 ? `${token.slice(0, 30)}...` : token}\``;
}

function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

function place(text: string, offset: number): string {
  const { line, column } = lineColumnAt(text, offset);
  return `${line}:${column}`;
}

/** A key of an object or an index of a list, as in zod's issue paths. */
export type JsonPath = readonly (string | number)[];

/** 1-based line and column. */
export interface LineColumn {
  readonly line: number;
  readonly column: number;
}

/** Where the settings of a (valid) JSON text are. */
export interface JsonPlaces {
  /** The place of the value at `path`; when there is none, the place of the nearest object or list holding it (its key's place). */
  value(path: JsonPath): LineColumn;
  /** The place of the key whose value is at `path` (the value's place for list items and the top). */
  key(path: JsonPath): LineColumn;
}

/** The places of a JSON text's values and keys, by JSON path (a key written twice: its last value, as JSON.parse takes it). */
export function jsonPlaces(text: string): JsonPlaces {
  // Read on the first question: a configuration without problems asks none.
  let read: { root: Node | undefined; lines: number[] } | undefined;
  const tree = () => {
    if (read) return read;
    let root: Node | undefined;
    try {
      root = parseTree(text, [], { disallowComments: true });
    } catch {
      root = undefined;
    }
    read = { root, lines: lineStarts(text) };
    return read;
  };
  const at = (offset: number): LineColumn => {
    const { lines } = tree();
    let low = 0;
    let high = lines.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lines[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lines[low]! + 1 };
  };
  /** The deepest node on the path and whether it is the whole path's. */
  const find = (path: JsonPath): { node: Node | undefined; whole: boolean } => {
    let node = tree().root;
    for (const segment of path) {
      const next = node && childAt(node, segment);
      if (!next) return { node, whole: false };
      node = next;
    }
    return { node, whole: true };
  };
  const keyOf = (node: Node): number => (node.parent?.type === "property" ? node.parent.offset : node.offset);
  return {
    value(path) {
      const { node, whole } = find(path);
      if (!node) return { line: 1, column: 1 };
      return at(whole ? node.offset : keyOf(node));
    },
    key(path) {
      const { node } = find(path);
      return node ? at(keyOf(node)) : { line: 1, column: 1 };
    },
  };
}

/** The value node of an object's key (its last one) or a list's index. */
function childAt(node: Node, segment: string | number): Node | undefined {
  if (node.type === "array" && typeof segment === "number") return node.children?.[segment];
  if (node.type !== "object" || typeof segment !== "string") return undefined;
  let found: Node | undefined;
  for (const property of node.children ?? []) {
    if (property.children?.[0]?.value === segment) found = property.children[1];
  }
  return found;
}

/** Offsets where lines start. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
