// Admin › Billing: the spec's Create Bill form, "Run billing now", and every bill with its actions.
import './billing.css';
import { BillsCard } from './BillsCard.js';
import { CreateBillForm } from './CreateBillForm.js';
import { RunBillingCard } from './RunBillingCard.js';

export function BillingSection() {
  return (
    <div className="billing-section">
      <CreateBillForm />
      <RunBillingCard />
      <BillsCard />
    </div>
  );
}
