import type { BodyView } from "../../src/render/views.ts";

type DocsOverviewBody = Extract<BodyView, { kind: "docsOverview" }>;

/** The docs overview: every doc set with its description, its latest version and its other versions. */
export function DocsOverview({ body }: { body: DocsOverviewBody }) {
  return (
    <main id="main" className="docs-overview">
      <h1>Documentation</h1>
      <ul className="docs-overview__sets">
        {body.docSets.map((set) => (
          <li key={set.href} className="docs-overview__set">
            <h2>
              <a href={set.href}>{set.title}</a>
            </h2>
            {set.description ? <p>{set.description}</p> : null}
            <p className="docs-overview__latest">
              Latest: <a href={set.href}>{set.latestLabel}</a>
              {set.apiHref ? (
                <>
                  {" · "}
                  <a href={set.apiHref}>API reference</a>
                </>
              ) : null}
            </p>
            {set.versions.length > 0 ? (
              <p className="docs-overview__versions">
                Other versions:{" "}
                {set.versions.map((v, i) => (
                  <span key={v.href}>
                    {i > 0 ? ", " : ""}
                    <a href={v.href}>{v.label}</a>
                    {v.next ? " (next)" : ""}
                  </span>
                ))}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
