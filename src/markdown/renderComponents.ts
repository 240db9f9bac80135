// HTML for the component tags: <Intro>, <Info>, <Warn>, <UrlBox>, <Image>, <Video>, <Cite>, <CodeTab>.
// <WarningTable /> and <Docson /> leave a slot for the compiler data the examples stage fills in.
import type { MarkdownIt } from "markdown-it";
import type { ComponentMeta } from "./componentsPlugin.ts";
import { type MarkdownEnv, metaOf } from "./env.ts";
import { escapeHtml } from "../shared/escapeHtml.ts";
import { markSlot } from "./pageSlots.ts";

const text = (v: unknown): string => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));

/** Installs the renderer rules of the component tokens. */
export function renderComponentsPlugin(md: MarkdownIt): void {
  md.renderer.rules["component_open"] = (tokens, idx) => renderOpen(metaOf<ComponentMeta>(tokens[idx]!));
  md.renderer.rules["component_close"] = (tokens, idx) => renderClose(metaOf<ComponentMeta>(tokens[idx]!));
  md.renderer.rules["component_self"] = (tokens, idx, _options, env) => renderSelf(metaOf<ComponentMeta>(tokens[idx]!), env as MarkdownEnv);
  md.renderer.rules["component_skip"] = () => "";
}

function figure(meta: ComponentMeta, open: boolean): string {
  const src = escapeHtml(text(meta.attrs["src"]));
  const caption = text(meta.attrs["caption"]);
  const size = text(meta.attrs["size"]) || "default";
  const media =
    meta.name === "Video"
      ? `<video src="${src}" controls preload="metadata"${meta.attrs["withShadow"] ? ' class="with-shadow"' : ""}></video>`
      : `<img src="${src}" alt="${escapeHtml(caption)}" loading="lazy" decoding="async">`;
  const cap = caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : "";
  return open
    ? `<figure class="md-figure md-figure--${escapeHtml(size)}">${media}${cap}`
    : `<figure class="md-figure md-figure--${escapeHtml(size)}">${media}${cap}</figure>\n`;
}

function renderOpen(meta: ComponentMeta): string {
  if (!meta.render) return "";
  switch (meta.name) {
    case "Intro":
      return `<div class="intro">\n`;
    case "Info":
      return `<aside class="callout callout--info" role="note"><p class="callout__title">Info</p>\n`;
    case "Warn":
      return `<aside class="callout callout--warn" role="note"><p class="callout__title">Warning</p>\n`;
    case "UrlBox":
      return `<div class="url-box">\n`;
    case "Cite":
      return `<figure class="cite"><blockquote>\n`;
    case "Image":
    case "Video":
      return figure(meta, true);
    case "CodeTab": {
      const tabs = meta.tabs ?? { id: "codetab", labels: [] };
      const buttons = tabs.labels
        .map(
          (label, i) =>
            `<button type="button" role="tab" id="${tabs.id}-tab-${i}" aria-controls="${tabs.id}-panel-${i}" ` +
            `aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${escapeHtml(label)}</button>`,
        )
        .join("");
      return `<div class="code-tabs" data-code-tabs><div class="code-tabs__list" role="tablist" aria-label="Code examples">${buttons}</div>\n`;
    }
    default:
      return "";
  }
}

function renderClose(meta: ComponentMeta): string {
  if (!meta.render) return "";
  switch (meta.name) {
    case "Intro":
    case "CodeTab":
      return `</div>\n`;
    case "Info":
    case "Warn":
      return `</aside>\n`;
    case "UrlBox":
      return `${urlBoxLink(meta)}</div>\n`;
    case "Cite": {
      const author = text(meta.attrs["author"]);
      return `</blockquote>${author ? `<figcaption>${escapeHtml(author)}</figcaption>` : ""}</figure>\n`;
    }
    case "Image":
    case "Video":
      return `</figure>\n`;
    default:
      return "";
  }
}

function urlBoxLink(meta: ComponentMeta): string {
  const href = text(meta.attrs["href"]);
  const label = text(meta.attrs["text"]) || href;
  return href ? `<a class="url-box__link" href="${escapeHtml(href)}">${escapeHtml(label)}</a>` : "";
}

function renderSelf(meta: ComponentMeta, env: MarkdownEnv): string {
  if (!meta.render) return "";
  switch (meta.name) {
    case "UrlBox":
      return `<div class="url-box">${urlBoxLink(meta)}</div>\n`;
    case "Image":
    case "Video":
      return figure(meta, false);
    case "Cite":
      return `<p class="cite-line">${escapeHtml(text(meta.attrs["author"]))}</p>\n`;
    case "WarningTable":
    case "Docson":
      // Compiler data, filled in by the examples stage.
      return markSlot(env.slots, { kind: "component", name: meta.name });
    default:
      return "";
  }
}
