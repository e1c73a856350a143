// What the appointments tests start from: rows the trainers feature writes (weekly windows, days off,
// PT services, PT packs) inserted directly, so these tests need none of its screens.

import type { SettingsSeed } from '../../shared/settings.schemas.js';
import type { Db } from '../db/schema.js';
import { insertMemberPass } from '../features/passes/passes.queries.js';
import { insertPlan } from '../features/plans/plans.queries.js';
import { newId } from '../lib/ids.js';
import { next } from './catalog-inputs.js';
import { callerAs, createAccount, createRouterTestbed, type TestAccount } from './harness.js';
import { ManualClock } from './manual-clock.js';

/** A weekly window of the trainer (ISO weekday, 'HH:MM'–'HH:MM' on the gym's clock). */
export async function insertWindow(db: Db, trainerId: string, weekday: number, startTime: string, endTime: string) {
  await db
    .insertInto('trainerAvailability')
    .values({ id: newId(), trainerId, weekday, startTime, endTime, createdAt: new Date().toISOString() })
    .execute();
}

/** The same window on every day of the week. */
export async function insertEveryDay(db: Db, trainerId: string, startTime: string, endTime: string) {
  for (let weekday = 1; weekday <= 7; weekday++) await insertWindow(db, trainerId, weekday, startTime, endTime);
}

export async function insertDayOff(db: Db, trainerId: string, day: string) {
  await db
    .insertInto('trainerTimeOff')
    .values({ id: newId(), trainerId, day, note: '', createdAt: new Date().toISOString() })
    .execute();
}

export async function insertService(
  db: Db,
  service: { name?: string; durationMinutes?: number; priceCents?: number; noShowFeeCents?: number } = {},
): Promise<string> {
  const id = newId();
  const name = service.name ?? `PT ${next()}`;
  await db
    .insertInto('ptServices')
    .values({
      id,
      name,
      nameKey: name.toLowerCase(),
      durationMinutes: service.durationMinutes ?? 60,
      priceCents: service.priceCents ?? 6000,
      noShowFeeCents: service.noShowFeeCents ?? 0,
      archivedAt: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A PT pack of `sessions` sessions sold to the member today (a plan with pass_use 'training'). */
export async function givePack(db: Db, memberId: string, sessions: number, today: string): Promise<string> {
  const plan = await insertPlan(db, {
    name: `PT pack ${next()}`,
    priceCents: 30000,
    period: 'none',
    pass: { passVisits: sessions, passDays: null },
    now: new Date(),
  });
  await db.updateTable('plans').set({ passUse: 'training' }).where('id', '=', plan.id).execute();
  return insertMemberPass(db, {
    memberId,
    planId: plan.id,
    name: plan.name,
    visitsTotal: sessions,
    startsOn: today,
    expiresOn: null,
    billId: null,
    soldBy: memberId,
    now: new Date(),
    passUse: 'training',
  });
}

export async function sessionsUsed(db: Db, passId: string): Promise<number> {
  const row = await db
    .selectFrom('memberPasses')
    .select('visitsUsed')
    .where('id', '=', passId)
    .executeTakeFirstOrThrow();
  return row.visitsUsed;
}

/** Sunday 22 November 2026, 12:00 UTC; a trainer free 09:00–17:00 every day; a 60-minute $60 service. */
export async function createAppointmentsBed(options: { gym?: SettingsSeed; now?: string } = {}) {
  const clock = new ManualClock(options.now ?? '2026-11-22T12:00:00.000Z');
  const bed = await createRouterTestbed({ clock, gym: options.gym });
  const trainer = await createAccount(bed.db, 'trainer', { name: 'Kim Trainer' });
  await insertEveryDay(bed.db, trainer.id, '09:00', '17:00');
  const serviceId = await insertService(bed.db, { name: 'One-to-one', durationMinutes: 60, priceCents: 6000 });
  return {
    ...bed,
    clock,
    trainer,
    serviceId,
    asTrainer: await callerAs(bed.deps, trainer),
    async member(name?: string): Promise<TestAccount> {
      return createAccount(bed.db, 'member', name ? { name } : {});
    },
    callerAs: (account: TestAccount) => callerAs(bed.deps, account),
  };
}

export type AppointmentsBed = Awaited<ReturnType<typeof createAppointmentsBed>>;
