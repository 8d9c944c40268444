import { Link } from 'react-router-dom';
import { Logo } from './logo';
import './site-footer.css';

export interface FooterLink {
  to: string;
  label: string;
}

interface SiteFooterProps {
  /** Only routes that exist for the current visitor: the footer never links somewhere that leads nowhere. */
  links: readonly FooterLink[];
}

export const FOOTER_TAGLINE =
  'Track your golf journey, discover premium courses, and connect with fellow enthusiasts worldwide.';

export function SiteFooter({ links }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="page-container site-footer__inner">
        <div className="site-footer__brand">
          <Logo size={32} inverse />
          <p className="site-footer__tagline">{FOOTER_TAGLINE}</p>
        </div>
        {links.length > 0 ? (
          <nav aria-label="Footer" className="site-footer__nav">
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="page-container">
        <p className="site-footer__legal">© {new Date().getFullYear()} Fescue · A golf travel archive</p>
      </div>
    </footer>
  );
}
