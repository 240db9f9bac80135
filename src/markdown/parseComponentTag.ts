// Component tag lines in JSX form: <Name a="x" b={["y"]} c={true} d={42} e>, </Name>, <Name ... />

/** An attribute value: a string, number, boolean, list or object (from `{...}` JSON). */
export type AttributeValue = string | number | boolean | null | readonly AttributeValue[] | { readonly [k: string]: AttributeValue };

/** A parsed tag line. */
export type ComponentTag =
  | { readonly kind: "open" | "self"; readonly name: string; readonly attrs: Readonly<Record<string, AttributeValue>> }
  | { readonly kind: "close"; readonly name: string };

/** The outcome of parsing: a tag, a tag with a broken attribute, or not a tag at all. */
export type ParseTagResult =
  | { readonly ok: true; readonly tag: ComponentTag /** characters consumed */; readonly length: number }
  | { readonly ok: false; readonly error: string }
  | undefined;

const NAME = /^[A-Z][A-Za-z0-9]*/;

/** Parses a component tag at the start of `text` (which may span lines). Undefined if `text` is no component tag. */
export function parseComponentTag(text: string): ParseTagResult {
  if (text.startsWith("</")) {
    const m = /^<\/([A-Z][A-Za-z0-9]*)\s*>/.exec(text);
    return m ? { ok: true, tag: { kind: "close", name: m[1] ?? "" }, length: m[0].length } : undefined;
  }
  if (!text.startsWith("<")) return undefined;
  const nameMatch = NAME.exec(text.slice(1));
  if (!nameMatch) return undefined;
  const name = nameMatch[0];
  let i = 1 + name.length;
  const attrs: Record<string, AttributeValue> = {};
  for (;;) {
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
    if (text.startsWith("/>", i)) return { ok: true, tag: { kind: "self", name, attrs }, length: i + 2 };
    if (text[i] === ">") return { ok: true, tag: { kind: "open", name, attrs }, length: i + 1 };
    const attr = /^[A-Za-z_][\w-]*/.exec(text.slice(i));
    if (!attr)
      return i >= text.length
        ? { ok: false, error: `tag <${name}> is not closed with > or />` }
        : { ok: false, error: `unexpected character \`${text[i]}\` in tag <${name}>` };
    const key = attr[0];
    i += key.length;
    while (/[ \t]/.test(text[i] ?? "") && /^\s*=/.test(text.slice(i))) i++;
    if (text[i] !== "=") {
      attrs[key] = true;
      continue;
    }
    i++;
    while (/[ \t]/.test(text[i] ?? "")) i++;
    const value = readValue(text, i);
    if (!value.ok) return { ok: false, error: `attribute \`${key}\` of <${name}>: ${value.error}` };
    attrs[key] = value.value;
    i = value.end;
  }
}

function readValue(text: string, start: number): { ok: true; value: AttributeValue; end: number } | { ok: false; error: string } {
  const quote = text[start];
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, start + 1);
    if (end === -1) return { ok: false, error: "string value is not closed" };
    return { ok: true, value: text.slice(start + 1, end), end: end + 1 };
  }
  if (quote !== "{") return { ok: false, error: 'values are written "text" or {expression}' };
  const end = findClosingBrace(text, start);
  if (end === -1) return { ok: false, error: "`{` is not closed" };
  const source = text.slice(start + 1, end).trim();
  const single = /^'((?:[^'\\]|\\.)*)'$/.exec(source);
  if (single) return { ok: true, value: (single[1] ?? "").replace(/\\(.)/g, "$1"), end: end + 1 };
  try {
    return { ok: true, value: JSON.parse(source) as AttributeValue, end: end + 1 };
  } catch {
    return { ok: false, error: `\`{${source}}\` is not a literal (use "text", {["a", "b"]}, {true} or {42})` };
  }
}

function findClosingBrace(text: string, start: number): number {
  let depth = 0;
  let inString: string | undefined;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === inString) inString = undefined;
    } else if (c === '"' || c === "'") inString = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return -1;
}
