import type { SidebarItem } from "../../src/site/types.ts";

/** Previous and next links, each only when such a page exists. */
export function PrevNext({ prev, next }: { prev?: SidebarItem; next?: SidebarItem }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {prev ? (
        <a className="prev-next__link prev-next__link--prev" href={prev.href} rel="prev">
          <span className="prev-next__dir">Previous</span>
          <span className="prev-next__title">{prev.name}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="prev-next__link prev-next__link--next" href={next.href} rel="next">
          <span className="prev-next__dir">Next</span>
          <span className="prev-next__title">{next.name}</span>
        </a>
      ) : null}
    </nav>
  );
}
