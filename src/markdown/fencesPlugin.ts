// Fenced code: ```lang [example|prelude|sig] [{lines}], single blocks and the fences of a <CodeTab>.
// Records every fence in env.codeBlocks and renders it with build-time highlighting.
import type { MarkdownIt, StateCore, Token } from "markdown-it";
import LZString from "lz-string";
import type { ComponentMeta } from "./componentsPlugin.ts";
import { type CodeBlockInfo, type MarkdownEnv, envOf, metaOf } from "./env.ts";
import { escapeHtml } from "../shared/escapeHtml.ts";
import { highlightCode, isReScriptLang, languageClass, languageLabel, splitHighlightedLines } from "./highlightCode.ts";
import { markSlot } from "./pageSlots.ts";
import { parseFenceInfo } from "./parseFenceInfo.ts";

/** Labels of the CodeTab whose JS Output tab the build generates from the compiler. */
export const GENERATED_OUTPUT_LABELS = ["ReScript", "JS Output"] as const;

/** Meta attached to each fence token. */
interface FenceMeta {
  block: CodeBlockInfo;
  tab?: { group: string; index: number; label: string };
}

/** Installs the fence collection pass and the fence renderer. */
export function fencesPlugin(md: MarkdownIt): void {
  md.core.ruler.after("component_pairs", "fences", collectFences);
  md.renderer.rules["fence"] = (tokens, idx, _options, env) => renderFence(tokens[idx]!, env as unknown as MarkdownEnv);
}

function collectFences(state: StateCore): void {
  const env = envOf(state);
  const tabStack: { meta: ComponentMeta; fences: Token[] }[] = [];
  for (const token of state.tokens) {
    if (token.type === "component_open" && metaOf<ComponentMeta>(token).name === "CodeTab") {
      tabStack.push({ meta: metaOf<ComponentMeta>(token), fences: [] });
    } else if (token.type === "component_close" && metaOf<ComponentMeta>(token).name === "CodeTab") {
      const group = tabStack.pop();
      if (group) assignTabs(group.meta, group.fences, env);
    } else if (token.type === "fence") {
      const info = parseFenceInfo(token.info);
      const block: CodeBlockInfo = {
        index: env.codeBlocks.length,
        lang: info.lang,
        role: info.role,
        code: token.content.replace(/\n$/, ""),
        line: env.lineOffset + (token.map?.[0] ?? 0) + 1,
        highlightLines: info.highlightLines,
        generatesJsOutput: false,
      };
      env.codeBlocks.push(block);
      token.meta = { block } satisfies FenceMeta;
      tabStack.at(-1)?.fences.push(token);
    }
  }
}

function assignTabs(meta: ComponentMeta, fences: Token[], env: MarkdownEnv): void {
  const given = Array.isArray(meta.attrs["labels"]) ? (meta.attrs["labels"] as unknown[]).map(String) : [];
  const id = `${env.idPrefix}codetab-${++env.tabGroups}`;
  const labels = fences.map((f, i) => given[i] ?? languageLabel(metaOf<FenceMeta>(f).block.lang));
  const first = fences[0]?.meta as FenceMeta | undefined;
  const isOutputPair = given.length === 2 && given[0] === GENERATED_OUTPUT_LABELS[0] && given[1] === GENERATED_OUTPUT_LABELS[1];
  if (isOutputPair && first && isReScriptLang(first.block.lang)) {
    const second = fences[1]?.meta as FenceMeta | undefined;
    const block = { ...first.block, generatesJsOutput: fences.length === 1, ...(second ? { jsOutputIndex: second.block.index } : {}) };
    env.codeBlocks[block.index] = block;
    first.block = block;
    if (fences.length === 1) labels.splice(1, 0, GENERATED_OUTPUT_LABELS[1]);
  }
  fences.forEach((f, index) => {
    metaOf<FenceMeta>(f).tab = { group: id, index, label: labels[index] ?? "" };
  });
  meta.tabs = { id, labels };
}

/** Renders highlighted code lines, marking the highlighted ones. */
export function renderCodeLines(code: string, lang: string, highlightLines: readonly number[]): string {
  const html = highlightCode(code, lang);
  if (highlightLines.length === 0) return html;
  const marked = new Set(highlightLines);
  return splitHighlightedLines(html)
    .map((line, i) => (marked.has(i + 1) ? `<span class="code-line code-line--highlight">${line}</span>` : line))
    .join("\n");
}

/** Renders one code block: a bar with the language label, playground link and copy button, then the code. */
export function renderCodeBlock(options: {
  code: string;
  lang: string;
  label: string;
  highlightLines: readonly number[];
  playgroundHref?: string;
  /** The link carries no code: the browser adds the block's code when the link is used (client/initPlayLinks.ts). */
  playgroundNeedsCode?: boolean;
}): string {
  const { code, lang, label, highlightLines, playgroundHref } = options;
  // A link without its code sits on pages with hundreds (the reference): no tooltip there, a hundred bytes less each.
  const extra = options.playgroundNeedsCode ? " data-play" : ' title="Open this example in the playground"';
  const play = playgroundHref ? `<a class="code-block__play" href="${escapeHtml(playgroundHref)}"${extra}>Playground</a>` : "";
  return (
    `<div class="code-block" data-lang="${escapeHtml(languageClass(lang))}">` +
    `<div class="code-block__bar"><span class="code-block__label">${escapeHtml(label)}</span>` +
    `<span class="code-block__actions">${play}` +
    `<button type="button" class="copy-button" data-copy hidden aria-label="Copy code">Copy</button></span></div>` +
    `<pre class="code-block__pre" tabindex="0"><code class="hljs language-${escapeHtml(languageClass(lang))}">` +
    `${renderCodeLines(code, lang, highlightLines)}</code></pre>` +
    `</div>\n`
  );
}

/** A fence's "Playground" link: the code, then the page's settings (`&version=v9.0.0`, see playgroundRoutesOf). */
export function playgroundLink(playgroundPath: string, code: string, query: string): string {
  return `${playgroundPath}?code=${LZString.compressToEncodedURIComponent(code)}${query}`;
}

/** An API item's signature: the highlighted code alone (no bar, label, copy button or playground link), light on pages with hundreds. */
export function renderSignature(code: string, lang: string): string {
  const language = escapeHtml(languageClass(lang));
  return `<pre class="code-signature" tabindex="0"><code class="hljs language-${language}">${renderCodeLines(code, lang, [])}</code></pre>\n`;
}

function renderFence(token: Token, env: MarkdownEnv): string {
  const { block, tab } = metaOf<FenceMeta>(token);
  if (block.role === "signature" && !tab) return renderSignature(block.code, block.lang);
  const linked = isReScriptLang(block.lang) && block.role !== "signature" && env.playgroundPath !== "";
  const playgroundHref = !linked
    ? undefined
    : env.lightPlaygroundLinks
      ? `${env.playgroundPath}${env.playgroundQuery.replace(/^&/, "?")}`
      : playgroundLink(env.playgroundPath, block.code, env.playgroundQuery);
  const html = renderCodeBlock({
    code: block.code,
    lang: block.lang,
    label: tab?.label ?? languageLabel(block.lang),
    highlightLines: block.highlightLines,
    ...(playgroundHref ? { playgroundHref } : {}),
    ...(linked && env.lightPlaygroundLinks ? { playgroundNeedsCode: true } : {}),
  });
  const compiled = isReScriptLang(block.lang) && (block.role === "example" || block.role === "prelude" || block.role === "sig");
  // After a compiled fence: a note when the example does not compile.
  const status = compiled ? markSlot(env.slots, { kind: "example-status", codeIndex: block.index }) : "";
  if (!tab) return html + status;
  const panel = (index: number, label: string, content: string) =>
    `<div class="code-tabs__panel" role="tabpanel" id="${tab.group}-panel-${index}" aria-labelledby="${tab.group}-tab-${index}" ` +
    `data-label="${escapeHtml(label)}"${index === 0 ? "" : " data-inactive"}>${content}</div>\n`;
  const out = panel(tab.index, tab.label, html + status);
  return block.generatesJsOutput ? out + panel(1, "JS Output", markSlot(env.slots, { kind: "js-output", codeIndex: block.index })) : out;
}
