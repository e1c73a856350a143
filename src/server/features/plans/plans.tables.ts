import type { Generated } from 'kysely';
import type { PlanPeriod } from '../../../shared/plans.schemas.js';

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
  createdAt: string;
}

export interface PlansTables {
  plans: PlansTable;
}
