// Block-level component tags on their own lines:
//   <Info>            (Markdown in between)            </Info>
//   <UrlBox text="Read more" href="/docs/manual/v11.0.0/record" />
// Attributes are JSX-style literals. Unknown tags are warned about and skipped; their content stays.
import type { MarkdownIt, StateBlock, StateCore, Token } from "markdown-it";
import { type Diagnostic, errorAt, warningAt } from "../diagnostics/diagnostic.ts";
import { isSafeUrl, schemeOf } from "./sanitizeHtml.ts";
import { envOf } from "./env.ts";
import { parseComponentTag, type AttributeValue, type ComponentTag } from "./parseComponentTag.ts";

/** Tags with a closing tag and Markdown children. */
export const CONTAINER_COMPONENTS = ["CodeTab", "Intro", "Info", "Warn", "UrlBox", "Cite", "Image", "Video"];
/** Tags that stand alone. */
export const SELF_CLOSING_COMPONENTS = ["UrlBox", "Image", "Video", "WarningTable", "Docson", "Cite"];

const MAX_TAG_LINES = 20;

/** Meta carried by a component token after pairing. */
export interface ComponentMeta {
  readonly name: string;
  readonly attrs: Readonly<Record<string, AttributeValue>>;
  /** For CodeTab: the labels of its tabs and the id of the group. */
  tabs?: { readonly id: string; readonly labels: string[] };
  /** False when the tag was unknown or broken and renders nothing. */
  render: boolean;
}

/** Installs the component block rule and the pass that pairs and checks tags. */
export function componentsPlugin(md: MarkdownIt): void {
  md.block.ruler.before("html_block", "component", componentRule, { alt: ["paragraph", "reference", "blockquote", "list"] });
  md.core.ruler.after("block", "component_pairs", pairComponents);
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

function componentRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  let text = lineText(state, startLine);
  if (!/^<\/?[A-Z]/.test(text)) return false;
  let last = startLine;
  let parsed = parseComponentTag(text);
  while (parsed && !parsed.ok && parsed.error.includes("not closed") && last + 1 < endLine && last - startLine < MAX_TAG_LINES) {
    last++;
    text += `\n${lineText(state, last)}`;
    parsed = parseComponentTag(text);
  }
  if (!parsed) return false;
  if (silent) return true;
  const token = state.push("component", "", 0);
  token.map = [startLine, last + 1];
  if (!parsed.ok) token.meta = { error: parsed.error };
  else if (text.slice(parsed.length).trim() !== "") {
    const written = parsed.tag.kind === "close" ? `</${parsed.tag.name}>` : `<${parsed.tag.name}>`;
    token.meta = { error: `put ${written} on a line of its own, with its content on the following lines` };
  } else token.meta = { tag: parsed.tag };
  state.line = last + 1;
  return true;
}

/** Component props that become URLs in the page. */
const URL_PROPS = ["href", "src"];

/** Refuses (and drops) a URL prop whose scheme could run code: only http, https, mailto and relative URLs. */
function checkUrlProps(tag: Extract<ComponentTag, { attrs: unknown }>, place: { file: string; line: number; column: number }, diagnostics: Diagnostic[]): void {
  for (const prop of URL_PROPS) {
    const value = tag.attrs[prop];
    if (typeof value !== "string" || isSafeUrl(value)) continue;
    diagnostics.push(
      errorAt(
        place,
        "component/unsafe-url",
        `\`${prop}\` of <${tag.name}> is a \`${schemeOf(value)}:\` URL; only http, https, mailto and relative URLs are allowed`,
        "link to a page or an http(s) address",
      ),
    );
    delete (tag.attrs as Record<string, unknown>)[prop];
  }
}

function pairComponents(state: StateCore): void {
  const env = envOf(state);
  const stack: { token: Token; tag: ComponentTag }[] = [];
  const placeOf = (t: Token) => ({ file: env.file, line: env.lineOffset + (t.map?.[0] ?? 0) + 1, column: 1 });
  for (const token of state.tokens) {
    if (token.type !== "component") continue;
    const { tag, error } = token.meta as { tag?: ComponentTag; error?: string };
    if (!tag) {
      env.diagnostics.push(errorAt(placeOf(token), "component/bad-tag", error ?? "unreadable component tag"));
      token.type = "component_skip";
      continue;
    }
    const known = tag.kind === "self" ? SELF_CLOSING_COMPONENTS.includes(tag.name) : CONTAINER_COMPONENTS.includes(tag.name);
    if (!known && tag.kind !== "close") {
      env.diagnostics.push(
        warningAt(
          placeOf(token),
          "component/unknown",
          `unknown component <${tag.name}${tag.kind === "self" ? " /" : ""}> skipped`,
          `known components: ${[...new Set([...CONTAINER_COMPONENTS, ...SELF_CLOSING_COMPONENTS])].join(", ")}`,
        ),
      );
    }
    if (tag.kind !== "close" && known) checkUrlProps(tag, placeOf(token), env.diagnostics);
    if (tag.kind === "open") {
      token.type = "component_open";
      token.nesting = 1;
      token.meta = { name: tag.name, attrs: tag.attrs, render: known } satisfies ComponentMeta;
      stack.push({ token, tag });
    } else if (tag.kind === "self") {
      token.type = "component_self";
      token.meta = { name: tag.name, attrs: tag.attrs, render: known } satisfies ComponentMeta;
    } else {
      const top = stack.pop();
      if (!top || top.tag.name !== tag.name) {
        env.diagnostics.push(
          errorAt(
            placeOf(token),
            "component/unmatched-close",
            top ? `</${tag.name}> closes <${top.tag.name}> opened at line ${placeOf(top.token).line}` : `</${tag.name}> has no opening tag`,
          ),
        );
        if (top) stack.push(top);
        token.type = "component_skip";
        continue;
      }
      token.type = "component_close";
      token.nesting = -1;
      token.meta = top.token.meta;
    }
  }
  for (const { token, tag } of stack) {
    env.diagnostics.push(
      errorAt(placeOf(token), "component/unclosed", `<${tag.name}> is never closed`, `add </${tag.name}> on its own line after its content`),
    );
    token.type = "component_skip";
  }
}
