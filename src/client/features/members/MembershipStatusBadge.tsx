import { MEMBERSHIP_STATUS_LABELS, type MembershipStatus } from '../../../shared/memberships.schemas.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';

const STATUS_TONES: Record<MembershipStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  cancelled: 'neutral',
};

/** "Active", "Paused" or "Cancelled", coloured alike wherever a membership's status shows. */
export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{MEMBERSHIP_STATUS_LABELS[status]}</Badge>;
}
