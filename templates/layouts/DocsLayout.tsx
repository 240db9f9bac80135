import type { CommunityBodyView, DocsBodyView } from "../../src/render/views.ts";
import { EditLink } from "../components/EditLink.tsx";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { MenuIcon } from "../components/Icons.tsx";
import { PrevNext } from "../components/PrevNext.tsx";
import { Sidebar } from "../components/Sidebar.tsx";
import { VersionSelect } from "../components/VersionSelect.tsx";

/** The docs layout (manual, React, API overview, community): sidebar drawer, breadcrumbs, banner, content, prev/next. */
export function DocsLayout({ body }: { body: DocsBodyView | CommunityBodyView }) {
  const docs = body.kind === "docs" ? body : undefined;
  const sidebarLabel = docs ? `${docs.docSetTitle} pages` : "Community pages";
  return (
    <div className={`docs docs--${docs ? docs.layout : "community"}`}>
      <aside className="docs__sidebar" id="docs-sidebar" data-sidebar>
        <div className="docs__sidebar-inner">
          {docs?.versionSelect ? <VersionSelect select={docs.versionSelect} route={body.activeHref} /> : null}
          {body.sidebar ? <Sidebar sidebar={body.sidebar} activeHref={body.activeHref} {...(body.toc ? { toc: body.toc } : {})} label={sidebarLabel} /> : null}
          {docs?.printHref ? (
            <p className="sidebar__print">
              <a href={docs.printHref}>All chapters on one page, for printing</a>
            </p>
          ) : null}
        </div>
      </aside>
      {/* The drawer's backdrop: docs.css shows it beside an open drawer; a click on it is a click outside, which closes the drawer (initMenus.ts). */}
      <div className="docs__backdrop" />
      <div className="docs__main">
        <div className="docs__topline">
          <button type="button" className="docs__sidebar-toggle" data-sidebar-toggle aria-expanded="false" aria-controls="docs-sidebar">
            <MenuIcon />
            <span>Menu</span>
          </button>
          <Breadcrumbs crumbs={body.breadcrumbs} />
        </div>
        {/* The version notices sit in a named region (a landmark): no content outside landmarks (axe "region"). */}
        {docs && (docs.versionSelect || docs.banner) ? (
          <section className="docs__notices" aria-label="Version notices">
            {docs.versionSelect ? <p className="banner banner--info version-notice" role="status" data-version-notice hidden /> : null}
            {docs.banner ? (
              <div className={`banner banner--${docs.banner.kind}`} role="note">
                <p>
                  {docs.banner.text} <a href={docs.banner.href}>{docs.banner.linkText}</a>
                </p>
              </div>
            ) : null}
          </section>
        ) : null}
        <main id="main" className="docs__content markdown" dangerouslySetInnerHTML={{ __html: body.html }} />
        <EditLink href={body.editHref} className="docs__edit" />
        {docs ? <PrevNext {...(docs.prev ? { prev: docs.prev } : {})} {...(docs.next ? { next: docs.next } : {})} /> : null}
      </div>
    </div>
  );
}
