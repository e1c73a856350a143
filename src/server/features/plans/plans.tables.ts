import type { Generated } from 'kysely';
import type { PassUse, PlanKind, PlanPeriod } from '../../../shared/plans.schemas.js';

export interface PlansTable {
  id: string;
  name: string;
  /** The name lower-cased (in the application): names are unique whatever their case. */
  nameKey: string;
  /** Integer cents; 0 is a free plan. */
  priceCents: number;
  period: PlanPeriod;
  /** 1 for the one plan new members start on, else 0. */
  isDefault: number;
  /** Archived plans keep their members but cannot be chosen any more. */
  archivedAt: string | null;
  /** 1 when the public Services page lists it with its price. */
  showOnWebsite: Generated<number>;
  /** A recurring plan bills every period; a pass is sold once (visits and/or days). */
  kind: Generated<PlanKind>;
  /** A pass's visits; null: unlimited (until it expires). */
  passVisits: Generated<number | null>;
  /** A pass's validity in days from its start; null: no end date. */
  passDays: Generated<number | null>;
  /** A pass's visits are gym visits (check-in) or personal-training sessions (a PT pack). */
  passUse: Generated<PassUse>;
  createdAt: string;
}

/** A pass sold to a member: its visits used, its dates. */
export interface MemberPassesTable {
  id: string;
  memberId: string;
  planId: string;
  name: string;
  visitsTotal: number | null;
  visitsUsed: Generated<number>;
  startsOn: string;
  /** The last day it may be used (gym's time zone); null: no end date. */
  expiresOn: string | null;
  billId: string | null;
  soldAt: string;
  soldBy: string | null;
  /** Set, in one statement, by whoever sends the "pass nearly used up" notice: it goes once. */
  lowVisitsNoticeAt: Generated<string | null>;
  /** Copied from the plan when sold: a PT pack's visits are used by appointments, never at check-in. */
  passUse: Generated<PassUse>;
}

export interface PlansTables {
  plans: PlansTable;
  memberPasses: MemberPassesTable;
}
