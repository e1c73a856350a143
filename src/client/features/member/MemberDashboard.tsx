// /member: the balance due, the member's bill receipts and payments, latest notifications and
// password change.
import './member.css';
import { BalanceDue } from './BalanceDue.js';
import { BillReceipts } from './BillReceipts.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { NotificationsCard } from './NotificationsCard.js';
import { PaymentsCard } from './PaymentsCard.js';

export default function MemberDashboard() {
  return (
    <main className="container page dashboard">
      <h1>Member Dashboard</h1>
      <BalanceDue />
      <div className="dashboard-grid">
        <BillReceipts />
        <PaymentsCard />
        <NotificationsCard />
        <ChangePasswordForm />
      </div>
    </main>
  );
}
