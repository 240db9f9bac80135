import type { Sidebar as SidebarModel, TocEntry } from "../../src/site/types.ts";

/** The docs sidebar: categories with items; the active item shows its table of contents under it. */
export function Sidebar({ sidebar, activeHref, toc, label }: { sidebar: SidebarModel; activeHref: string; toc?: TocEntry; label: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      {sidebar.categories.map((category) => (
        <div className="sidebar__category" key={category.name}>
          <p className="sidebar__heading">{category.name}</p>
          <ul className="sidebar__items">
            {category.items.map((item) => {
              const active = item.href === activeHref;
              return (
                <li key={item.href} className={active ? "is-active" : undefined}>
                  <a href={item.href} aria-current={active ? "page" : undefined}>
                    {item.name}
                  </a>
                  {active && toc && toc.headers.length > 0 ? (
                    <ul className="sidebar__toc" aria-label="On this page">
                      {toc.headers.map((h) => (
                        <li key={h.href}>
                          <a href={h.href}>{h.name}</a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
