// The gym's About page. With an "About us" text in Settings it shows that text; a fresh install shows
// the spec's defaults instead: a mission and why choose us, written for members and claiming nothing
// the gym has not told us. Core Features lists only what members really get here.
import { Link } from 'wouter';
import { useGymSettingsLoaded } from '../../lib/gym.js';
import { paragraphsOf } from '../../lib/paragraphs.js';
import { trpc } from '../../lib/trpc.js';
import { Icon } from './Icons.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';

const REASONS = [
  {
    title: 'Classes you can book',
    text: 'See the weekly timetable, book your place from your phone, or join the waitlist when a class is full: if someone cancels, the place is yours automatically.',
  },
  {
    title: 'Your membership online',
    text: 'Your balance, bills and receipts are in your member area, with the latest news from the gym, on any phone or computer.',
  },
  {
    title: 'Equipment that is looked after',
    text: 'We keep track of every piece of equipment and its servicing, so what you need is ready when you are.',
  },
];

type Feature = { label: string; note?: string };

// The original marketing list, kept to what this gym offers: personal training only once it has a
// service members can book; online payments stay off the list (whether a gym takes cards online is
// its own choice, shown where members pay).
const CORE_FEATURES: readonly Feature[] = [
  { label: 'Membership management' },
  { label: 'Automated billing', note: 'each period, with receipts' },
  { label: 'Class scheduling', note: 'booking and waitlists' },
  { label: 'Equipment tracking and maintenance' },
  { label: 'Financial management' },
  { label: 'A member portal' },
  { label: 'Workout programs', note: 'logged on your phone, with progress charts' },
  { label: 'Reporting and analytics' },
];
const PERSONAL_TRAINING: Feature = { label: 'Personal training', note: 'book a trainer online' };

function GymStory({ about }: { about: string[] }) {
  return (
    <section className="card site-card site-about-text" aria-labelledby="about-us">
      <h2 id="about-us">Who We Are</h2>
      {about.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed text from Settings, never reordered; paragraphs may repeat
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

function DefaultStory() {
  return (
    <>
      <section className="card site-card site-mission" aria-labelledby="about-mission">
        <span className="site-icon">
          <Icon name="target" />
        </span>
        <div>
          <h2 id="about-mission">Our Mission</h2>
          <p>
            To help everyone who trains here build a fitness habit that lasts, with well-kept equipment, expert coaching
            and a membership that is simple to manage.
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
    </>
  );
}

export function AboutPage() {
  const gym = useGymSettingsLoaded();
  const about = paragraphsOf(gym.about);
  const services = trpc.ptServices.list.useQuery();
  const features = (services.data?.length ?? 0) > 0 ? [...CORE_FEATURES, PERSONAL_TRAINING] : CORE_FEATURES;

  return (
    <>
      <SiteHeader />
      <main>
        <div className="site-page-hero">
          <div className="container">
            <h1>About Us</h1>
            <p className="site-page-lead">{gym.tagline || 'Who we are, and what membership here includes.'}</p>
          </div>
        </div>

        <div className="site-section">
          <div className="container site-stack">
            {about.length > 0 ? <GymStory about={about} /> : <DefaultStory />}

            <section aria-labelledby="about-features">
              <h2 id="about-features" className="site-section-title">
                Core Features
              </h2>
              <ul className="site-checklist">
                {features.map((feature) => (
                  <li key={feature.label}>
                    <span className="site-check">
                      <Icon name="check" size={18} />
                    </span>
                    {feature.label}
                    {feature.note && <span className="muted">{` (${feature.note})`}</span>}
                  </li>
                ))}
              </ul>
              <p className="muted site-note">
                See <Link href="/services">our services</Link> for what membership includes and the weekly class
                timetable.
              </p>
            </section>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
