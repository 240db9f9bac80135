import { ROUTE_LIST_PATH } from "../../src/shared/routeList.ts";

/**
 * The 404 page's search box (it opens the search modal with the query) and the routes closest to the missing one,
 * which client/notFound/ fills from the route list. Both need JavaScript and stay hidden without it.
 */
export function NotFoundSearch() {
  return (
    <>
      <form className="not-found__search" role="search" data-search-form="">
        <label htmlFor="not-found-query">Search the docs</label>
        <input id="not-found-query" type="search" name="q" autoComplete="off" />
        <button type="submit">Search</button>
      </form>
      <section className="not-found__suggestions" aria-labelledby="not-found-suggestions" data-route-suggestions="" data-route-list={ROUTE_LIST_PATH} hidden>
        <h2 id="not-found-suggestions">Were you looking for</h2>
        <ul />
      </section>
    </>
  );
}
