import { Link } from 'wouter';
import { Icon } from './Icons.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';

const REASONS = [
  {
    title: 'Everything in one place',
    text: 'Membership requests, members, bills, notifications, reports and equipment live in one app instead of a pile of spreadsheets.',
  },
  {
    title: 'Your data stays yours',
    text: 'Palaestra runs on your own server, so member details stay with you, and every staff action is recorded.',
  },
  {
    title: 'Simple for members',
    text: 'Members sign in from any phone or computer to see what they owe, book classes and read the latest news from the gym.',
  },
];

// The original product's marketing list, kept word for word; some items are still on the roadmap.
const CORE_FEATURES: ReadonlyArray<{ label: string; comingSoon?: boolean; note?: string }> = [
  { label: 'Membership management' },
  {
    label: 'Automated billing and payments',
    note: 'payments are recorded at the desk; online payments are on the roadmap',
  },
  {
    label: 'Class and personal training scheduling',
    note: 'classes with booking and waitlists; personal training is on the roadmap',
  },
  { label: 'Personalized workout plans', comingSoon: true },
  { label: 'Equipment tracking and maintenance' },
  { label: 'Financial management' },
  { label: 'A member portal' },
  { label: 'Reporting and analytics' },
];

export function AboutPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <div className="site-page-hero">
          <div className="container">
            <h1>About Palaestra</h1>
            <p className="site-page-lead">
              We help gyms spend less time on paperwork and more time with the people who train there.
            </p>
          </div>
        </div>

        <div className="site-section">
          <div className="container site-stack">
            <section className="card site-card site-mission" aria-labelledby="about-mission">
              <span className="site-icon">
                <Icon name="target" />
              </span>
              <div>
                <h2 id="about-mission">Our Mission</h2>
                <p>
                  Running a gym should be about fitness, not admin. Our mission is to give owners one clear place to
                  welcome new members, keep accounts in order and look after equipment, and to give every member an easy
                  way to see where they stand.
                </p>
              </div>
            </section>

            <section aria-labelledby="about-why">
              <h2 id="about-why" className="site-section-title">
                Why Choose Us
              </h2>
              <ul className="site-grid site-grid-3">
                {REASONS.map((reason) => (
                  <li key={reason.title} className="card site-card">
                    <span className="site-icon">
                      <Icon name="shield" />
                    </span>
                    <h3>{reason.title}</h3>
                    <p>{reason.text}</p>
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="about-features">
              <h2 id="about-features" className="site-section-title">
                Core Features
              </h2>
              <ul className="site-checklist">
                {CORE_FEATURES.map((feature) => (
                  <li key={feature.label}>
                    <span className="site-check">
                      <Icon name="check" size={18} />
                    </span>
                    {feature.label}
                    {feature.note && <span className="muted">{` (${feature.note})`}</span>}
                    {feature.comingSoon && <span className="site-badge">On the roadmap</span>}
                  </li>
                ))}
              </ul>
              <p className="muted site-note">
                Items marked “On the roadmap” are planned and are not part of Palaestra yet. See{' '}
                <Link href="/services">our services</Link> for what you can use today.
              </p>
            </section>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
