import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { MARKETING_PATHS } from '../shared/routes.js';
import { GymSettingsGate } from './components/GymSettingsGate.js';
import { PageLoading } from './components/Loading.js';
import { NavBar } from './components/NavBar.js';
import { PendingApprovalPage } from './features/auth/PendingApprovalPage.js';
import { SignInPage } from './features/auth/SignInPage.js';
import { SignUpPage } from './features/auth/SignUpPage.js';
import { RequireRole } from './features/session/RequireRole.js';
import { SessionUnavailable } from './features/session/SessionUnavailable.js';
import { useSession } from './features/session/useSession.js';
import { AboutPage } from './features/site/AboutPage.js';
import { ContactPage } from './features/site/ContactPage.js';
import { LandingPage } from './features/site/LandingPage.js';
import { NotFoundPage } from './features/site/NotFoundPage.js';
import { ServicesPage } from './features/site/ServicesPage.js';
import { useDocumentTitle } from './lib/documentTitle.js';

// Dashboards load on demand so visitors download only the public site.
const loadAdminDashboard = () => import('./features/admin/AdminDashboard.js');
const loadMemberDashboard = () => import('./features/member/MemberDashboard.js');
// Opening a dashboard's address, its code downloads beside the session check instead of after it.
if (typeof window !== 'undefined') {
  const opened = window.location.pathname;
  if (opened === '/member') void loadMemberDashboard();
  else if (opened.startsWith('/admin')) void loadAdminDashboard();
}
const AdminDashboard = lazy(loadAdminDashboard);
const MemberDashboard = lazy(loadMemberDashboard);
const UserDashboard = lazy(() => import('./features/user/UserDashboard.js'));
// Pages few visits open (a forgotten password, a mailed link): not in the first route's JavaScript.
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/ForgotPasswordPage.js').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/ResetPasswordPage.js').then((m) => ({ default: m.ResetPasswordPage })),
);
const AcceptInvitationPage = lazy(() =>
  import('./features/staff/AcceptInvitationPage.js').then((m) => ({ default: m.AcceptInvitationPage })),
);
const ReceiptPage = lazy(() => import('./features/receipts/ReceiptPage.js'));
const RefundReceiptPage = lazy(() => import('./features/receipts/RefundReceiptPage.js'));
const MemberClassesPage = lazy(() => import('./features/classes/member/MemberClassesPage.js'));
const MemberTrainingPage = lazy(() => import('./features/appointments/MemberTrainingPage.js'));
const AllNotificationsPage = lazy(() => import('./features/member/AllNotificationsPage.js'));
const PaymentReturnPage = lazy(() => import('./features/online-payments/PaymentReturnPage.js'));
const SelfCheckInPage = lazy(() => import('./features/checkins/self/SelfCheckInPage.js'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage.js'));
const ConfirmEmailPage = lazy(() => import('./features/profile/ConfirmEmailPage.js'));
const WaiverAcceptPage = lazy(() => import('./features/waiver/WaiverAcceptPage.js'));
const TodaysWorkoutPage = lazy(() => import('./features/workouts/TodaysWorkoutPage.js'));
const ProgressPage = lazy(() => import('./features/workouts/ProgressPage.js'));
const WorkoutHistoryPage = lazy(() => import('./features/workouts/HistoryPage.js'));

export function App() {
  const { isLoading, isError, error, refetch } = useSession();
  const [location] = useLocation();
  useDocumentTitle();
  // Nothing renders until the session is known, so no one sees a page they will be sent away from.
  if (isLoading) return <PageLoading />;
  if (isError) return <SessionUnavailable error={error} retry={() => void refetch()} />;
  // The desk's shared tablet screens stand alone: no menu for a passer-by to open the desk's dashboard.
  const showNavBar = !(MARKETING_PATHS as readonly string[]).includes(location) && !location.startsWith('/desk/');
  return (
    <GymSettingsGate>
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      {showNavBar && <NavBar />}
      <div id="content">
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route path="/about" component={AboutPage} />
            <Route path="/services" component={ServicesPage} />
            <Route path="/contact" component={ContactPage} />
            <Route path="/signin" component={SignInPage} />
            <Route path="/login">
              <Redirect to="/signin" replace />
            </Route>
            <Route path="/signup" component={SignUpPage} />
            <Route path="/forgot-password" component={ForgotPasswordPage} />
            <Route path="/reset-password" component={ResetPasswordPage} />
            <Route path="/accept-invitation" component={AcceptInvitationPage} />
            <Route path="/pending-approval" component={PendingApprovalPage} />
            {/* Before the dashboards: a receipt is a page of its own, printed without the admin sidebar. */}
            <Route path="/admin/receipts/:paymentId">
              {(params) => (
                <RequireRole>
                  <ReceiptPage
                    paymentId={params.paymentId}
                    back={{ href: '/admin/billing', label: 'Back to Billing' }}
                  />
                </RequireRole>
              )}
            </Route>
            <Route path="/member/receipts/:paymentId">
              {(params) => (
                <RequireRole>
                  <ReceiptPage
                    paymentId={params.paymentId}
                    back={{ href: '/member', label: 'Back to Member Dashboard' }}
                  />
                </RequireRole>
              )}
            </Route>
            <Route path="/admin/refund-receipts/:refundId">
              {(params) => (
                <RequireRole>
                  <RefundReceiptPage
                    refundId={params.refundId}
                    back={{ href: '/admin/billing', label: 'Back to Billing' }}
                  />
                </RequireRole>
              )}
            </Route>
            <Route path="/member/refund-receipts/:refundId">
              {(params) => (
                <RequireRole>
                  <RefundReceiptPage
                    refundId={params.refundId}
                    back={{ href: '/member', label: 'Back to Member Dashboard' }}
                  />
                </RequireRole>
              )}
            </Route>
            <Route path="/member/classes">
              <RequireRole>
                <MemberClassesPage />
              </RequireRole>
            </Route>
            <Route path="/member/training">
              <RequireRole>
                <MemberTrainingPage />
              </RequireRole>
            </Route>
            <Route path="/member/payment-return">
              <RequireRole>
                <PaymentReturnPage />
              </RequireRole>
            </Route>
            <Route path="/member/profile">
              <RequireRole>
                <ProfilePage />
              </RequireRole>
            </Route>
            <Route path="/member/waiver">
              <RequireRole>
                <WaiverAcceptPage />
              </RequireRole>
            </Route>
            <Route path="/member/workout">
              <RequireRole>
                <TodaysWorkoutPage />
              </RequireRole>
            </Route>
            <Route path="/member/progress">
              <RequireRole>
                <ProgressPage />
              </RequireRole>
            </Route>
            <Route path="/member/workouts">
              <RequireRole>
                <WorkoutHistoryPage />
              </RequireRole>
            </Route>
            <Route path="/confirm-email" component={ConfirmEmailPage} />
            <Route path="/member/notifications">
              <RequireRole>
                <AllNotificationsPage />
              </RequireRole>
            </Route>
            <Route path="/desk/self-check-in">
              <RequireRole>
                <SelfCheckInPage />
              </RequireRole>
            </Route>
            <Route path="/admin" nest>
              <RequireRole>
                <AdminDashboard />
              </RequireRole>
            </Route>
            <Route path="/member">
              <RequireRole>
                <MemberDashboard />
              </RequireRole>
            </Route>
            <Route path="/user">
              <RequireRole>
                <UserDashboard />
              </RequireRole>
            </Route>
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </div>
    </GymSettingsGate>
  );
}
