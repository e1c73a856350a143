import { BILL_STATUS_LABELS, type BillDisplayStatus } from '../../../shared/billing.schemas.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';

const TONES: Record<BillDisplayStatus, BadgeTone> = {
  open: 'info',
  overdue: 'danger',
  paid: 'success',
  void: 'neutral',
};

/** "Open", "Overdue", "Paid" or "Void": an open bill past its due date shows as Overdue. */
export function BillStatusBadge({ status }: { status: BillDisplayStatus }) {
  return <Badge tone={TONES[status]}>{BILL_STATUS_LABELS[status]}</Badge>;
}
