// /member: the member's bill receipts, latest notifications and password change.
import { BillReceipts } from './BillReceipts.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { NotificationsCard } from './NotificationsCard.js';

export default function MemberDashboard() {
  return (
    <main className="container page dashboard">
      <h1>Member Dashboard</h1>
      <div className="dashboard-grid">
        <BillReceipts />
        <NotificationsCard />
        <ChangePasswordForm />
      </div>
    </main>
  );
}
