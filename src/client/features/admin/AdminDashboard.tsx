// /admin: a sidebar of sections; the section in view is part of the URL (/admin/billing).
import { Redirect, Route, Switch } from 'wouter';
import { BillingSection } from '../billing/BillingSection.js';
import { CheckInDesk } from '../checkins/CheckInDesk.js';
import { ClassesSection } from '../classes/admin/ClassesSection.js';
import { EquipmentSection } from '../equipment/EquipmentSection.js';
import { InboxSection } from '../inbox/InboxSection.js';
import { MembersSection } from '../members/MembersSection.js';
import { MemberPage } from '../members/page/MemberPage.js';
import { NotificationsSection } from '../notifications/NotificationsSection.js';
import { PlansSection } from '../plans/PlansSection.js';
import { RecordsSection } from '../records/RecordsSection.js';
import { ReportsSection } from '../reports/ReportsSection.js';
import { RequestsSection } from '../requests/RequestsSection.js';
import { SettingsSection } from '../settings/SettingsSection.js';
import { AdminSectionsNav } from './AdminSectionsNav.js';
import { KeyNumbers } from './KeyNumbers.js';
import { SetupChecklist } from './SetupChecklist.js';

export default function AdminDashboard() {
  return (
    <main className="container page dashboard">
      <h1>Admin Dashboard</h1>
      {/* On /admin itself, where an owner lands after signing in; the sections stay uncluttered. */}
      <Route path="/" component={SetupChecklist} />
      <KeyNumbers />
      <div className="admin-layout">
        <AdminSectionsNav />
        <div className="admin-section">
          <Switch>
            <Route path="/" component={RequestsSection} />
            <Route path="/requests" component={RequestsSection} />
            <Route path="/members/:id" component={MemberPage} />
            <Route path="/members" component={MembersSection} />
            <Route path="/billing" component={BillingSection} />
            <Route path="/notifications" component={NotificationsSection} />
            <Route path="/reports" component={ReportsSection} />
            <Route path="/equipment" component={EquipmentSection} />
            <Route path="/records" component={RecordsSection} />
            <Route path="/plans" component={PlansSection} />
            <Route path="/check-in" component={CheckInDesk} />
            <Route path="/classes" component={ClassesSection} />
            <Route path="/inbox" component={InboxSection} />
            <Route path="/settings" component={SettingsSection} />
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </div>
      </div>
    </main>
  );
}
