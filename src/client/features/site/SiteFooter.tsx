import { Link } from 'wouter';
import { BUSINESS_HOURS, SITE_LINKS } from './siteInfo.js';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div>
          <Link href="/" className="brand site-footer-brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Palaestra
          </Link>
          <p className="site-footer-note">Your gym, your pace: memberships, billing and updates in one place.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer-title">Explore</h2>
          <ul className="site-footer-list">
            {SITE_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link href="/signup">Get Started</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer-title">Business Hours</h2>
          <ul className="site-footer-list">
            {BUSINESS_HOURS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container">
        <div className="site-footer-bottom">
          <p>{`© ${new Date().getFullYear()} Palaestra`}</p>
        </div>
      </div>
    </footer>
  );
}
