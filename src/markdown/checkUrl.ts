// The URL rule of content, for every URL docsgen writes into an href or src from an input: links of pages
// (sanitizeHtml, componentsPlugin), data files and site.json. A browser reads a URL after dropping tabs, line
// breaks and leading controls, so the scheme is taken as the browser takes it (schemeOf), however it is encoded.
import { schemeOf } from "./sanitizeHtml.ts";

/** What is wrong with a URL, in words for the message and the hint. */
export interface UrlProblem {
  readonly message: string;
  readonly hint: string;
}

const WEB_SCHEMES = new Set(["http", "https"]);

/**
 * Undefined for a URL a page may link to or load: an http(s) URL with a host, or a path on this site (`/x`, not
 * `//host` or `/\host`, which browsers read as another host). `mailto:` is allowed where `mailto` is set, as in pages.
 */
export function checkUrl(url: string, options: { readonly mailto?: boolean } = {}): UrlProblem | undefined {
  if (/[\u0000-\u001f\u007f]/.test(url))
    return { message: "holds a control character or a line break", hint: "write the URL on one line without control characters" };
  const scheme = schemeOf(url);
  if (scheme === undefined) {
    if (/^\s*[/\\]{2}/.test(url))
      return { message: "starts with two slashes, which browsers read as another host", hint: "write https://host/... for another site" };
    if (!url.startsWith("/"))
      return { message: "is neither an http(s) URL nor a path on this site", hint: 'write a path starting with "/" or a full https:// URL' };
    return undefined;
  }
  if (scheme === "mailto" && options.mailto) return undefined;
  if (!WEB_SCHEMES.has(scheme))
    return { message: `is a \`${scheme}:\` URL; only http, https and site paths are allowed`, hint: "link to a page of this site or to an https:// address" };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { message: "is not a valid URL", hint: "write it as https://host/path" };
  }
  if (parsed.hostname === "" || !/^https?:\/\/[^/\\]/i.test(url)) return { message: "has no host", hint: "write it as https://host/path" };
  return undefined;
}
