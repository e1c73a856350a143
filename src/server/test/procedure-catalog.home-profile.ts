// The procedures of Member home, My profile, email change and pause requests in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { addDays, dateInZone } from '../../shared/calendar.js';
import { insertPauseRequest } from '../features/pauses/pauses.queries.js';
import { insertEmailChange } from '../features/profile/email-change.queries.js';
import { hashToken, newToken } from '../lib/hash.js';
import { type CaseContext, memberId, next } from './catalog-inputs.js';
import type { ProcedureCase } from './procedure-catalog.js';

async function today(c: CaseContext): Promise<string> {
  return dateInZone(c.deps.clock.now(), (await c.deps.settings.current()).timeZone);
}

/** The caller's own member id when the caller is a member, else a new member's. */
async function ownerOf(c: CaseContext): Promise<string> {
  return c.caller?.role === 'member' ? c.caller.id : memberId(c);
}

/** A pending pause request (next week) of `owner`, after closing any request they had open. */
async function pendingPauseOf(c: CaseContext, owner: string): Promise<string> {
  await c.deps.db.updateTable('pauseRequests').set({ status: 'withdrawn' }).where('memberId', '=', owner).execute();
  const from = addDays(await today(c), 7);
  return insertPauseRequest(c.deps.db, {
    memberId: owner,
    startsOn: from,
    endsOn: addDays(from, 6),
    now: c.deps.clock.now(),
  });
}

export const HOME_PROFILE_PROCEDURES: Record<string, ProcedureCase> = {
  'memberHome.get': {},
  'profile.details': {},
  'profile.update': {
    validInput: () => ({
      phone: '+1 555 0100',
      emergencyContactName: 'Sam Rivera',
      emergencyContactPhone: '+1 555 0199',
      reminderEmails: true,
    }),
    optional: ['phone', 'emergencyContactName', 'emergencyContactPhone'],
    alsoValid: { phone: [''], emergencyContactName: [''], emergencyContactPhone: [''], reminderEmails: [true, false] },
  },
  'profile.requestEmailChange': {
    validInput: (c) => ({
      newEmail: `moved${next()}@gym.test`,
      currentPassword: c.caller?.password ?? 'whatever it is',
    }),
  },
  'profile.confirmEmailChange': {
    validInput: async (c) => {
      const token = newToken();
      const now = c.deps.clock.now();
      await insertEmailChange(c.deps.db, {
        tokenHash: hashToken(token),
        userId: await memberId(c),
        newEmail: `confirmed${next()}@gym.test`,
        expiresAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
        createdAt: now.toISOString(),
      });
      return { token };
    },
  },
  'pauses.request': {
    validInput: async (c) => {
      if (c.caller?.role === 'member') {
        await c.deps.db
          .updateTable('pauseRequests')
          .set({ status: 'withdrawn' })
          .where('memberId', '=', c.caller.id)
          .execute();
      }
      const from = addDays(await today(c), 3);
      return { startsOn: from, endsOn: addDays(from, 13) };
    },
  },
  'pauses.mine': {},
  'pauses.withdraw': { validInput: async (c) => ({ requestId: await pendingPauseOf(c, await ownerOf(c)) }) },
  'pauses.forMember': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'pauses.pending': {},
  'pauses.decide': {
    validInput: async (c) => ({ requestId: await pendingPauseOf(c, await memberId(c)), decision: 'approve' }),
    alsoValid: { decision: ['decline'] },
  },
  'settings.updateMemberRules': {
    validInput: () => ({ pauseAutoApprove: false, classReminderHours: 3 }),
    alsoValid: { pauseAutoApprove: [true, false], classReminderHours: [1, 72] },
  },
};
