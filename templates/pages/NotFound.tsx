import type { BodyView, ShellView } from "../../src/render/views.ts";
import { NotFoundSearch } from "../components/NotFoundSearch.tsx";

type NotFoundBody = Extract<BodyView, { kind: "notFound" }>;

/** The 404 page. */
export function NotFound({ body, shell }: { body: NotFoundBody; shell: ShellView }) {
  return (
    <main id="main" className="not-found">
      <h1>Page not found</h1>
      <p>This page does not exist, or it moved when the docs were reorganised.</p>
      <NotFoundSearch />
      <ul>
        {shell.docsStart ? (
          <li>
            <a href={shell.docsStart}>Start with the language manual</a>
          </li>
        ) : null}
        <li>
          <a href={body.syntaxLookupHref}>Look up a piece of syntax</a>
        </li>
        <li>
          <a href={shell.home}>Go to the home page</a>
        </li>
      </ul>
    </main>
  );
}
