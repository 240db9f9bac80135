// The absolute URL of a path of the site, or of an address elsewhere, for the places that need one (og:image,
// the feed): joined with the WHATWG URL API as the browser resolves it, never by gluing strings, so no value can
// move the URL to another host.

/**
 * `target` as an absolute URL: an http(s) URL stays itself; anything else is a path of the site under `baseUrl`
 * (its path included: `/img/a.png` under `https://example.org/docs` is `https://example.org/docs/img/a.png`).
 */
export function siteUrlOf(baseUrl: string, target: string): string {
  const base = new URL(baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  if (/^https?:\/\//i.test(target)) return new URL(target).href;
  // `./` makes every value a path below the base: `//host`, `@host`, `\host` and `a:b` stay on the site's host.
  const url = new URL(`./${target.replace(/^\/+/, "")}`, base);
  if (url.origin !== base.origin) throw new Error(`internal: ${JSON.stringify(target)} left the site's origin`);
  return url.href;
}
