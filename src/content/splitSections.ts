// Rendered page HTML -> plain-text sections, one per heading plus the intro before the first heading.
// Code-block chrome (labels, Playground/Copy buttons, tab lists) and hand-written "JS Output" panels are
// left out: they would match every query about code without saying anything about the page. So are the
// headings' permalinks ("#", named "Permalink: <heading>"): they repeat the heading.

/** The text of a page between one heading and the next. */
export interface PageSection {
  /** Heading level 1-6; 0 for the intro before the first heading. */
  readonly level: number;
  /** Heading id; empty for the intro. */
  readonly id: string;
  readonly heading: string;
  /** Prose: paragraphs, lists, tables, inline code. */
  readonly text: string;
  /** Text of the code blocks (`<pre>`), whitespace collapsed. */
  readonly code: string;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const INLINE = new Set(["a", "abbr", "b", "code", "em", "i", "kbd", "mark", "s", "small", "span", "strong", "sub", "sup", "u", "var"]);
const SKIP_CLASS = /\bclass="[^"]*\b(code-block__bar|code-tabs__list|header-anchor)\b/;
const SKIP_PANEL = /\bdata-label="JS Output"/;
const ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'", nbsp: " " };

/** Decodes the entities markdown-it and highlight.js emit (named basics and numeric references). */
function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

/** Splits rendered HTML at its `<h1>`-`<h6 id>` headings into plain-text sections (whitespace collapsed). */
export function splitSections(html: string): PageSection[] {
  const sections: { level: number; id: string; heading: string[]; text: string[]; code: string[] }[] = [{ level: 0, id: "", heading: [], text: [], code: [] }];
  let current = sections[0]!;
  let inHeading = 0;
  let inPre = 0;
  const skip: string[] = [];
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/g;
  let last = 0;
  const emit = (raw: string) => {
    if (skip.length > 0 || raw === "") return;
    (inHeading ? current.heading : inPre > 0 ? current.code : current.text).push(decodeEntities(raw));
  };
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    emit(html.slice(last, m.index));
    last = tag.lastIndex;
    if (m[2] === undefined) continue;
    const closing = m[1] === "/";
    const name = m[2].toLowerCase();
    const attrs = m[3] ?? "";
    const selfClosing = VOID.has(name) || attrs.endsWith("/");
    if (skip.length > 0) {
      if (!closing && !selfClosing && name === skip[0]) skip.push(name);
      else if (closing && name === skip[0]) skip.pop();
      continue;
    }
    if (
      !closing &&
      !selfClosing &&
      ((attrs !== "" && (SKIP_CLASS.test(attrs) || SKIP_PANEL.test(attrs))) || name === "script" || name === "style" || name === "template")
    ) {
      skip.push(name);
      continue;
    }
    const level = name.length === 2 && name[0] === "h" && name[1]! >= "1" && name[1]! <= "6" ? Number(name[1]) : 0;
    if (level && !closing) {
      const id = /\bid="([^"]*)"/.exec(attrs)?.[1] ?? "";
      current = { level, id: decodeEntities(id), heading: [], text: [], code: [] };
      sections.push(current);
      inHeading = current.level;
      continue;
    }
    if (level && closing) {
      inHeading = 0;
      continue;
    }
    if (name === "pre") inPre += closing ? -1 : 1;
    if (!INLINE.has(name)) emit(" ");
    if (name === "pre" && !closing && !inHeading) {
      const end = codeEnd(html, tag.lastIndex);
      if (end !== undefined) {
        emit(end.text);
        tag.lastIndex = last = end.at;
      }
    }
  }
  emit(html.slice(last));
  return sections.map((s) => ({
    level: s.level,
    id: s.id,
    heading: collapse(s.heading.join("")),
    text: collapse(s.text.join("")),
    code: collapse(s.code.join("")),
  }));
}

const CODE_TAG = /<\/?(?:span|code)(?![\w-])[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/g;

/**
 * A fast way through a code block's highlighted lines, which are most of a page's tags: when everything up to the
 * next `</pre>` is text in `<span>`s and `<code>` (both inline, neither skipped), the text is those tags taken out,
 * which the tag loop would give one piece at a time. Anything else (no `</pre>`, another tag, a comment, a
 * class the loop skips) returns undefined and the loop takes the block tag by tag.
 */
function codeEnd(html: string, from: number): { text: string; at: number } | undefined {
  const at = html.indexOf("</pre>", from);
  if (at < 0) return undefined;
  const inner = html.slice(from, at);
  if (SKIP_CLASS.test(inner) || SKIP_PANEL.test(inner)) return undefined;
  const text = inner.replace(CODE_TAG, "");
  return text.includes("<") ? undefined : { text, at };
}

/** Runs of whitespace become one space (single spaces, most of them, are left as they are: no match, no copy). */
function collapse(text: string): string {
  return text.replace(/ \s+|[^\S ]\s*/g, " ").trim();
}
