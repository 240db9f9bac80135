// ReScript for CodeMirror: a stream tokenizer for keywords, strings and template strings (with ${} holes),
// chars and type variables, comments, numbers, decorators and extension points, polymorphic variants,
// modules and constructors, operators, and JSX tags with attributes.
import { StreamLanguage, type StreamParser, type StringStream } from "@codemirror/language";

type Frame = "code" | "template" | "tag";

/** Tokenizer state: a stack of nested contexts with a brace depth for each code context. */
interface State {
  frames: Frame[];
  braces: number[];
  comment: number;
  afterValue: boolean;
}

const KEYWORDS = new Set([
  "and",
  "as",
  "assert",
  "async",
  "await",
  "catch",
  "constraint",
  "downto",
  "else",
  "exception",
  "external",
  "for",
  "if",
  "in",
  "include",
  "lazy",
  "let",
  "list",
  "module",
  "mutable",
  "of",
  "open",
  "private",
  "rec",
  "switch",
  "to",
  "try",
  "type",
  "when",
  "while",
  "with",
]);
const OPERATOR = /^(?:->|=>|\|>|\.\.\.|===|!==|==|!=|<=|>=|:=|\+\+|[-+*/]\.|\*\*|&&|\|\||[-+*/=<>!|&^:?~])/;
const NUMBER = /^(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|\d[\d_]*(?:\.[\d_]*)?(?:[eE][+-]?\d+)?)[a-zA-Z]?/;
const CHAR = /^'(?:\\(?:[\\'"ntbr ]|\d{3}|x[0-9a-fA-F]{2}|o[0-7]{3}|u\{[0-9a-fA-F]+\})|[^\\'])'/;

const top = (s: State): Frame => s.frames[s.frames.length - 1] ?? "code";

function push(s: State, frame: Frame): void {
  s.frames.push(frame);
  s.braces.push(0);
}

function pop(s: State): void {
  if (s.frames.length > 1) {
    s.frames.pop();
    s.braces.pop();
  }
}

function blockComment(stream: StringStream, s: State): string {
  while (!stream.eol()) {
    if (stream.match("*/")) {
      s.comment = 0;
      break;
    }
    stream.next();
  }
  return "comment";
}

function quotedString(stream: StringStream): string {
  stream.next();
  for (;;) {
    const ch = stream.next();
    if (ch === undefined || ch === '"') break;
    if (ch === "\\") stream.next();
  }
  return "string";
}

function template(stream: StringStream, s: State): string {
  if (stream.match("${")) {
    push(s, "code");
    s.afterValue = false;
    return "string.special";
  }
  const ch = stream.next();
  if (ch === "`") {
    pop(s);
    s.afterValue = true;
    return "string";
  }
  if (ch === "\\") stream.next();
  while (!stream.eol() && !stream.match(/^(?:`|\$\{|\\)/, false)) stream.next();
  return "string";
}

function tag(stream: StringStream, s: State): string | null {
  if (stream.eatSpace()) return null;
  if (stream.match("/>") || stream.eat(">")) {
    pop(s);
    s.afterValue = false;
    return "tagName";
  }
  if (stream.match(/^[A-Za-z_][\w-]*/)) return "attributeName";
  if (stream.peek() === '"') return quotedString(stream);
  if (stream.eat("{")) {
    push(s, "code");
    return "brace";
  }
  stream.next();
  return stream.current() === "=" ? "operator" : null;
}

function code(stream: StringStream, s: State): string | null {
  if (stream.eatSpace()) return null;
  const value = (style: string) => {
    s.afterValue = true;
    return style;
  };
  const operator = (style: string) => {
    s.afterValue = false;
    return style;
  };
  if (stream.match("//")) {
    stream.skipToEnd();
    return "comment";
  }
  if (stream.match("/*")) {
    s.comment = 1;
    return blockComment(stream, s);
  }
  const ch = stream.peek();
  if (ch === '"') return value(quotedString(stream));
  if (ch === "`") {
    stream.next();
    push(s, "template");
    return "string";
  }
  if (stream.match(CHAR)) return value("string");
  if (stream.match(/^'[a-z_][\w']*/)) return value("typeName");
  if (stream.match(NUMBER)) return value("number");
  if (stream.match(/^@@?[A-Za-z_][\w.]*/) || stream.match(/^%%?[A-Za-z_][\w.]*/)) return operator("meta");
  if (stream.match(/^#(?:[\w']+|"(?:[^"\\]|\\.)*")/)) return value("atom");
  if (stream.match(/^<\/[A-Za-z_][\w.]*\s*>/) || stream.match("</>") || (!s.afterValue && stream.match("<>"))) return operator("tagName");
  if (!s.afterValue && stream.match(/^<[A-Za-z_][\w.]*/)) {
    push(s, "tag");
    return "tagName";
  }
  const word = stream.match(/^[A-Za-z_][\w']*/);
  if (word) {
    const text = stream.current();
    if (text === "true" || text === "false") return value("bool");
    if (KEYWORDS.has(text)) return operator("keyword");
    if (/^[A-Z]/.test(text)) return value(stream.peek() === "." ? "namespace" : "typeName");
    return value("variableName");
  }
  if (stream.eat("{")) {
    s.braces[s.braces.length - 1] = (s.braces[s.braces.length - 1] ?? 0) + 1;
    return operator("brace");
  }
  if (stream.eat("}")) {
    const depth = s.braces[s.braces.length - 1] ?? 0;
    if (depth === 0 && s.frames.length > 1) {
      pop(s);
      return top(s) === "template" ? "string.special" : "brace";
    }
    s.braces[s.braces.length - 1] = Math.max(0, depth - 1);
    return value("brace");
  }
  if (stream.match(OPERATOR)) return operator("operator");
  const next = stream.next();
  if (next === ")" || next === "]") return value("bracket");
  return operator(next === "(" || next === "[" ? "bracket" : "punctuation");
}

const parser: StreamParser<State> = {
  name: "rescript",
  startState: () => ({ frames: ["code"], braces: [0], comment: 0, afterValue: false }),
  copyState: (s) => ({ frames: s.frames.slice(), braces: s.braces.slice(), comment: s.comment, afterValue: s.afterValue }),
  token(stream, s) {
    if (s.comment > 0) return blockComment(stream, s);
    switch (top(s)) {
      case "template":
        return template(stream, s);
      case "tag":
        return tag(stream, s);
      case "code":
        return code(stream, s);
    }
  },
  languageData: { commentTokens: { line: "//", block: { open: "/*", close: "*/" } } },
};

/** The ReScript language for CodeMirror 6. */
export const rescriptLanguage = StreamLanguage.define(parser);
