// The gym's home page: the spec's heading, calls to action and three feature cards, with the gym's
// tagline above the heading when it has one.
import { Link } from 'wouter';
import { useGymSettingsLoaded } from '../../lib/gym.js';
import { Icon, type IconName } from './Icons.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';

const FEATURES: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'dumbbell',
    title: 'State-of-the-Art Equipment',
    text: 'Train on modern machines, racks and free weights. Our team keeps track of every piece of kit so it is ready when you are.',
  },
  {
    icon: 'users',
    title: 'Expert Trainers',
    text: 'Qualified coaches help you set goals, learn good technique and stay motivated from your very first visit.',
  },
  {
    icon: 'calendar',
    title: 'Flexible Scheduling',
    text: 'Book classes from your phone, join the waitlist when one is full, and check our opening hours to plan your week.',
  },
];

const STEPS = [
  { title: 'Create your account', text: 'Sign up with your name and email in under a minute.' },
  { title: 'We welcome you in', text: 'Our staff review each new registration and approve it.' },
  { title: 'Use your member area', text: 'Sign in to see your bill receipts and the latest news from the gym.' },
];

export function LandingPage() {
  const { tagline } = useGymSettingsLoaded();
  return (
    <>
      <SiteHeader />
      <main>
        <section className="site-hero" aria-labelledby="landing-title">
          <div className="container">
            <div className="site-hero-inner">
              <div className="site-hero-copy">
                <p className="site-kicker">{tagline || 'Your gym, your pace'}</p>
                <h1 id="landing-title">Transform Your Fitness Journey</h1>
                <p className="site-hero-lead">
                  Modern equipment, expert coaching and opening hours that fit your life, with a member area that keeps
                  your membership simple.
                </p>
                <div className="site-actions">
                  <Link href="/signup" className="btn btn-primary site-btn-large">
                    Get Started
                  </Link>
                  <Link href="/signin" className="btn site-btn-outline site-btn-large">
                    Sign In
                  </Link>
                </div>
              </div>
              <section className="site-hero-panel" aria-labelledby="landing-steps">
                <h2 id="landing-steps">How joining works</h2>
                <ol className="site-steps">
                  {STEPS.map((step) => (
                    <li key={step.title}>
                      <strong>{step.title}</strong>
                      <span>{step.text}</span>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          </div>
        </section>

        <section className="site-section" aria-labelledby="landing-features">
          <div className="container">
            <h2 id="landing-features" className="site-section-title">
              Why train with us
            </h2>
            <p className="site-section-lead muted">Everything you need to build a habit that lasts.</p>
            <ul className="site-grid site-grid-3">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="card site-card">
                  <span className="site-icon">
                    <Icon name={feature.icon} />
                  </span>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="site-band" aria-labelledby="landing-questions">
          <div className="container site-band-inner">
            <div>
              <h2 id="landing-questions">Questions before you join?</h2>
              <p>Visit, call or email us. We are happy to show you around.</p>
            </div>
            <Link href="/contact" className="btn btn-secondary">
              Contact us
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
