// The procedures of the self check-in screen and the trainers' own sessions in the procedure catalog (procedure-catalog.ts): each with an input
// that succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
// Spread last, so the class cases here (a trainer succeeds only with a class they teach) replace
// the catalog's own.
import { findMemberCode } from '../features/memberships/memberships.service.js';
import { bookingInStartedSession, type CaseContext, classId, memberId, next, sessionId } from './catalog-inputs.js';
import { createAccount } from './harness.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** A trainer calling gets a class they teach; anyone else gets the class as it is. */
async function taughtByCaller(c: CaseContext, klass: string): Promise<void> {
  if (c.caller?.role !== 'trainer') return;
  await c.deps.db.updateTable('classes').set({ trainerId: c.caller.id }).where('id', '=', klass).execute();
}

async function classOfSession(c: CaseContext, session: string): Promise<string> {
  const row = await c.deps.db
    .selectFrom('classSessions')
    .select('classId')
    .where('id', '=', session)
    .executeTakeFirstOrThrow();
  return row.classId;
}

const trainerId = async (c: CaseContext) => (await createAccount(c.deps.db, 'trainer')).id;

export const SELF_CHECK_IN_PROCEDURES: Record<string, ProcedureCase> = {
  'checkIns.selfCheckIn': {
    validInput: async (c) => ({ code: (await findMemberCode(c.deps.db, await memberId(c))) ?? 'no code' }),
  },
  'classes.trainers': {},
  'classes.create': {
    validInput: async (c) => ({
      name: `Yoga ${next()}`,
      description: 'Slow flow',
      trainer: 'Ana',
      trainerId: await trainerId(c),
      capacity: 20,
      durationMinutes: 60,
    }),
    optional: ['description', 'trainer', 'trainerId'],
  },
  'classes.update': {
    validInput: async (c) => ({
      classId: await classId(c),
      name: `Pilates ${next()}`,
      description: '',
      trainer: 'Bo',
      trainerId: await trainerId(c),
      capacity: 15,
      durationMinutes: 50,
    }),
    optional: ['description', 'trainer', 'trainerId'],
  },
  'classes.roster': {
    validInput: async (c) => {
      const session = await sessionId(c);
      await taughtByCaller(c, await classOfSession(c, session));
      return { sessionId: session };
    },
  },
  'classes.markAttended': {
    validInput: async (c) => {
      const bookingId = await bookingInStartedSession(c);
      const booking = await c.deps.db
        .selectFrom('bookings')
        .select('sessionId')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      await taughtByCaller(c, await classOfSession(c, booking.sessionId));
      return { bookingId };
    },
  },
};
