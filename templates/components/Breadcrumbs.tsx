import type { Breadcrumb } from "../../src/site/types.ts";

/** The breadcrumb trail; the last crumb is plain text. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${i}-${c.name}`}>{c.href && i < crumbs.length - 1 ? <a href={c.href}>{c.name}</a> : <span aria-current="page">{c.name}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
