// Front matter: YAML between `---` lines at the top of a file. Never executes code: any language
// after the opening `---` (`---js`, `--- JavaScript `...) is rejected, and the YAML engine is the
// `yaml` package's safe core schema with unique keys and an alias limit.
import { createRequire } from "node:module";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";

/** Front matter data with the 1-based line of each top-level key. */
export interface FrontmatterResult {
  readonly data: Readonly<Record<string, unknown>>;
  readonly keyLines: Readonly<Record<string, number>>;
  readonly body: string;
  /** Number of lines before the body (0 without front matter). */
  readonly bodyOffset: number;
  /** With diagnostics: `body` is the text after the front matter's end when that end was found (`bodyOffset` > 0), else the whole text. */
  readonly diagnostics: readonly Diagnostic[];
}

const MAX_FRONTMATTER_BYTES = 64 * 1024;
const MAX_ALIASES = 100;
const RESERVED_KEYS = new Set(["__proto__", "constructor", "prototype"]);
/** Control characters (tab and line breaks are text): never meaningful in a title or description, dangerous in HTML heads. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

class FrontmatterError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column = 1,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Splits and parses the front matter of a file's text (BOM and CRLF tolerated). */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
  // The body after the front matter's closing line, once it is known: a page whose front matter fails still has its body read.
  let after: { body: string; bodyOffset: number } = { body: text, bodyOffset: 0 };
  const fail = (line: number, code: string, message: string, hint?: string, column = 1): FrontmatterResult => ({
    data: {},
    keyLines: {},
    ...after,
    diagnostics: [errorAt({ file, line, column }, code, message, hint)],
  });
  if (text.includes("\r"))
    return fail(1, "content/line-endings", "unsupported line endings (carriage returns without line feeds)", "save the file with LF or CRLF line endings");
  const lines = text.split("\n");
  const opening = lines[0] ?? "";
  if (!/^---(?!-)/.test(opening)) return { data: {}, keyLines: {}, body: text, bodyOffset: 0, diagnostics: [] };
  const language = opening.slice(3).trim();
  if (language !== "") {
    const isJs = /^(js|javascript)$/i.test(language);
    return fail(
      1,
      "frontmatter/unsupported-language",
      isJs ? "JavaScript front matter is not supported" : `unsupported front matter language '${language}'`,
      "front matter is YAML only: start the file with a line of exactly ---",
    );
  }
  const close = lines.findIndex((l, i) => i > 0 && /^---\s*$/.test(l));
  if (close === -1)
    return fail(1, "frontmatter/unterminated", "unterminated front matter opened at line 1", "close the front matter with a line of exactly ---");
  const yamlText = lines.slice(1, close).join("\n");
  after = { body: lines.slice(close + 1).join("\n"), bodyOffset: close + 1 };
  const dashes = lines.slice(1, close).findIndex((l) => l.startsWith("---"));
  if (dashes !== -1)
    return fail(
      dashes + 2,
      "frontmatter/invalid-yaml",
      "a front matter line cannot start with ---",
      "front matter ends at the first line of exactly ---; indent or quote this value",
    );
  if (yamlText.length > MAX_FRONTMATTER_BYTES)
    return fail(1, "frontmatter/too-large", `front matter too large (${yamlText.length} bytes; limit ${MAX_FRONTMATTER_BYTES})`);
  const rawControl = lines.slice(1, close).findIndex((l) => CONTROL.test(l));
  if (rawControl !== -1) {
    const line = lines[rawControl + 1]!;
    const column = line.search(CONTROL);
    return fail(
      rawControl + 2,
      "frontmatter/control-character",
      `front matter contains the control character ${codePointName(line.charCodeAt(column))}`,
      "remove it; front matter values are plain text",
      column + 1,
    );
  }
  try {
    // A leading line break keeps the YAML's line numbers equal to the file's.
    const { data, keyLines } = parseYamlMapping(`\n${yamlText}`);
    const escaped = Object.keys(data).find((key) => hasControl(data[key]));
    if (escaped !== undefined) {
      return fail(
        keyLines[escaped] ?? 2,
        "frontmatter/control-character",
        `the value of \`${escaped}\` contains a control character (written as an escape)`,
        "remove it; front matter values are plain text",
      );
    }
    return { data, keyLines, body: lines.slice(close + 1).join("\n"), bodyOffset: close + 1, diagnostics: [] };
  } catch (e) {
    if (e instanceof FrontmatterError) return fail(e.line, "frontmatter/invalid-yaml", e.message, e.hint, e.column);
    throw e;
  }
}

/** `U+0000` style name of a character code. */
function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** True when a string anywhere in a front matter value holds a control character. */
function hasControl(value: unknown): boolean {
  if (typeof value === "string") return CONTROL.test(value);
  if (Array.isArray(value)) return value.some(hasControl);
  if (typeof value === "object" && value !== null) return Object.entries(value).some(([k, v]) => CONTROL.test(k) || hasControl(v));
  return false;
}

/** A line `key: "text"` (no escapes) or `key: Plain text` (a letter first; no `:`, `#`, quotes or brackets that YAML would read otherwise). */
const SIMPLE_LINE = /^([A-Za-z_][\w-]*): +(?:"([^"\\]*)"|([A-Za-z][\w ,.()!?/'-]*?)) *$/;
/** Plain scalars the core schema reads as null or booleans rather than text. */
const NOT_TEXT = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

/** A front matter mapping with the 1-based file line of each top-level key. */
interface Mapping {
  readonly data: Record<string, unknown>;
  readonly keyLines: Record<string, number>;
}

/**
 * The mapping of front matter made only of simple one-line `key: text` pairs (most pages' front matter), read
 * without the YAML engine; undefined for anything else (the engine reads that). Equal to what the engine gives.
 * Line N of `yamlText` is line N of the file.
 */
function simpleMapping(yamlText: string): Mapping | undefined {
  const data: Record<string, unknown> = {};
  const keyLines: Record<string, number> = {};
  for (const [i, line] of yamlText.split("\n").entries()) {
    if (line === "") continue;
    const m = SIMPLE_LINE.exec(line);
    if (!m || RESERVED_KEYS.has(m[1]!) || Object.hasOwn(data, m[1]!)) return undefined;
    const plain = m[3];
    if (plain !== undefined && NOT_TEXT.test(plain)) return undefined;
    data[m[1]!] = m[2] ?? plain;
    keyLines[m[1]!] = i + 1;
  }
  return Object.keys(data).length > 0 ? { data, keyLines } : undefined;
}

/** Parses YAML text that must be a mapping (or empty); throws FrontmatterError with a file line. */
function parseYamlMapping(yamlText: string): Mapping {
  const simple = simpleMapping(yamlText);
  if (simple) return simple;
  // The YAML engine loads on the first front matter that is more than simple `key: text` lines.
  const { isMap, isScalar, LineCounter, parseDocument } = createRequire(import.meta.url)("yaml") as typeof import("yaml");
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { schema: "core", uniqueKeys: true, strict: true, prettyErrors: true, lineCounter });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    // The caller hands over the text after the opening `---` including its line break,
    // so line N of this text is line N of the file.
    const pos = problem.linePos?.[0];
    const message = (problem.message.split("\n")[0] ?? problem.message).replace(/ at line \d+, column \d+:?$/, "");
    throw new FrontmatterError(message, pos?.line ?? 2, pos?.col ?? 1);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (e) {
    throw new FrontmatterError(`front matter too complex: ${e instanceof Error ? e.message : String(e)}`, 2);
  }
  if (value === null || value === undefined) return { data: {}, keyLines: {} };
  if (typeof value !== "object" || Array.isArray(value)) throw new FrontmatterError("front matter must be a mapping (key: value lines)", 2);
  // The line of each top-level key as the parser placed it (block or flow style, explicit `? key`, quoted).
  const lines = new Map<string, number>();
  if (isMap(doc.contents)) {
    for (const { key } of doc.contents.items) {
      if (isScalar(key) && key.range) lines.set(String(key.value), lineCounter.linePos(key.range[0]).line);
    }
  }
  for (const key of Object.keys(value)) {
    if (RESERVED_KEYS.has(key)) throw new FrontmatterError(`reserved key \`${key}\` is not allowed in front matter`, lines.get(key) ?? 2);
  }
  // fromEntries defines own properties: no key can reach the object's prototype.
  return { data: value as Record<string, unknown>, keyLines: Object.fromEntries(lines) };
}
