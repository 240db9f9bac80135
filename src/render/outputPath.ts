// Where a route's page is written, and back: the one home of the `/index.html` convention.

/** The output file of a route: `/` -> `/index.html`, `/docs/x` -> `/docs/x/index.html`. */
export function outputPathOf(route: string): string {
  return route === "/" ? "/index.html" : `${route}/index.html`;
}

/** The route of an output path (outputPathOf undone): `/docs/x/index.html` -> `/docs/x`, `/index.html` -> `/`. */
export function routeOfOutput(path: string): string {
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}
