// The procedures of the Staff section (invitations, roles, removing access) and the public invitation
// page in the procedure catalog (procedure-catalog.ts): each with an input that succeeds. Who may call
// them is the permission table's (src/shared/permissions.ts).
import { insertInvitation } from '../features/invitations/invitations.queries.js';
import { hashToken } from '../lib/hash.js';
import { type CaseContext, next } from './catalog-inputs.js';
import { createAccount } from './harness.js';
import type { ProcedureCase } from './procedure-catalog.js';

/** A trainer account of its own, to change or remove. */
async function trainerId({ deps }: CaseContext): Promise<string> {
  return (await createAccount(deps.db, 'trainer')).id;
}

/** A front-desk account invited and not yet set up (no password). */
async function invitedId({ deps }: CaseContext): Promise<string> {
  const account = await createAccount(deps.db, 'frontdesk');
  await deps.db.updateTable('users').set({ passwordHash: null }).where('id', '=', account.id).execute();
  return account.id;
}

/** A usable invitation link's token. */
async function invitationToken(c: CaseContext): Promise<string> {
  const userId = await invitedId(c);
  const token = `catalog-invitation-${next()}`;
  const now = c.deps.clock.now();
  await insertInvitation(c.deps.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + 60_000).toISOString(),
    createdAt: now.toISOString(),
    createdBy: null,
  });
  return token;
}

export const STAFF_PROCEDURES: Record<string, ProcedureCase> = {
  'auth.checkInvitation': { validInput: async (c) => ({ token: await invitationToken(c) }) },
  'auth.acceptInvitation': {
    validInput: async (c) => ({
      token: await invitationToken(c),
      password: 'a new password',
      confirmPassword: 'a new password',
    }),
  },
  'staff.list': { validInput: () => ({ page: 1, pageSize: 20 }), optional: ['page', 'pageSize'] },
  'staff.invite': {
    validInput: () => {
      const n = next();
      return { name: `Invited ${n}`, email: `invited${n}@gym.test`, role: 'frontdesk' };
    },
  },
  'staff.resendInvitation': { validInput: async (c) => ({ userId: await invitedId(c) }) },
  'staff.changeRole': { validInput: async (c) => ({ userId: await trainerId(c), role: 'frontdesk' }) },
  'staff.removeAccess': { validInput: async (c) => ({ userId: await trainerId(c) }) },
};
