import type { ShellView } from "../../src/render/views.ts";
import { CloseIcon, LogoMark, MenuIcon, SearchIcon, SocialIcon } from "./Icons.tsx";
import { ThemeSelect } from "./ThemeSelect.tsx";
import { activeLinkIndex, isDocsLink, versionLinkProps } from "./versionHref.ts";

/** The main header: logo, section links, search, social icons (wide screens), mobile menu; the docs sub-bar on docs pages. */
export function Header({ shell, wide }: { shell: ShellView; wide: boolean }) {
  // The main Docs link stands for every docs page; the others, and the docs bar, for their own sections.
  const navActive = activeLinkIndex(
    shell.nav.map((l) => l.href),
    shell.route,
  );
  // The Docs link is active wherever the docs bar shows (site.json's docsNavOn, decided by the engine).
  const isNavActive = (href: string, i: number) => (isDocsLink(href, shell) ? shell.docsNav !== undefined : i === navActive);
  const barActive = activeLinkIndex(
    (shell.docsNav ?? []).map((l) => l.href),
    shell.route,
  );
  return (
    <header className="site-header" data-site-header>
      <div className="site-header__bar">
        <nav className={`nav ${wide ? "nav--wide" : ""}`} aria-label="Main">
          <a className="nav__logo" href={shell.home} aria-label="ReScript home">
            <LogoMark />
            <span className="nav__wordmark">ReScript</span>
          </a>
          <ul className="nav__links">
            {shell.nav.map((link, i) => (
              <li key={link.name}>
                <a className={`nav__link${isNavActive(link.href, i) ? " is-active" : ""}`} {...versionLinkProps(link.href, shell)}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <div className="nav__tools">
            <button type="button" className="icon-button search-button" data-search-open aria-label="Search the docs" aria-keyshortcuts="/ Control+K Meta+K">
              <SearchIcon />
              <span className="search-button__label">Search</span>
              <kbd className="search-button__key">/</kbd>
            </button>
            <ThemeSelect />
            <ul className="nav__social">
              {shell.social.map((link) => (
                <li key={link.name}>
                  <a className="icon-button" href={link.href} aria-label={link.name} title={link.name} rel="noopener noreferrer">
                    <SocialIcon name={link.name} />
                  </a>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="icon-button nav__menu-button"
              data-menu-toggle
              aria-expanded="false"
              aria-controls="mobile-menu"
              aria-label="Open menu"
            >
              <span className="when-closed">
                <MenuIcon />
              </span>
              <span className="when-open">
                <CloseIcon />
              </span>
            </button>
          </div>
        </nav>
        <div className="mobile-menu" id="mobile-menu" data-mobile-menu hidden>
          <ul className="mobile-menu__links">
            {shell.mobileNav.map((link) => (
              <li key={link.name}>
                <a {...versionLinkProps(link.href, shell)}>{link.name}</a>
              </li>
            ))}
          </ul>
          <ul className="mobile-menu__social">
            {shell.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer">
                  <SocialIcon name={link.name} />
                  <span>{link.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {shell.docsNav ? (
        <nav className="docs-bar" aria-label="Documentation">
          <ul className="docs-bar__links">
            {shell.docsNav.map((link, i) => (
              <li key={link.name}>
                <a className={`docs-bar__link${i === barActive ? " is-active" : ""}`} {...versionLinkProps(link.href, shell)}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
