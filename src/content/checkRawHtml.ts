// Markdown is untrusted input (pull-request previews build it): raw HTML that can run code in a reader's
// browser is an error at its file line. The fragments are parsed with htmlparser2, which decodes
// entities in attribute values the way a browser does, so `jav&#x61;script:` is seen as `javascript:`.
import { Parser } from "htmlparser2";
import type { Page } from "./types.ts";
import { errorAt, type Diagnostic } from "../diagnostics/diagnostic.ts";

/** Elements that load or run active content whatever their attributes. */
const ACTIVE_ELEMENTS = new Set(["script", "base", "object", "embed", "applet", "frame", "frameset", "portal"]);
/** Elements that may embed a page from a trusted origin (`trustedEmbeds` in site.json). */
const EMBED_ELEMENTS = new Set(["iframe"]);
/** Attributes whose value is a URL the browser may navigate to or load. */
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "poster",
  "background",
  "cite",
  "ping",
  "lowsrc",
  "dynsrc",
  "longdesc",
  "usemap",
  "manifest",
  "codebase",
  "classid",
  "archive",
  "icon",
  "profile",
  "srcset",
  "imagesrcset",
]);
const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

/** One piece of active content found in a fragment: its line within the fragment, what it is, and what to do. */
export interface ActiveContent {
  readonly lineInFragment: number;
  readonly message: string;
  readonly hint: string;
}

const USE_MARKDOWN = "use Markdown or a component instead of active HTML";
const TRUST_EMBED = "to embed pages you trust, add their https URL prefix to `trustedEmbeds` in site.json";

/** Finds the active content of one raw HTML fragment (an empty list when it is inert). */
export function findActiveContent(html: string, trustedEmbeds: readonly string[]): ActiveContent[] {
  const found: ActiveContent[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const lineInFragment = countNewlines(html, parser.startIndex);
        const report = (message: string, hint = USE_MARKDOWN) => found.push({ lineInFragment, message: `raw HTML has ${message}`, hint });
        if (ACTIVE_ELEMENTS.has(name)) report(`${/^[aeiou]/.test(name) ? "an" : "a"} <${name}> element, which loads or runs code in readers' browsers`);
        if (name === "meta" && attributes["http-equiv"] !== undefined)
          report(`<meta http-equiv="${attributes["http-equiv"]}">, which changes how browsers treat the page`);
        if (name === "form" && attributes["action"] !== undefined) report("a <form> with an action, which sends readers' input elsewhere");
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/.test(attribute)) report(`the event handler \`${attribute}\`, which runs code in readers' browsers`);
          else if (attribute === "srcdoc") report(`\`srcdoc\` on <${name}>, which runs an inline document in readers' browsers`);
          else if (URL_ATTRIBUTES.has(attribute)) {
            for (const url of attribute.endsWith("srcset") ? srcsetUrls(value) : [value]) {
              const scheme = schemeOf(url);
              if (scheme !== undefined && !SAFE_SCHEMES.has(scheme))
                report(`a \`${scheme}:\` URL in \`${attribute}\`; only http, https, mailto and relative URLs are allowed`);
            }
          }
        }
        if (EMBED_ELEMENTS.has(name) && attributes["srcdoc"] === undefined) {
          const src = attributes["src"] ?? "";
          if (!isTrustedEmbed(src, trustedEmbeds))
            report(`an <${name}> embedding ${src === "" ? "nothing" : src}, which is not under a prefix of \`trustedEmbeds\``, TRUST_EMBED);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The scheme of a URL as a browser reads it (entities already decoded): whitespace and controls removed, lowercased. */
export function schemeOf(url: string): string | undefined {
  // Browsers drop ASCII tab and newline anywhere in a URL and ignore leading and trailing C0 controls and spaces.
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1];
}

/** True when `src` is an https URL under one of the trusted prefixes (same origin, path inside the prefix's path). */
export function isTrustedEmbed(src: string, trustedEmbeds: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return false;
  }
  return trustedEmbeds.some((prefix) => {
    const trusted = new URL(prefix);
    return (
      url.protocol === "https:" && url.origin === trusted.origin && url.pathname.startsWith(trusted.pathname) && url.username === "" && url.password === ""
    );
  });
}

/** Refuses active content in the raw HTML of every page: one error per finding, at its file line. */
export function checkRawHtml(pages: readonly Page[], trustedEmbeds: readonly string[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    for (const fragment of page.rawHtml) {
      for (const finding of findActiveContent(fragment.html, trustedEmbeds)) {
        diagnostics.push(
          errorAt({ file: page.source.file, line: fragment.line + finding.lineInFragment, column: 1 }, "markdown/unsafe-html", finding.message, finding.hint),
        );
      }
    }
  }
  return diagnostics;
}

function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((u) => u !== "");
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
