// Plans: created, edited, made the default and archived by administrators, each with its event in
// the same transaction. A plan's new billing period reschedules its members (memberships feature).

import type { CreatePlanInput, UpdatePlanInput } from '../../../shared/plans.schemas.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db, DbOrTx } from '../../db/schema.js';
import { inTransaction, lockNamed } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import { reschedulePlanMembers } from '../memberships/memberships.service.js';
import {
  type AdminPlan,
  findAdminPlan,
  findDefaultPlan,
  findPlan,
  findPlanAndKind,
  findPlanByName,
  findSellablePass,
  insertPlan,
  isPassPlan,
  listPlans,
  listWebsitePlans,
  moveDefaultTo,
  type Plan,
  setArchived,
  updatePlanRow,
} from './plans.queries.js';

export type { AdminPlan, Plan };
export { findDefaultPlan, findPlan, findPlanAndKind, findSellablePass, isPassPlan, listPlans, listWebsitePlans };

interface Actor {
  adminId: string;
  ip: string;
  now: Date;
  today: string;
}

/** A plan's fields as the router read them: the price already in the gym's minor units. */
export type NewPlan = Omit<CreatePlanInput, 'price'> & { priceCents: number };
export type PlanChange = Omit<UpdatePlanInput, 'price'> & { priceCents: number };

export type PlanOutcome =
  | { ok: true; plan: AdminPlan }
  | {
      ok: false;
      reason: 'name_taken' | 'not_found' | 'is_default' | 'kind_changed' | 'use_changed' | 'pass_default';
    };

/**
 * A pass is billed once when sold, never per period: its period is 'none', so a member holding it has
 * no next bill date and recurring billing passes them by (see README "Decisions").
 */
function termsOf(
  input: Pick<NewPlan, 'kind' | 'period' | 'passVisits' | 'passDays'> & { passUse?: NewPlan['passUse'] | undefined },
) {
  if (input.kind === 'pass') {
    return {
      period: 'none' as const,
      pass: {
        passVisits: input.passVisits ?? null,
        passDays: input.passDays ?? null,
        passUse: input.passUse ?? 'visits',
      },
    };
  }
  // The schema requires a period for a recurring plan.
  return { period: input.period ?? 'none', pass: undefined };
}

export async function createPlan(db: Db, actor: Actor, input: NewPlan): Promise<PlanOutcome> {
  try {
    return await inTransaction(db, async (tx) => {
      if (await findPlanByName(tx, input.name)) return { ok: false, reason: 'name_taken' } as const;
      const plan = await insertPlan(tx, {
        name: input.name,
        priceCents: input.priceCents,
        ...termsOf(input),
        showOnWebsite: input.showOnWebsite,
        now: actor.now,
      });
      await recordEvent(tx, {
        type: 'admin.plan_created',
        actorId: actor.adminId,
        subject: plan.id,
        ip: actor.ip,
        detail: {
          name: plan.name,
          priceCents: plan.priceCents,
          period: plan.period,
          showOnWebsite: plan.showOnWebsite,
          ...(plan.kind === 'pass'
            ? { kind: plan.kind, passVisits: plan.passVisits, passDays: plan.passDays, passUse: plan.passUse }
            : {}),
        },
      });
      return { ok: true, plan } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'name_taken' };
    throw error;
  }
}

/**
 * New name, price, period or place on the website. A price applies to bills issued from now on; a
 * period reschedules members.
 */
export async function updatePlan(db: Db, actor: Actor, input: PlanChange): Promise<PlanOutcome> {
  try {
    return await inTransaction(db, async (tx) => {
      const before = await findAdminPlan(tx, input.planId);
      if (!before) return { ok: false, reason: 'not_found' } as const;
      // Members hold a pass as passes sold (member_passes) and a recurring plan as a schedule: one
      // cannot turn into the other under them.
      if (before.kind !== input.kind) return { ok: false, reason: 'kind_changed' } as const;
      // Passes sold keep what they count; gym visits and PT sessions never swap under a member.
      if (before.kind === 'pass' && input.passUse !== undefined && input.passUse !== before.passUse) {
        return { ok: false, reason: 'use_changed' } as const;
      }
      const sameName = await findPlanByName(tx, input.name);
      if (sameName && sameName.id !== input.planId) return { ok: false, reason: 'name_taken' } as const;
      const terms = termsOf(input);
      // New visits or days apply to passes sold from now on: each pass sold keeps its own.
      const after = {
        name: input.name,
        priceCents: input.priceCents,
        period: terms.period,
        showOnWebsite: input.showOnWebsite ?? before.showOnWebsite,
        passVisits: terms.pass?.passVisits ?? null,
        passDays: terms.pass?.passDays ?? null,
      };
      await updatePlanRow(tx, input.planId, after);
      if (before.period !== after.period) {
        await reschedulePlanMembers(tx, { planId: input.planId, from: before.period, to: after.period }, actor);
      }
      await recordEvent(tx, {
        type: 'admin.plan_updated',
        actorId: actor.adminId,
        subject: input.planId,
        ip: actor.ip,
        detail: {
          from: {
            name: before.name,
            priceCents: before.priceCents,
            period: before.period,
            showOnWebsite: before.showOnWebsite,
          },
          to: {
            name: after.name,
            priceCents: after.priceCents,
            period: after.period,
            showOnWebsite: after.showOnWebsite,
            ...(before.kind === 'pass' ? { passVisits: after.passVisits, passDays: after.passDays } : {}),
          },
        },
      });
      return { ok: true, plan: { ...before, ...after } } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'name_taken' };
    throw error;
  }
}

/**
 * Two admins moving the default at once take turns: without the lock, on PostgreSQL the later one's
 * "clear the default" could miss the plan the earlier one had just made default (its "set" then broke
 * plans_one_default_idx), or the two deadlocked on each other's rows.
 */
export async function makeDefaultPlan(db: Db, actor: Actor, planId: string): Promise<PlanOutcome> {
  return inTransaction(db, async (tx) => {
    await lockNamed(tx, 'plans.default');
    // Approval puts new members on the default plan as a schedule; a pass is only ever sold.
    if ((await findAdminPlan(tx, planId))?.kind === 'pass') return { ok: false, reason: 'pass_default' } as const;
    const previous = await findDefaultPlan(tx);
    if (!(await moveDefaultTo(tx, planId))) return { ok: false, reason: 'not_found' } as const;
    await recordEvent(tx, {
      type: 'admin.plan_made_default',
      actorId: actor.adminId,
      subject: planId,
      ip: actor.ip,
      detail: { previous: previous.id },
    });
    return { ok: true, plan: (await findAdminPlan(tx, planId)) as AdminPlan } as const;
  });
}

/** Archived plans keep their members and bills; nobody can be moved onto them. The default cannot go. */
export async function archivePlan(db: Db, actor: Actor, planId: string, archived: boolean): Promise<PlanOutcome> {
  return inTransaction(db, async (tx) => {
    const plan = await findAdminPlan(tx, planId);
    if (!plan) return { ok: false, reason: 'not_found' } as const;
    if (archived && plan.isDefault) return { ok: false, reason: 'is_default' } as const;
    if (plan.archived !== archived) {
      await setArchived(tx, planId, archived ? actor.now.toISOString() : null);
      await recordEvent(tx, {
        type: archived ? 'admin.plan_archived' : 'admin.plan_restored',
        actorId: actor.adminId,
        subject: planId,
        ip: actor.ip,
        detail: { name: plan.name },
      });
    }
    return { ok: true, plan: { ...plan, archived } } as const;
  });
}

/** A plan members can be put on now: it exists and is not archived. */
export async function findChoosablePlan(db: DbOrTx, planId: string): Promise<Plan | undefined> {
  const plan = await findPlan(db, planId);
  return plan && !plan.archived ? plan : undefined;
}
