// The contract between the build and the 404 page: the site's page routes with their titles, one JSON file the
// 404 page fetches to suggest the routes closest to a path that does not exist (client/notFound/).

/** Where the build writes the route list. */
export const ROUTE_LIST_PATH = "/routes.json";

/** The route list: `[route, title]` for every page, sorted by route. */
export type RouteList = readonly (readonly [route: string, title: string])[];
