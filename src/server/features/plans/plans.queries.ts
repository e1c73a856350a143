import type { PassUse, PlanKind, PlanPeriod } from '../../../shared/plans.schemas.js';
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export interface Plan {
  id: string;
  name: string;
  priceCents: number;
  period: PlanPeriod;
  isDefault: boolean;
  archived: boolean;
}

/**
 * A plan as the admin Plans section handles it, with its place on the public site. Kept apart from
 * Plan: billing, memberships and approvals (and the migration tests that run them on older schemas)
 * read only the columns they need.
 */
export interface AdminPlan extends Plan {
  /** The public Services page lists it with its price. */
  showOnWebsite: boolean;
  /** A recurring plan (period 'none' included) or a pass, sold once (its period is always 'none'). */
  kind: PlanKind;
  /** A pass's visits (null: unlimited) and validity in days (null: no end date). */
  passVisits: number | null;
  passDays: number | null;
  /** A pass's visits: gym visits, or personal-training sessions (a PT pack). */
  passUse: PassUse;
}

/** A pass's terms as selling one needs them. */
export interface PassTerms {
  passVisits: number | null;
  passDays: number | null;
  /** Left out: gym visits. */
  passUse?: PassUse;
}

/** Folded in the application (src/shared/search-key.ts), so both databases compare names the same way. */
export function planNameKey(name: string): string {
  return searchKey(name);
}

const PLAN_COLUMNS = [
  'plans.id',
  'plans.name',
  'plans.priceCents',
  'plans.period',
  'plans.isDefault',
  'plans.archivedAt',
] as const;

const ADMIN_PLAN_COLUMNS = [
  ...PLAN_COLUMNS,
  'plans.showOnWebsite',
  'plans.kind',
  'plans.passVisits',
  'plans.passDays',
  'plans.passUse',
] as const;

type PlanRow = {
  id: string;
  name: string;
  priceCents: number;
  period: PlanPeriod;
  isDefault: number;
  archivedAt: string | null;
};

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    period: row.period,
    isDefault: row.isDefault === 1,
    archived: row.archivedAt !== null,
  };
}

function toAdminPlan(
  row: PlanRow & {
    showOnWebsite: number;
    kind: PlanKind;
    passVisits: number | null;
    passDays: number | null;
    passUse: PassUse;
  },
): AdminPlan {
  return {
    ...toPlan(row),
    showOnWebsite: row.showOnWebsite === 1,
    kind: row.kind,
    passVisits: row.passVisits,
    passDays: row.passDays,
    passUse: row.passUse,
  };
}

/**
 * Every plan (a gym has a handful), default first, then by name, with how many members are on each
 * (active or paused: cancelled members are no longer on a plan for billing), un-executed.
 */
export function plansWithMemberCountsQuery(db: DbOrTx) {
  return db
    .selectFrom('plans')
    .select([
      ...ADMIN_PLAN_COLUMNS,
      (eb) =>
        eb
          .selectFrom('memberships')
          .select((m) => m.fn.countAll<number>().as('n'))
          .whereRef('memberships.planId', '=', 'plans.id')
          .where('memberships.status', '!=', 'cancelled')
          .as('memberCount'),
    ])
    .orderBy('plans.isDefault', 'desc')
    .orderBy('plans.nameKey');
}

export async function listPlans(db: DbOrTx): Promise<(AdminPlan & { memberCount: number })[]> {
  const rows = await plansWithMemberCountsQuery(db).execute();
  return rows.map((row) => ({ ...toAdminPlan(row), memberCount: Number(row.memberCount ?? 0) }));
}

/**
 * The price list on the public Services page: plans marked "Show on website" that are not archived,
 * cheapest first, then by name. The whole (small) plans table is read: a gym has a handful of plans.
 */
export function websitePlansQuery(db: DbOrTx) {
  return db
    .selectFrom('plans')
    .select([
      'plans.id',
      'plans.name',
      'plans.priceCents',
      'plans.period',
      'plans.kind',
      'plans.passVisits',
      'plans.passDays',
      'plans.passUse',
    ])
    .where('plans.showOnWebsite', '=', 1)
    .where('plans.archivedAt', 'is', null)
    .orderBy('plans.priceCents')
    .orderBy('plans.nameKey');
}

export function listWebsitePlans(db: DbOrTx) {
  return websitePlansQuery(db).execute();
}

export async function findPlan(db: DbOrTx, planId: string): Promise<Plan | undefined> {
  const row = await db.selectFrom('plans').select(PLAN_COLUMNS).where('plans.id', '=', planId).executeTakeFirst();
  return row && toPlan(row);
}

/** One plan as the admin Plans section edits it, with its "Show on website" mark. */
export async function findAdminPlan(db: DbOrTx, planId: string): Promise<AdminPlan | undefined> {
  const row = await db.selectFrom('plans').select(ADMIN_PLAN_COLUMNS).where('plans.id', '=', planId).executeTakeFirst();
  return row && toAdminPlan(row);
}

export async function findDefaultPlan(db: DbOrTx): Promise<Plan> {
  const row = await db.selectFrom('plans').select(PLAN_COLUMNS).where('plans.isDefault', '=', 1).executeTakeFirst();
  // Migration 0006 creates "Standard" as the default, and setDefaultPlan only ever moves the mark.
  if (!row) throw new Error('No default plan: the plans table has lost its default');
  return toPlan(row);
}

export async function findPlanByName(db: DbOrTx, name: string) {
  return db.selectFrom('plans').select('id').where('nameKey', '=', planNameKey(name)).executeTakeFirst();
}

export async function insertPlan(
  db: DbOrTx,
  plan: {
    name: string;
    priceCents: number;
    period: PlanPeriod;
    showOnWebsite?: boolean;
    /** Left out: a recurring plan (and, as for showOnWebsite, schemas before passes can still add plans). */
    pass?: PassTerms;
    now: Date;
  },
): Promise<AdminPlan> {
  // Off unless asked (the column's default): a plan is listed on the public site only when an admin
  // marks it. Left out of the insert when not asked, so tests of older schemas can still add plans.
  const showOnWebsite = plan.showOnWebsite ?? false;
  const id = newId();
  await db
    .insertInto('plans')
    .values({
      id,
      name: plan.name,
      nameKey: planNameKey(plan.name),
      priceCents: plan.priceCents,
      period: plan.period,
      isDefault: 0,
      archivedAt: null,
      ...(plan.showOnWebsite === undefined ? {} : { showOnWebsite: showOnWebsite ? 1 : 0 }),
      ...(plan.pass ? { kind: 'pass' as const, passVisits: plan.pass.passVisits, passDays: plan.pass.passDays } : {}),
      ...(plan.pass?.passUse === 'training' ? { passUse: 'training' as const } : {}),
      createdAt: plan.now.toISOString(),
    })
    .execute();
  return {
    id,
    name: plan.name,
    priceCents: plan.priceCents,
    period: plan.period,
    isDefault: false,
    archived: false,
    showOnWebsite,
    kind: plan.pass ? 'pass' : 'recurring',
    passVisits: plan.pass?.passVisits ?? null,
    passDays: plan.pass?.passDays ?? null,
    passUse: plan.pass?.passUse ?? 'visits',
  };
}

export async function updatePlanRow(
  db: DbOrTx,
  planId: string,
  plan: { name: string; priceCents: number; period: PlanPeriod; showOnWebsite: boolean } & PassTerms,
): Promise<void> {
  await db
    .updateTable('plans')
    .set({
      name: plan.name,
      nameKey: planNameKey(plan.name),
      priceCents: plan.priceCents,
      period: plan.period,
      showOnWebsite: plan.showOnWebsite ? 1 : 0,
      passVisits: plan.passVisits,
      passDays: plan.passDays,
    })
    .where('id', '=', planId)
    .execute();
}

/** Moves the default mark to an active plan; false when the plan is missing or archived. */
export async function moveDefaultTo(db: DbOrTx, planId: string): Promise<boolean> {
  const target = await db
    .selectFrom('plans')
    .select('id')
    .where('id', '=', planId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  if (!target) return false;
  // Clear first: the partial unique index allows one default at a time (the caller holds the lock
  // that keeps another move from slipping in between).
  await db.updateTable('plans').set({ isDefault: 0 }).where('isDefault', '=', 1).execute();
  await db.updateTable('plans').set({ isDefault: 1 }).where('id', '=', planId).execute();
  return true;
}

export async function setArchived(db: DbOrTx, planId: string, archivedAt: string | null): Promise<void> {
  await db.updateTable('plans').set({ archivedAt }).where('id', '=', planId).execute();
}

/** A pass that can be sold now (exists, not archived), with its terms; undefined for anything else. */
export async function findSellablePass(db: DbOrTx, planId: string) {
  return db
    .selectFrom('plans')
    .select(['id', 'name', 'priceCents', 'period', 'passVisits', 'passDays', 'passUse'])
    .where('id', '=', planId)
    .where('kind', '=', 'pass')
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
}

/** A plan and whether it is a pass, in one statement (the member home needs both on every open). */
export async function findPlanAndKind(db: DbOrTx, planId: string): Promise<(Plan & { isPass: boolean }) | undefined> {
  const row = await db
    .selectFrom('plans')
    .select([...PLAN_COLUMNS, 'plans.kind'])
    .where('plans.id', '=', planId)
    .executeTakeFirst();
  return row && { ...toPlan(row), isPass: row.kind === 'pass' };
}

export async function isPassPlan(db: DbOrTx, planId: string): Promise<boolean> {
  const row = await db.selectFrom('plans').select('kind').where('id', '=', planId).executeTakeFirst();
  return row?.kind === 'pass';
}
