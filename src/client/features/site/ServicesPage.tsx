import { Link } from 'wouter';
import { Icon, type IconName } from './Icons.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';
import { Timetable } from './Timetable.js';

// Honest copy: only what Palaestra does today is described as available; the rest says it is coming.
const SERVICES: ReadonlyArray<{ icon: IconName; title: string; text: string; comingSoon?: boolean }> = [
  {
    icon: 'idCard',
    title: 'Membership Management',
    text: 'Review sign-up requests, approve new members in one click and keep every member’s details and membership type up to date.',
  },
  {
    icon: 'calendar',
    title: 'Class Scheduling',
    text: 'A weekly timetable of classes with their trainers. Members book a place or join the waitlist, and when someone cancels, the next person waiting gets the place automatically.',
  },
  {
    icon: 'clipboard',
    title: 'Equipment Tracking',
    text: 'Keep a list of your equipment and how many of each you have, adding and removing items as your floor changes.',
  },
  {
    icon: 'dollar',
    title: 'Financial Management',
    text: 'Plans with monthly, quarterly or yearly bills that go out on their own, payments recorded at the desk with printable receipts, and balances at a glance. Online payments are not available yet.',
  },
  {
    icon: 'portal',
    title: 'Member Portal',
    text: 'Members sign in to see their balance, bills and receipts, book classes, show their check-in code and read their latest notifications.',
  },
  {
    icon: 'chart',
    title: 'Reporting and Analytics',
    text: 'Membership, financial and attendance reports on demand: who joined, what was billed and collected, and when members come in.',
  },
];

export function ServicesPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <div className="site-page-hero">
          <div className="container">
            <h1>Our Services</h1>
            <p className="site-page-lead">The tools that keep a gym running smoothly, for staff and members alike.</p>
          </div>
        </div>

        <div className="site-section">
          <div className="container">
            <ul className="site-grid site-grid-3">
              {SERVICES.map((service) => (
                <li key={service.title} className="card site-card">
                  <div className="site-card-head">
                    <span className="site-icon">
                      <Icon name={service.icon} />
                    </span>
                    {service.comingSoon && <span className="site-badge">On the roadmap</span>}
                  </div>
                  <h2 className="site-card-title">{service.title}</h2>
                  <p>{service.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <Timetable />

        <div className="site-section">
          <div className="container">
            <div className="site-band-inline">
              <p>Ready to become a member?</p>
              <Link href="/signup" className="btn btn-primary">
                Get Started
              </Link>
            </div>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
