import { createHash } from "node:crypto";
import type { PageView } from "./views.ts";

/**
 * Returns a function giving a key for a page view: equal keys mean equal HTML for the same templates.
 * Objects shared by many views (a version's sidebar) are hashed once and referred to by their hash.
 */
export function createFingerprinter(templatesKey: string): (view: PageView) => string {
  const shared = new WeakMap<object, string>();
  const hashOf = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64");
  const sharedHash = (value: object) => {
    let h = shared.get(value);
    if (h === undefined) {
      h = hashOf(value);
      shared.set(value, h);
    }
    return h;
  };
  return (view) => {
    const { shell, assets, head, body, route } = view;
    const bodyKey = "sidebar" in body && body.sidebar ? { ...body, sidebar: sharedHash(body.sidebar) } : body;
    return createHash("sha1")
      .update(templatesKey)
      .update(sharedHash(assets))
      .update(hashOf({ route, head, shell, body: bodyKey }))
      .digest("base64");
  };
}
