import { NotFoundSearch } from "../components/NotFoundSearch.tsx";

/** The 404 page. */
export function NotFound() {
  return (
    <main id="main" className="not-found">
      <h1>Page not found</h1>
      <p>This page does not exist, or it moved when the docs were reorganised.</p>
      <NotFoundSearch />
      <ul>
        <li>
          <a href="/docs/manual/latest/introduction">Start with the language manual</a>
        </li>
        <li>
          <a href="/syntax-lookup">Look up a piece of syntax</a>
        </li>
        <li>
          <a href="/">Go to the home page</a>
        </li>
      </ul>
    </main>
  );
}
