// The procedures of Trainer profiles, availability, services and PT packs in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { addDays, dateInZone } from '../../shared/calendar.js';
import { insertPlan } from '../features/plans/plans.queries.js';
import { insertTimeOff, insertWindow } from '../features/trainers/availability.queries.js';
import { insertService } from '../features/trainers/pt-services.queries.js';
import { type CaseContext, memberId, next } from './catalog-inputs.js';
import { createAccount } from './harness.js';
import type { ProcedureCase } from './procedure-catalog.js';
import { TINY_PNG_BASE64 } from './procedure-catalog.settings.js';

/** The trainer a call is about: the caller when a trainer (who may name only themselves), else a new trainer. */
async function trainerOf(c: CaseContext): Promise<string> {
  return c.caller?.role === 'trainer' ? c.caller.id : (await createAccount(c.deps.db, 'trainer')).id;
}

async function today(c: CaseContext): Promise<string> {
  return dateInZone(c.deps.clock.now(), (await c.deps.settings.current()).timeZone);
}

async function serviceId(c: CaseContext): Promise<string> {
  return insertService(
    c.deps.db,
    { name: `Session ${next()}`, description: '', durationMinutes: 60, priceCents: 5000, noShowFeeCents: 0 },
    c.deps.clock.now(),
  );
}

/** A "10-session PT pack" on sale: $500, 10 sessions, 180 days. */
async function ptPackPlanId(c: CaseContext): Promise<string> {
  const plan = await insertPlan(c.deps.db, {
    name: `10-session PT pack ${next()}`,
    priceCents: 50000,
    period: 'none',
    pass: { passVisits: 10, passDays: 180, passUse: 'training' },
    now: c.deps.clock.now(),
  });
  return plan.id;
}

/** A window far from any other: each case's trainer is new (or the caller, whose windows are cleared). */
async function windowId(c: CaseContext): Promise<string> {
  const trainerId = await trainerOf(c);
  return insertWindow(c.deps.db, {
    trainerId,
    weekday: 7,
    startTime: '06:00',
    endTime: '07:00',
    now: c.deps.clock.now(),
  });
}

export const TRAINERS_PROCEDURES: Record<string, ProcedureCase> = {
  'trainers.publicList': {},
  'trainers.list': {},
  'trainers.profile': { validInput: async (c) => ({ trainerId: await trainerOf(c) }), optional: ['trainerId'] },
  'trainers.updateProfile': {
    validInput: async (c) => ({
      trainerId: await trainerOf(c),
      bio: 'Strength coach for ten years.',
      specialties: ['Strength', 'Mobility'],
      showOnWebsite: true,
    }),
    optional: ['trainerId', 'bio', 'specialties'],
    alsoValid: { showOnWebsite: [true, false], bio: [''], specialties: [[]] },
  },
  'trainers.setPhoto': {
    validInput: async (c) => ({ trainerId: await trainerOf(c), base64: TINY_PNG_BASE64 }),
    optional: ['trainerId'],
  },
  'trainers.removePhoto': { validInput: async (c) => ({ trainerId: await trainerOf(c) }), optional: ['trainerId'] },
  'availability.get': { validInput: async (c) => ({ trainerId: await trainerOf(c) }), optional: ['trainerId'] },
  'availability.addWindow': {
    validInput: async (c) => {
      const trainerId = await trainerOf(c);
      await c.deps.db.deleteFrom('trainerAvailability').where('trainerId', '=', trainerId).execute();
      return { trainerId, weekday: 1, start: '09:00', end: '12:00' };
    },
    optional: ['trainerId'],
    alsoValid: { weekday: [1, 7] },
  },
  'availability.removeWindow': { validInput: async (c) => ({ windowId: await windowId(c) }) },
  'availability.addTimeOff': {
    validInput: async (c) => {
      const trainerId = await trainerOf(c);
      await c.deps.db.deleteFrom('trainerTimeOff').where('trainerId', '=', trainerId).execute();
      return { trainerId, day: addDays(await today(c), 7), note: 'Holiday' };
    },
    optional: ['trainerId', 'note'],
    alsoValid: { note: [''] },
  },
  'availability.removeTimeOff': {
    validInput: async (c) => {
      const trainerId = await trainerOf(c);
      const day = addDays(await today(c), 10 + next());
      const id = await insertTimeOff(c.deps.db, { trainerId, day, note: '', now: c.deps.clock.now() });
      if (!id) throw new Error('could not add a day off');
      return { timeOffId: id };
    },
  },
  'ptServices.list': {},
  'ptServices.listAll': {},
  'ptServices.create': {
    validInput: () => ({
      name: `Check-in ${next()}`,
      description: '',
      durationMinutes: 30,
      price: '25.00',
      noShowFee: '10',
    }),
    optional: ['description', 'noShowFee'],
    alsoValid: { durationMinutes: [15, 240], noShowFee: [''] },
  },
  'ptServices.update': {
    validInput: async (c) => ({
      serviceId: await serviceId(c),
      name: `Session ${next()}`,
      description: 'One hour with a coach.',
      durationMinutes: 60,
      price: '60',
    }),
    optional: ['description', 'noShowFee'],
    alsoValid: { durationMinutes: [15, 240], noShowFee: [''] },
  },
  'ptServices.archive': { validInput: async (c) => ({ serviceId: await serviceId(c) }) },
  'ptServices.restore': { validInput: async (c) => ({ serviceId: await serviceId(c) }) },
  'ptPacks.sell': {
    validInput: async (c) => ({
      memberId: await memberId(c),
      planId: await ptPackPlanId(c),
      payment: { method: 'cash' },
    }),
    optional: ['payment'],
  },
  'ptPacks.forMember': { validInput: async (c) => ({ memberId: await memberId(c) }) },
  'ptPacks.mine': {},
  'settings.updateTraining': { validInput: () => ({ weightUnit: 'kg' }), alsoValid: { weightUnit: ['kg', 'lb'] } },
};
