// /admin: a sidebar of sections; the section in view is part of the URL (/admin/billing). Each staff
// role sees only the sections the permission table lets it use (sections.ts); a section it may not
// use is not routed at all, and /admin itself opens its first one.
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { may } from '../../../shared/permissions.js';
import { MembersAndClosures } from '../account/AccountClosuresCard.js';
import { PtCalendarSection } from '../appointments/PtCalendarSection.js';
import { BillingSection } from '../billing/BillingSection.js';
import { CheckInDesk } from '../checkins/CheckInDesk.js';
import { ClassesSection } from '../classes/admin/ClassesSection.js';
import { EquipmentSection } from '../equipment/EquipmentSection.js';
import { InboxSection } from '../inbox/InboxSection.js';
import { MemberPage } from '../members/page/MemberPage.js';
import { NotificationsSection } from '../notifications/NotificationsSection.js';
import { RequestsWithPauses } from '../pauses/RequestsWithPauses.js';
import { PlansSection } from '../plans/PlansSection.js';
import { RecordsSection } from '../records/RecordsSection.js';
import { ReportsSection } from '../reports/ReportsSection.js';
import { useSession } from '../session/useSession.js';
import { SettingsSection } from '../settings/SettingsSection.js';
import { StaffSection } from '../staff/StaffSection.js';
import { TrainersSection } from '../trainers/TrainersSection.js';
import { ExercisesSection } from '../training/ExercisesSection.js';
import { ProgramsSection } from '../training/ProgramsSection.js';
import { ClientPage } from '../workouts/ClientPage.js';
import { ClientsSection } from '../workouts/ClientsSection.js';
import { AdminSectionsNav } from './AdminSectionsNav.js';
import { KeyNumbers } from './KeyNumbers.js';
import { SetupChecklist } from './SetupChecklist.js';
import { type AdminSectionPath, landingSectionFor, sectionsFor } from './sections.js';

const SECTION_PAGES: Record<AdminSectionPath, ComponentType> = {
  requests: RequestsWithPauses,
  members: MembersAndClosures,
  billing: BillingSection,
  notifications: NotificationsSection,
  reports: ReportsSection,
  equipment: EquipmentSection,
  records: RecordsSection,
  plans: PlansSection,
  'check-in': CheckInDesk,
  classes: ClassesSection,
  inbox: InboxSection,
  settings: SettingsSection,
  staff: StaffSection,
  'pt-calendar': PtCalendarSection,
  clients: ClientsSection,
  trainers: TrainersSection,
  programs: ProgramsSection,
  exercises: ExercisesSection,
};

export default function AdminDashboard() {
  const role = useSession().user?.role;
  const sections = sectionsFor(role);
  const first = landingSectionFor(role);
  return (
    <main className="container page dashboard">
      <h1>Admin Dashboard</h1>
      {/* On /admin itself, where an owner lands after signing in; the sections stay uncluttered. */}
      {may(role, 'dashboard.setup') && <Route path="/" component={SetupChecklist} />}
      {may(role, 'dashboard.keyNumbers') && <KeyNumbers />}
      <div className="admin-layout">
        <AdminSectionsNav sections={sections} landing={first?.path} />
        <div className="admin-section">
          <Switch>
            {first && <Route path="/" component={SECTION_PAGES[first.path]} />}
            {may(role, 'memberPage.get') && <Route path="/members/:id" component={MemberPage} />}
            {may(role, 'workouts.ofClient') && <Route path="/clients/:memberId" component={ClientPage} />}
            {may(role, 'programs.assign') && <Route path="/programs/assign" component={ProgramsSection} />}
            {sections.map((section) => (
              <Route key={section.path} path={`/${section.path}`} component={SECTION_PAGES[section.path]} />
            ))}
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </div>
      </div>
    </main>
  );
}
