import { escapeHtml } from "../shared/escapeHtml.ts";

/** sitemap.xml listing the given absolute URLs. */
export function renderSitemap(urls: readonly string[]): string {
  const items = urls.map((u) => `<url><loc>${escapeHtml(u)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}
