// /member: the member home (plan or pass, membership, next bill, balance due), the member's code for the front desk, bill receipts and payments, latest
// notifications and password change; when the gym takes payments online, "Pay now" and the card for
// automatic payments. Class booking is its own page (/member/classes).
import './member.css';
import { Link } from 'wouter';
import { Loading } from '../../components/Loading.js';
import { useFirstLoad } from '../../lib/useFirstLoad.js';
import { CardPanel } from '../online-payments/CardPanel.js';
import { PaymentCancelledNotice } from '../online-payments/PaymentCancelledNotice.js';
import { WaiverPendingRedirect } from '../waiver/WaiverPendingRedirect.js';
import '../online-payments/online-payments.css';
import { HomeCard } from '../member-home/HomeCard.js';
import { PtSessionsCard } from '../trainers/PtSessionsCard.js';
import { BILLS_LOADING, BillReceipts } from './BillReceipts.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { EquipmentStatusCard } from './EquipmentStatusCard.js';
import { MemberCodeCard } from './MemberCodeCard.js';
import { NotificationsCard } from './NotificationsCard.js';
import { PaymentsCard } from './PaymentsCard.js';

export default function MemberDashboard() {
  const firstLoad = useFirstLoad();
  return (
    <main className="container page dashboard">
      <WaiverPendingRedirect />
      <div className="dashboard-header">
        <h1>Member Dashboard</h1>
        <nav aria-label="Member pages" className="dashboard-links">
          <Link href="/member/profile" className="btn btn-secondary">
            My profile
          </Link>
          <Link href="/member/classes" className="btn btn-secondary">
            Classes
          </Link>
          <Link href="/member/training" className="btn btn-secondary">
            Personal training
          </Link>
          <Link href="/member/workout" className="btn btn-secondary">
            Today's workout
          </Link>
          <Link href="/member/progress" className="btn btn-secondary">
            Progress
          </Link>
          <Link href="/member/workouts" className="btn btn-secondary">
            Workout history
          </Link>
        </nav>
      </div>
      {/* The cards render (and ask for their data, in one batch) at once, but show together. While
          they are hidden, the one loading line says what the spec has the Bill Receipts card say. */}
      {firstLoad && <Loading label={BILLS_LOADING} />}
      <div className={firstLoad ? 'dashboard-body first-load' : 'dashboard-body'} aria-busy={firstLoad}>
        <PaymentCancelledNotice />
        <HomeCard />
        <div className="dashboard-grid">
          <MemberCodeCard />
          <PtSessionsCard />
          <BillReceipts />
          <PaymentsCard />
          <CardPanel />
          <NotificationsCard />
          <EquipmentStatusCard />
          <ChangePasswordForm />
        </div>
      </div>
    </main>
  );
}
