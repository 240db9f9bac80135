import type { BodyView } from "../../src/render/views.ts";
import { FilterBar } from "../components/FilterBar.tsx";

type SyntaxBody = Extract<BodyView, { kind: "syntaxLookup" }>;

/** Syntax lookup: every entry grouped by category, deep-linkable by #id, with a client-side search box. */
export function SyntaxLookup({ body }: { body: SyntaxBody }) {
  const total = body.categories.reduce((n, c) => n + c.entries.length, 0);
  return (
    <main id="main" className="syntax-lookup">
      <header className="syntax-lookup__header">
        <h1>Syntax Lookup</h1>
        <p>Found a symbol, keyword or decorator you do not know? Type it below to see what it means.</p>
      </header>
      <FilterBar action={body.href} marker="data-syntax-filter" inputId="syntax-query" label="Search syntax" placeholder="Search for ->, @as, switch, ..." />
      <p className="packages__count" aria-live="polite" data-filter-count data-one="entry" data-other="entries">
        {total} entries
      </p>
      <div data-filter-list>
        {body.categories.map((c) => (
          <section key={c.id} className="syntax-category" data-filter-group aria-labelledby={`category-${c.id}`}>
            <h2 id={`category-${c.id}`}>{c.title}</h2>
            <div className="syntax-category__entries">
              {c.entries.map((e) => (
                <details
                  key={e.id}
                  id={e.id}
                  className="syntax-entry"
                  data-filter-item
                  data-search={[e.name, e.summary, ...e.keywords].join(" ").toLowerCase()}
                  data-filter-names={[e.name, ...e.keywords].join("\n")}
                >
                  <summary>
                    <code className="syntax-entry__name">{e.name}</code>
                    <span className="syntax-entry__summary" dangerouslySetInnerHTML={{ __html: e.summaryHtml }} />
                    {e.status === "deprecated" ? <span className="badge badge--deprecated">deprecated</span> : null}
                  </summary>
                  <div className="syntax-entry__body markdown" data-entry-body={e.bodyHref}>
                    <p className="syntax-entry__loading">
                      <a href={e.bodyHref} data-no-prefetch="">
                        Read the explanation of {e.name}
                      </a>
                    </p>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="filter-empty" data-filter-empty hidden>
        Nothing matches. Try a shorter search.
      </p>
    </main>
  );
}
