// The Contact page's two cards: how to reach the gym (only the details its owner has set: a fresh
// install has none, and nothing is made up) and its opening hours from Settings.
import { useGymSettingsLoaded } from '../../lib/gym.js';
import { Icon } from './Icons.js';
import { useOpeningHours } from './useOpeningHours.js';

/** '+44 (0)113 496 0000' -> 'tel:+4401134960000': what a phone dials, without the spacing. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** 'https://ironworks.example/' -> 'ironworks.example': the address as people say it. */
function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export function ContactDetails() {
  const gym = useGymSettingsLoaded();
  if (!(gym.street || gym.city || gym.phone || gym.email || gym.website)) return null;
  return (
    <section className="card site-card" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">How to reach us</h2>
      <ul className="site-contact-list">
        {(gym.street || gym.city) && (
          <li>
            <span className="site-check">
              <Icon name="mapPin" size={18} />
            </span>
            <address>
              {gym.name}
              {gym.street && <br />}
              {gym.street}
              {gym.city && <br />}
              {gym.city}
            </address>
          </li>
        )}
        {gym.phone && (
          <li>
            <span className="site-check">
              <Icon name="phone" size={18} />
            </span>
            <a href={telHref(gym.phone)}>{gym.phone}</a>
          </li>
        )}
        {gym.email && (
          <li>
            <span className="site-check">
              <Icon name="mail" size={18} />
            </span>
            <a href={`mailto:${gym.email}`}>{gym.email}</a>
          </li>
        )}
        {gym.website && (
          <li>
            <span className="site-check">
              <Icon name="globe" size={18} />
            </span>
            <a href={gym.website}>{websiteLabel(gym.website)}</a>
          </li>
        )}
      </ul>
    </section>
  );
}

export function OpeningHours() {
  const hours = useOpeningHours();
  return (
    <section className="card site-card" aria-labelledby="contact-hours-title">
      <h2 id="contact-hours-title">Business Hours</h2>
      <ul className="site-contact-list">
        {hours.map((line) => (
          <li key={line}>
            <span className="site-check">
              <Icon name="clock" size={18} />
            </span>
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
