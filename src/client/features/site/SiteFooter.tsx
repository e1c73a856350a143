// The marketing pages' footer: the gym's brand and tagline, the site's links, its opening hours, and
// the one place the software names itself, small: "Powered by Palaestra".
import { Link } from 'wouter';
import { GymBrand } from '../../components/GymBrand.js';
import { useGymSettingsLoaded } from '../../lib/gym.js';
import { SITE_LINKS } from './siteInfo.js';
import { useOpeningHours } from './useOpeningHours.js';

export function SiteFooter() {
  const gym = useGymSettingsLoaded();
  const hours = useOpeningHours();
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div>
          <GymBrand className="brand site-footer-brand" />
          {gym.tagline && <p className="site-footer-note">{gym.tagline}</p>}
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
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container">
        <div className="site-footer-bottom">
          <p>{`© ${gym.today.slice(0, 4)} ${gym.name}`}</p>
          <p className="site-footer-powered">
            <small>Powered by Palaestra</small>
          </p>
        </div>
      </div>
    </footer>
  );
}
