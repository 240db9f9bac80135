import { createHash } from "node:crypto";
import type { PageView } from "./views.ts";

/**
 * Returns a function giving a key for a page view: equal keys mean equal HTML for the same templates.
 * Objects shared by many views (a version's sidebar) are hashed once and referred to by their hash.
 */
export function createFingerprinter(
  templatesKey: string,
  /** Hashes of page bodies from the previous build: a lookup by the same string is cheap, so unchanged pages cost no hashing. */
  known: ReadonlyMap<string, string>,
): ((view: PageView) => { key: string; cssFreeKey: string }) & { bodyHashes: () => Map<string, string> } {
  const shared = new WeakMap<object, string>();
  const withoutCss = new WeakMap<object, string>();
  /** The body hashes of this build's views (the next build's `known`). */
  const used = new Map<string, string>();
  const hashOf = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64");
  const sharedHash = (value: object) => {
    let h = shared.get(value);
    if (h === undefined) {
      h = hashOf(value);
      shared.set(value, h);
    }
    return h;
  };
  const htmlHash = (html: string) => {
    let h = used.get(html) ?? known.get(html);
    if (h === undefined) h = createHash("sha1").update(html).digest("base64");
    used.set(html, h);
    return h;
  };
  const fingerprint = (view: PageView) => {
    const { shell, assets, head, body, route } = view;
    let bodyKey: object = body;
    if ("html" in body) {
      bodyKey = { ...body, html: htmlHash(body.html), ...("sidebar" in body && body.sidebar ? { sidebar: sharedHash(body.sidebar) } : {}) };
    } else if (body.kind === "printable") {
      bodyKey = { ...body, chapters: body.chapters.map((c) => ({ ...c, html: htmlHash(c.html) })) };
    }
    // The view's JSON (bodies and sidebars replaced by their hashes) is itself the key: hashing it again costs more than it saves.
    // Shell fields are mostly the configuration's own arrays, the same objects on every page: hashed once each.
    const shellKey = Object.entries(shell).map(([k, v]) => [k, typeof v === "object" && v !== null ? sharedHash(v) : v]);
    const viewJson = JSON.stringify({ route, head, shell: shellKey, body: bodyKey });
    let cssFree = withoutCss.get(assets);
    if (cssFree === undefined) {
      cssFree = hashOf({ js: assets.js, integrity: assets.js.map((j) => assets.integrity[j]), config: assets.clientConfig });
      withoutCss.set(assets, cssFree);
    }
    return {
      key: `${templatesKey}|${sharedHash(assets)}|${viewJson}`,
      // The same page with any stylesheet: equal cssFreeKeys and different keys mean a CSS-only change.
      cssFreeKey: `${templatesKey}|${cssFree}|${viewJson}`,
    };
  };
  return Object.assign(fingerprint, { bodyHashes: () => used });
}
