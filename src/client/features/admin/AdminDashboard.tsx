// /admin: a sidebar of sections; the section in view is part of the URL (/admin/billing).
import { useEffect, useRef } from 'react';
import { Link, Redirect, Route, Switch, useRoute } from 'wouter';
import { BillingSection } from '../billing/BillingSection.js';
import { CheckInDesk } from '../checkins/CheckInDesk.js';
import { ClassesSection } from '../classes/admin/ClassesSection.js';
import { EquipmentSection } from '../equipment/EquipmentSection.js';
import { MembersSection } from '../members/MembersSection.js';
import { NotificationsSection } from '../notifications/NotificationsSection.js';
import { PlansSection } from '../plans/PlansSection.js';
import { RecordsSection } from '../records/RecordsSection.js';
import { ReportsSection } from '../reports/ReportsSection.js';
import { RequestsSection } from '../requests/RequestsSection.js';
import { ADMIN_SECTIONS } from './sections.js';

export default function AdminDashboard() {
  return (
    <main className="container page dashboard">
      <h1>Admin Dashboard</h1>
      <div className="admin-layout">
        <nav className="admin-sidebar" aria-label="Admin sections">
          <ul>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <SidebarLink path={section.path} label={section.label} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-section">
          <Switch>
            <Route path="/" component={RequestsSection} />
            <Route path="/requests" component={RequestsSection} />
            <Route path="/members" component={MembersSection} />
            <Route path="/billing" component={BillingSection} />
            <Route path="/notifications" component={NotificationsSection} />
            <Route path="/reports" component={ReportsSection} />
            <Route path="/equipment" component={EquipmentSection} />
            <Route path="/records" component={RecordsSection} />
            <Route path="/plans" component={PlansSection} />
            <Route path="/check-in" component={CheckInDesk} />
            <Route path="/classes" component={ClassesSection} />
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </div>
      </div>
    </main>
  );
}

function SidebarLink({ path, label }: { path: string; label: string }) {
  const [isActive] = useRoute(`/${path}`);
  // Member Requests is also what /admin itself shows.
  const [isRoot] = useRoute('/');
  const current = isActive || (isRoot && path === 'requests');
  const ref = useRef<HTMLAnchorElement>(null);
  // On a phone the sidebar is a row that scrolls sideways; keep the open section in view.
  useEffect(() => {
    if (current) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <Link
      ref={ref}
      href={`/${path}`}
      aria-current={current ? 'page' : undefined}
      className={current ? 'active' : undefined}
    >
      {label}
    </Link>
  );
}
