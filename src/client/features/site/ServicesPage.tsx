import { Link } from 'wouter';
import { PersonalTraining } from '../trainers/PersonalTraining.js';
import { Icon, type IconName } from './Icons.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';
import { Timetable } from './Timetable.js';
import { WebsitePlans } from './WebsitePlans.js';

// The spec's six cards, written for members and saying only what is true here; then the gym's real
// offer: its plans marked for the website, and the weekly timetable.
const SERVICES: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'idCard',
    title: 'Membership Management',
    text: 'Join online in a minute. Our staff welcome each new registration, and your plan and membership details are kept up to date.',
  },
  {
    icon: 'calendar',
    title: 'Class Scheduling',
    text: 'A weekly timetable of classes with their trainers. Book a place or join the waitlist, and when someone cancels, the next person waiting gets the place automatically.',
  },
  {
    icon: 'clipboard',
    title: 'Equipment Tracking',
    text: 'We keep a record of our equipment and its servicing, so the kit you need is there and in working order.',
  },
  {
    icon: 'dollar',
    title: 'Financial Management',
    text: 'Bills for your plan go out on their own each period. Payments are recorded at the front desk, each with a printable receipt, and your balance is always up to date.',
  },
  {
    icon: 'portal',
    title: 'Member Portal',
    text: 'Sign in to see your balance, bills and receipts, book classes, show your check-in code and read the latest notifications.',
  },
  {
    icon: 'chart',
    title: 'Reporting and Analytics',
    text: 'Our staff see membership, attendance and financial reports at a glance: who joined, what was billed and collected, and when members come in.',
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
            <p className="site-page-lead">What membership includes, our plans and the weekly class timetable.</p>
          </div>
        </div>

        <div className="site-section">
          <div className="container">
            <ul className="site-grid site-grid-3">
              {SERVICES.map((service) => (
                <li key={service.title} className="card site-card">
                  <span className="site-icon">
                    <Icon name={service.icon} />
                  </span>
                  <h2 className="site-card-title">{service.title}</h2>
                  <p>{service.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <WebsitePlans />

        <PersonalTraining />

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
