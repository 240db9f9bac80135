// Doc comments of old interfaces (ReScript 8 to 10) as Markdown. They are written in odoc markup
// (`{b bold}`, `{!Belt.Array}`, `{[ code ]}`, `[code]`, `{ul {li ...}}`, `@param x ...`), in Markdown
// (```` ``` ```` fences, `` `code` ``, `[text](url)`, `**bold**`) or in both at once, so Markdown passes
// through and odoc is rewritten. Raw HTML never does: every `<` of a comment is written as `&lt;`.
import { type CodeLanguage, guessCodeLanguage } from "./guessCodeLanguage.ts";

/** How references of a comment are resolved. */
export interface OdocOptions {
  /**
   * The route (with `#anchor` for an item) of a reference as written in `{!...}`, e.g. `Belt.Array`,
   * `map` or `Belt_Array.rangeBy`; undefined when it names nothing of this API (then it is shown as code).
   */
  readonly resolveReference: (reference: string) => string | undefined;
}

/** Tags that take the rest of their line only. */
const LINE_TAGS: Readonly<Record<string, string>> = { since: "Since", version: "Version", author: "Author" };

/** Tags whose text runs on to the next blank line or tag. */
const TEXT_TAGS: Readonly<Record<string, string>> = {
  param: "Parameter",
  raise: "Raises",
  return: "Returns",
  deprecated: "Deprecated",
  see: "See",
  before: "Before",
  example: "Example",
};

/** Tags for the documentation tool only: left out. */
const SILENT_TAGS = new Set(["inline", "canonical", "open", "closed", "hidden"]);

const TAG_LINE = /^[ \t]*@([a-z]+)\b/;

/** A piece of converted text: inline Markdown (joined into paragraphs) or a block of its own. */
type Node = { readonly kind: "inline"; readonly md: string } | { readonly kind: "block"; readonly md: string };

/** Where a run of content ends: the end of the comment, the `}` closing a construct, or the end of a tag's text. */
type Stop = "end" | "brace" | "tag";

interface State {
  readonly src: string;
  pos: number;
  readonly options: OdocOptions;
}

/** The Markdown of one doc comment (already without its comment indentation, see dedentDoc). */
export function odocToMarkdown(doc: string, options: OdocOptions): string {
  const state: State = { src: doc.replace(/\r\n?/g, "\n"), pos: 0, options };
  return toMarkdown(parseFlow(state, "end"));
}

/**
 * Markdown docs (rescript-tools) with the odoc references some still carry (`{!test}`, `{{!Js.Re} text}`)
 * rewritten as in odocToMarkdown; code spans and fences are left alone, and so is everything else.
 */
export function odocReferencesToMarkdown(markdown: string, options: OdocOptions): string {
  if (!markdown.includes("{!") && !markdown.includes("{{!")) return markdown;
  return markdown
    .split(/(^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\2[`~]*[ \t]*$|`+[^`]*`+)/m)
    .map((part, i) => {
      // split() interleaves text, the captured fence or code span, and the fence marker alone.
      if (i % 3 !== 0) return i % 3 === 1 ? (part ?? "") : "";
      return part
        .replace(/\{\{!([^}\n]*)\}([^}\n]*)\}/g, (_m, ref: string, label: string) => reference(ref, label.trim(), options))
        .replace(/\{!([^}\n]*)\}/g, (_m, ref: string) => reference(ref, undefined, options));
    })
    .join("");
}

function isKnownTag(name: string): boolean {
  return name in LINE_TAGS || name in TEXT_TAGS || SILENT_TAGS.has(name);
}

/** The index of the newline ending the line of `pos`, or the length of `src`. */
function lineEnd(src: string, pos: number): number {
  const i = src.indexOf("\n", pos);
  return i === -1 ? src.length : i;
}

/** At the newline `pos`: does a tag's text end here (a blank line or another tag follows)? */
function endsTag(src: string, pos: number): boolean {
  const line = src.slice(pos + 1, lineEnd(src, pos + 1));
  const tag = TAG_LINE.exec(line);
  return line.trim() === "" || (tag !== null && isKnownTag(tag[1]!));
}

function parseFlow(state: State, stop: Stop): Node[] {
  const nodes: Node[] = [];
  let text = "";
  const flush = () => {
    if (text !== "") nodes.push({ kind: "inline", md: text });
    text = "";
  };
  const { src } = state;
  while (state.pos < src.length) {
    const c = src[state.pos]!;
    if (stop === "brace" && c === "}") {
      state.pos++;
      break;
    }
    if (stop === "tag" && c === "\n" && endsTag(src, state.pos)) break;
    if ((state.pos === 0 || src[state.pos - 1] === "\n") && c !== "\n") {
      const fence = readFence(state);
      if (fence !== undefined) {
        flush();
        nodes.push({ kind: "block", md: fence });
        continue;
      }
      const tag = stop === "brace" ? undefined : TAG_LINE.exec(src.slice(state.pos, lineEnd(src, state.pos)));
      if (tag && isKnownTag(tag[1]!)) {
        flush();
        const block = readTag(state, tag[1]!);
        if (block !== "") nodes.push({ kind: "block", md: block });
        continue;
      }
    }
    if (c === "{") {
      const node = readBrace(state);
      if (node) {
        if (node.kind === "inline") text += node.md;
        else {
          flush();
          nodes.push(node);
        }
        continue;
      }
    }
    if (c === "[") {
      const md = readBracket(state);
      if (md !== undefined) {
        text += md;
        continue;
      }
    }
    if (c === "`") {
      const span = readCodeSpan(state);
      if (span !== undefined) {
        text += span;
        continue;
      }
    }
    if (c === "<") {
      const link = /^<(https?:\/\/[^\s<>]+)>/.exec(src.slice(state.pos));
      if (link) {
        text += link[0];
        state.pos += link[0].length;
        continue;
      }
    }
    if (c === "\\") {
      const next = src[state.pos + 1];
      if (next !== undefined && "{}[]@".includes(next)) {
        text += escapeText(next);
        state.pos += 2;
        continue;
      }
      // A Markdown escape (`\*`) stays one; any other backslash is a backslash.
      if (next !== undefined && /[!-/:-@\\^-`|~]/.test(next)) {
        text += `\\${next}`;
        state.pos += 2;
        continue;
      }
    }
    text += escapeText(c);
    state.pos++;
  }
  flush();
  return nodes;
}

/** One character of plain text as Markdown: no HTML, no entities, no stray code or link syntax. */
function escapeText(c: string): string {
  switch (c) {
    case "<":
      return "&lt;";
    case "&":
      return "&amp;";
    case "\\":
      return "\\\\";
    case "`":
    case "[":
    case "]":
      return `\\${c}`;
    default:
      return c;
  }
}

/** A Markdown fence at the current line start, with its language filled in when it names none. */
function readFence(state: State): string | undefined {
  const { src } = state;
  const end = lineEnd(src, state.pos);
  const open = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^`\n]*)$/.exec(src.slice(state.pos, end));
  if (!open) return undefined;
  const marker = open[2]!;
  const info = open[3]!.trim();
  // As in CommonMark, the fence's indentation is removed from its lines.
  const unindent = (line: string) => line.slice(Math.min(open[1]!.length, line.length - line.trimStart().length));
  const lines: string[] = [];
  let at = end + 1;
  let closed = false;
  while (at <= src.length) {
    const e = lineEnd(src, at);
    const line = src.slice(at, e);
    at = e + 1;
    if (line.trim().startsWith(marker[0]!.repeat(marker.length)) && line.trim().replace(/[`~]/g, "") === "") {
      closed = true;
      break;
    }
    lines.push(unindent(line));
    if (e >= src.length) break;
  }
  state.pos = Math.min(at, src.length);
  const code = closed ? lines.join("\n") : lines.join("\n").replace(/\n$/, "");
  const lang = info === "" || /^(text|txt)$/i.test(info) ? guessCodeLanguage(code, "res") : info;
  return fenced(code, lang);
}

/** A fenced code block, its fence longer than any backtick run of the code. */
function fenced(code: string, lang: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${code}\n${fence}`;
}

/** Inline code with a backtick fence its content cannot close. */
function codeSpan(code: string): string {
  const text = code.replace(/\s*\n\s*/g, " ");
  if (text.trim() === "") return "";
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A Markdown code span (`` `x` ``) kept as written; undefined when its backticks are never closed. */
function readCodeSpan(state: State): string | undefined {
  const { src } = state;
  const run = /^`+/.exec(src.slice(state.pos))![0];
  // The closing run is exactly as long as the opening one, and a code span never crosses a blank line.
  const close = new RegExp(`(?<!\`)${run}(?!\`)`, "g");
  close.lastIndex = state.pos + run.length;
  const found = close.exec(src);
  if (!found) return undefined;
  const code = src.slice(state.pos + run.length, found.index);
  if (/\n[ \t]*\n/.test(code)) return undefined;
  state.pos = found.index + run.length;
  return `${run}${code}${run}`;
}

/** The index of the `]` closing the `[` at `open` (nesting counted), or -1. */
function closingBracket(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "[") depth++;
    else if (c === "]" && --depth === 0) return i;
    else if (c === "\n" && src[i + 1] === "\n") return -1;
  }
  return -1;
}

/** `[code]` as inline code, or a Markdown link `[text](url)` kept as one. */
function readBracket(state: State): string | undefined {
  const { src } = state;
  const close = closingBracket(src, state.pos);
  if (close === -1) return undefined;
  const inner = src.slice(state.pos + 1, close);
  if (src[close + 1] === "(") {
    const url = /^\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/.exec(src.slice(close + 1));
    if (url) {
      const label = toInline(parseFlow({ src: inner, pos: 0, options: state.options }, "end"));
      state.pos = close + 1 + url[0].length;
      return `[${label}](${url[1]!.replace(/[<>]/g, encodeURIComponent)})`;
    }
  }
  state.pos = close + 1;
  return codeSpan(inner.replace(/\\([[\]])/g, "$1"));
}

/** The text of a construct up to its closing `end` (e.g. `]}`), or undefined when it is never closed. */
function readUntil(state: State, from: number, end: string): string | undefined {
  const close = state.src.indexOf(end, from);
  if (close === -1) return undefined;
  state.pos = close + end.length;
  return state.src.slice(from, close);
}

/** Everything that starts with `{`: code and verbatim blocks, styles, references, links, lists, headings. */
function readBrace(state: State): Node | undefined {
  const { src } = state;
  const start = state.pos;
  const rest = src.slice(start, start + 12);
  // {[ code ]} and {@lang[ code ]}
  const code = /^\{(?:@([\w-]+))?\[/.exec(rest);
  if (code) {
    const body = readUntil(state, start + code[0].length, "]}");
    if (body === undefined) return undefined;
    const code_ = dedentCode(body);
    const named = code[1] ? LANG_NAMES[code[1].toLowerCase()] : undefined;
    return { kind: "block", md: code_ === "" ? "" : fenced(code_, named ?? guessCodeLanguage(code_, "ml")) };
  }
  // {v verbatim v}
  if (/^\{v\s/.test(rest)) {
    const body = readUntil(state, start + 2, "v}");
    if (body === undefined) return undefined;
    const text = dedentCode(body);
    return { kind: "block", md: text === "" ? "" : fenced(text, guessCodeLanguage(text, "ml")) };
  }
  // {%html: raw %} and other raw targets
  const raw = /^\{%(?:([a-z]+):)?/.exec(rest);
  if (raw) {
    const body = readUntil(state, start + raw[0].length, "%}");
    if (body === undefined) return undefined;
    return { kind: "block", md: rawToMarkdown(body) };
  }
  // {!reference} and {!kind:reference}
  if (rest.startsWith("{!")) {
    const body = readUntil(state, start + 2, "}");
    if (body === undefined || body.includes("\n\n")) {
      state.pos = start;
      return undefined;
    }
    return { kind: "inline", md: reference(body, undefined, state.options) };
  }
  // {{!reference} text} and {{:url} text}
  const custom = /^\{\{(!|:)([^}\n]*)\}/.exec(src.slice(start, start + 2000));
  if (custom) {
    state.pos = start + custom[0].length;
    const label = toInline(parseFlow(state, "brace"));
    if (custom[1] === "!") return { kind: "inline", md: reference(custom[2]!, label, state.options) };
    return { kind: "inline", md: link(custom[2]!.trim(), label) };
  }
  // {:url}
  if (rest.startsWith("{:")) {
    const body = readUntil(state, start + 2, "}");
    if (body === undefined) return undefined;
    return { kind: "inline", md: link(body.trim(), "") };
  }
  // {ul ...} {ol ...}
  const list = /^\{(ul|ol)\s/.exec(rest);
  if (list) {
    state.pos = start + list[0].length;
    return { kind: "block", md: readList(state, list[1] === "ol") };
  }
  // {0 Title} to {5 Title}, with an optional label: {2:types Types}
  const heading = /^\{([0-5])(?::[\w-]+)?\s/.exec(rest);
  if (heading) {
    state.pos = start + heading[0].length;
    const title = toInline(parseFlow(state, "brace")).replace(/\s+/g, " ").trim();
    return { kind: "block", md: title === "" ? "" : `### ${title}` };
  }
  // {b bold} {i italic} {e emphasis} {^ sup} {_ sub} {C centre} {L left} {R right}
  const style = /^\{([bieCLR^_])\s/.exec(rest);
  if (style) {
    state.pos = start + style[0].length;
    const inner = toInline(parseFlow(state, "brace")).trim();
    if (inner === "") return { kind: "inline", md: "" };
    if (style[1] === "b") return { kind: "inline", md: `**${inner}**` };
    if (style[1] === "i" || style[1] === "e") return { kind: "inline", md: `*${inner}*` };
    return { kind: "inline", md: inner };
  }
  return undefined;
}

const LANG_NAMES: Readonly<Record<string, CodeLanguage>> = { ocaml: "ml", ml: "ml", reason: "re", re: "re", reasonml: "re", rescript: "res", res: "res" };

/** A `{!reference}`: a link to its page and anchor where this API has it, else inline code. */
function reference(written: string, label: string | undefined, options: OdocOptions): string {
  const name = written.trim().replace(/^[a-z-]+:/, "");
  const route = name === "" ? undefined : options.resolveReference(name);
  const text = label !== undefined && label.trim() !== "" ? label.trim() : codeSpan(name);
  return route ? `[${text}](${route})` : text;
}

/** A link to a URL: only web and mail links become links, anything else is shown as code. */
function link(url: string, text: string): string {
  const label = text.trim();
  if (!/^(https?:\/\/|mailto:)[^\s<>()]+$/.test(url)) return label !== "" ? label : codeSpan(url);
  return `[${label !== "" ? label : url.replace(/[[\]\\`*_]/g, "\\$&")}](${url})`;
}

/** `{ul {li a} {li b}}` (or `{- a}` items) as a Markdown list; text between items is kept as items. */
function readList(state: State, ordered: boolean): string {
  const { src } = state;
  const items: string[] = [];
  while (state.pos < src.length) {
    const c = src[state.pos]!;
    if (/\s/.test(c)) {
      state.pos++;
      continue;
    }
    if (c === "}") {
      state.pos++;
      break;
    }
    const item = /^\{(?:li|-)\s/.exec(src.slice(state.pos, state.pos + 4));
    if (item) {
      state.pos += item[0].length;
      items.push(toMarkdown(parseFlow(state, "brace")));
    } else {
      // Not an item: read on to the next item or the list's end as one.
      const next = src.slice(state.pos).search(/\{(?:li|-)\s|\}/);
      const end = next === -1 ? src.length : state.pos + next;
      items.push(toMarkdown(parseFlow({ src: src.slice(state.pos, end), pos: 0, options: state.options }, "end")));
      state.pos = end;
    }
  }
  return items
    .filter((i) => i.trim() !== "")
    .map((item, n) => {
      const marker = ordered ? `${n + 1}. ` : "- ";
      const pad = " ".repeat(marker.length);
      return (
        marker +
        item
          .split("\n")
          .map((l, i) => (i === 0 || l === "" ? l : pad + l))
          .join("\n")
      );
    })
    .join("\n");
}

/** A tag line (`@param x text`) and its text as a labelled paragraph. */
function readTag(state: State, name: string): string {
  const { src } = state;
  const tag = TAG_LINE.exec(src.slice(state.pos))!;
  state.pos += tag[0].length;
  if (src[state.pos] === ":") state.pos++;
  if (SILENT_TAGS.has(name) || name in LINE_TAGS) {
    const end = src.indexOf("\n", state.pos);
    const line = src.slice(state.pos, end === -1 ? src.length : end).trim();
    state.pos = end === -1 ? src.length : end;
    if (SILENT_TAGS.has(name)) return "";
    return `**${LINE_TAGS[name]}:** ${toInline(parseFlow({ src: line, pos: 0, options: state.options }, "end"))}`.trimEnd();
  }
  let label = `**${TEXT_TAGS[name]}:**`;
  const lead = /^[ \t]*/.exec(src.slice(state.pos))![0];
  state.pos += lead.length;
  if (name === "param" || name === "raise" || name === "before") {
    const subject = /^[^\s]+/.exec(src.slice(state.pos));
    if (subject) {
      state.pos += subject[0].length;
      label = `**${TEXT_TAGS[name]}** ${codeSpan(subject[0])}`;
    }
  }
  if (name === "see") {
    // `@see <url> text` links the text to the URL; `@see 'file' text` and `@see "doc" text` name a document.
    const target = /^(?:[ \t]*\n)?[ \t]*(?:<([^>\n]*)>|'([^'\n]*)'|"([^"\n]*)")/.exec(src.slice(state.pos));
    if (target) state.pos += target[0].length;
    const [first = "", ...more] = toMarkdown(parseFlow(state, "tag")).split("\n\n");
    const text = target?.[1] !== undefined ? link(target[1].trim(), first) : target ? `${codeSpan((target[2] ?? target[3] ?? "").trim())} ${first}` : first;
    return [`${label} ${text}`.trimEnd(), ...more].join("\n\n");
  }
  const text = toMarkdown(parseFlow(state, "tag"));
  if (text === "") return label;
  // A tag followed by a block (`@example {[ ... ]}`) gets a paragraph of its own.
  return /^(`{3,}|- |\d+\. |#)/.test(text) ? `${label}\n\n${text}` : `${label} ${text}`;
}

/** Code of `{[ ... ]}`: without the blank first and last lines and the common indentation. */
function dedentCode(body: string): string {
  const lines = body.split("\n");
  const first = lines[0]!.trim();
  const rest = lines.slice(1);
  while (rest.length > 0 && rest[rest.length - 1]!.trim() === "") rest.pop();
  const indent = (l: string) => l.length - l.trimStart().length;
  const min = Math.min(...rest.filter((l) => l.trim() !== "").map(indent), 1000);
  const body_ = rest.map((l) => l.slice(Math.min(min, indent(l))).trimEnd());
  return (first === "" ? body_ : [first, ...body_]).join("\n").replace(/^\n+/, "");
}

/** `{%html: ... %}`: table rows become list items, other HTML its text; nothing of it stays HTML. */
function rawToMarkdown(body: string): string {
  const textOf = (html: string) =>
    html
      .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim();
  const escapeAll = (text: string) => [...text].map(escapeText).join("");
  const rows = body.split(/<tr\b[^>]*>/i).slice(1);
  if (rows.length > 0) {
    return rows
      .map((row) =>
        row
          .split(/<t[dh]\b[^>]*>/i)
          .map(textOf)
          .filter((cell) => cell !== "")
          .map(escapeAll)
          .join(" "),
      )
      .filter((row) => row !== "")
      .map((row) => `- ${row}`)
      .join("\n");
  }
  return escapeAll(textOf(body));
}

/** Inline nodes joined into one line of text (blocks inside a style are flattened). */
function toInline(nodes: readonly Node[]): string {
  return nodes
    .map((n) => n.md)
    .join(" ")
    .replace(/\n[ \t]*\n/g, "\n");
}

/** Paragraphs and blocks joined with blank lines between them. */
function toMarkdown(nodes: readonly Node[]): string {
  const parts: string[] = [];
  for (const node of nodes) {
    if (node.kind === "block") {
      if (node.md.trim() !== "") parts.push(node.md);
      continue;
    }
    for (const paragraph of node.md.split(/\n[ \t]*\n/)) {
      const text = paragraph.split("\n").map(lineOfText).join("\n").trim();
      if (text.trim() !== "") parts.push(text);
    }
  }
  return parts.join("\n\n");
}

/** A line of a paragraph, with at most three spaces of indentation (four would make it code). */
function lineOfText(line: string): string {
  const indent = Math.min(3, line.length - line.trimStart().length);
  return `${" ".repeat(indent)}${line.trim()}`;
}
