import { escapeHtml } from "../shared/escapeHtml.ts";

/** A tiny page that sends readers (and crawlers, via canonical) from an alias route to the real one, keeping the #hash. */
export function renderRedirect(to: string, canonical: string): string {
  const target = escapeHtml(to);
  const script = `location.replace(${JSON.stringify(to).replace(/</g, "\\u003c")}+location.search+location.hash)`;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting to ${target}</title>` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(canonical)}">` +
    `<meta http-equiv="refresh" content="0; url=${target}"><script>${script}</script></head>` +
    `<body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>`
  );
}
