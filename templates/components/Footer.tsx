import type { ShellView } from "../../src/render/views.ts";
import { LogoMark, SocialIcon } from "./Icons.tsx";

/** The site footer: copyright with the current year, community and association links, social links. */
export function Footer({ shell }: { shell: ShellView }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark size={24} />
          <p className="site-footer__copyright">{shell.footer.copyright}</p>
        </div>
        <ul className="site-footer__links">
          {shell.footer.links.map((link) => (
            <li key={link.name}>
              <a href={link.href}>{link.name}</a>
            </li>
          ))}
        </ul>
        <ul className="site-footer__social">
          {shell.social.map((link) => (
            <li key={link.name}>
              <a href={link.href} aria-label={link.name} title={link.name} rel="noopener noreferrer">
                <SocialIcon name={link.name} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
