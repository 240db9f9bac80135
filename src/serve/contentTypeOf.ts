import mime from "mime-types";

/**
 * Types whose mime-db entry lacks what our files need: the feed and sitemap are UTF-8 XML (mime-db gives no
 * charset for application/xml), and `.ico` files are served as browsers have long known them.
 */
const OWN_TYPES: Readonly<Record<string, string>> = {
  xml: "application/xml; charset=utf-8",
  ico: "image/x-icon",
};

/** The Content-Type of a site path by its extension (mime-db's, with charset for text), binary for unknown ones. */
export function contentTypeOf(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  return OWN_TYPES[ext] ?? ((ext !== "" && mime.contentType(ext)) || "application/octet-stream");
}
