const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML element content and attribute values (quoted either way), for the engine and the templates.
 * Not markdown-it's `utils.escapeHtml`: that one leaves `'` as it is, and the site's pages have always had `&#39;`.
 */
export function escapeHtml(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : text;
}
