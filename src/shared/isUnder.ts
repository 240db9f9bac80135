/** True when `route` is `prefix` or a route below it (`/docs` covers `/docs` and `/docs/x`, not `/docsx`). */
export function isUnder(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
}
