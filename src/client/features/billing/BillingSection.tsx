// Admin › Billing: the desk's most common errand first (Record Payment: find a member, take what they
// owe), then the spec's Create Bill form, "Run billing now", and every bill with its actions.
import './billing.css';
import { BillsCard } from './BillsCard.js';
import { CreateBillForm } from './CreateBillForm.js';
import { RecordPaymentCard } from './RecordPaymentCard.js';
import { RunBillingCard } from './RunBillingCard.js';

export function BillingSection() {
  return (
    <div className="billing-section">
      <RecordPaymentCard />
      <CreateBillForm />
      <RunBillingCard />
      <BillsCard />
    </div>
  );
}
