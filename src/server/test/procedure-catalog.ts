// Every procedure of the app router, with its access level and a way to build an input that
// succeeds. The access and robustness tests walk this table; the access test fails when a procedure
// exists that the table does not list, so a new procedure cannot ship without a declared level.

import { insertResetToken } from '../features/auth/auth.queries.js';
import { findMemberCode } from '../features/memberships/memberships.service.js';
import { hashToken } from '../lib/hash.js';
import {
  billId,
  bookedSessionOf,
  bookingInStartedSession,
  type CaseContext,
  classId,
  contactMessageId,
  equipmentId,
  memberId,
  next,
  pausedMemberId,
  paymentId,
  pendingRequestId,
  planId,
  sessionId,
  slotId,
} from './catalog-inputs.js';
import { createAccount } from './harness.js';
import { SETTINGS_PROCEDURES } from './procedure-catalog.settings.js';

export { TINY_PNG_BASE64 } from './procedure-catalog.settings.js';
export type { CaseContext };

export type Access = 'public' | 'signedIn' | 'approved' | 'member' | 'admin';

export interface ProcedureCase {
  access: Access;
  /** An input that succeeds for anyone allowed to call; undefined for procedures without input. */
  validInput?: (context: CaseContext) => Promise<unknown> | unknown;
  /** Fields that may be left out (they have defaults), for the robustness test. */
  optional?: string[];
  /** Values the robustness test would otherwise count as bad, but which are valid for that field. */
  alsoValid?: Record<string, unknown[]>;
}

const PAGED = ['page', 'pageSize'];

export const PROCEDURES: Record<string, ProcedureCase> = {
  'auth.session': { access: 'public' },
  'site.settings': { access: 'public' },
  'site.plans': { access: 'public' },
  'auth.signUp': {
    access: 'public',
    validInput: () => {
      const n = next();
      return {
        name: `Visitor ${n}`,
        email: `visitor${n}@gym.test`,
        password: 'long enough 1',
        confirmPassword: 'long enough 1',
      };
    },
  },
  'auth.signIn': { access: 'public', validInput: ({ admin }) => ({ email: admin.email, password: admin.password }) },
  'auth.requestPasswordReset': { access: 'public', validInput: ({ admin }) => ({ email: admin.email }) },
  'auth.resetPassword': {
    access: 'public',
    validInput: async ({ deps }) => {
      const account = await createAccount(deps.db, 'member');
      const token = `catalog-token-${next()}`;
      await insertResetToken(deps.db, {
        tokenHash: hashToken(token),
        userId: account.id,
        expiresAt: new Date(deps.clock.now().getTime() + 60_000).toISOString(),
        createdAt: deps.clock.now().toISOString(),
      });
      return { token, password: 'a new password', confirmPassword: 'a new password' };
    },
  },
  'auth.checkResetToken': { access: 'public', validInput: () => ({ token: `catalog-check-${next()}` }) },
  'auth.signOut': { access: 'signedIn' },
  'auth.changePassword': {
    access: 'signedIn',
    validInput: ({ caller }) => ({
      currentPassword: caller?.password ?? 'unused by visitors',
      newPassword: 'changed password 1',
      confirmNewPassword: 'changed password 1',
    }),
  },
  'profile.me': { access: 'approved' },
  'records.search': {
    access: 'approved',
    validInput: () => ({ prefix: 'tread', page: 1, pageSize: 20 }),
    optional: PAGED,
  },
  'bills.listMine': { access: 'member', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'bills.balanceMine': { access: 'member' },
  'payments.listMine': { access: 'member', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'payments.receipt': { access: 'approved', validInput: async (c) => ({ paymentId: await paymentId(c) }) },
  'notifications.listMine': { access: 'member' },
  'notifications.pageMine': { access: 'member', validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'notifications.unreadCountMine': { access: 'member' },
  'notifications.markRead': { access: 'member', validInput: () => ({ ids: ['not-one-of-mine'] }) },
  'contact.send': {
    access: 'public',
    validInput: () => ({ name: 'Ada Lovelace', email: `ada${next()}@example.com`, message: 'Do you have day passes?' }),
  },
  'requests.listPending': { access: 'admin', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'requests.approve': { access: 'admin', validInput: async (c) => ({ requestId: await pendingRequestId(c) }) },
  'requests.approveSelected': {
    access: 'admin',
    validInput: async (c) => ({ requestIds: [await pendingRequestId(c), await pendingRequestId(c)] }),
  },
  'requests.reject': { access: 'admin', validInput: async (c) => ({ requestId: await pendingRequestId(c) }) },
  'members.list': {
    access: 'admin',
    validInput: () => ({ search: 'person', status: 'active', overdue: false, page: 1, pageSize: 20 }),
    optional: ['search', 'status', 'overdue', ...PAGED],
    alsoValid: { overdue: [true] },
  },
  'members.get': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberPage.get': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberPage.checkIns': {
    access: 'admin',
    validInput: async (c) => ({ userId: await memberId(c), limit: 10 }),
    optional: ['cursor', 'limit'],
  },
  'memberPage.bookings': {
    access: 'admin',
    validInput: async (c) => ({ userId: await memberId(c), when: 'upcoming', page: 1, pageSize: 10 }),
    optional: PAGED,
  },
  'memberPage.history': {
    access: 'admin',
    validInput: async (c) => ({ userId: await memberId(c), limit: 10 }),
    optional: ['cursor', 'limit'],
  },
  'memberNotes.list': {
    access: 'admin',
    validInput: async (c) => ({ userId: await memberId(c), limit: 10 }),
    optional: ['cursor', 'limit'],
  },
  'memberNotes.add': {
    access: 'admin',
    validInput: async (c) => ({ userId: await memberId(c), body: 'Prefers morning classes.' }),
  },
  'memberships.changePlan': {
    access: 'admin',
    validInput: async (c) => ({ userId: await memberId(c), planId: await planId(c) }),
  },
  'memberships.pause': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberships.resume': { access: 'admin', validInput: async (c) => ({ userId: await pausedMemberId(c) }) },
  'memberships.cancel': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'plans.list': { access: 'admin' },
  'plans.create': {
    access: 'admin',
    validInput: () => ({ name: `Gold ${next()}`, price: '49.00', period: 'monthly', showOnWebsite: false }),
    optional: ['showOnWebsite'],
    alsoValid: { showOnWebsite: [true] },
  },
  'plans.update': {
    access: 'admin',
    validInput: async (c) => ({
      planId: await planId(c),
      name: `Silver ${next()}`,
      price: '29',
      period: 'yearly',
      showOnWebsite: false,
    }),
    optional: ['showOnWebsite'],
    alsoValid: { showOnWebsite: [true] },
  },
  'plans.makeDefault': { access: 'admin', validInput: async (c) => ({ planId: await planId(c) }) },
  'plans.archive': { access: 'admin', validInput: async (c) => ({ planId: await planId(c) }) },
  'plans.restore': { access: 'admin', validInput: async (c) => ({ planId: await planId(c) }) },
  'bills.create': {
    access: 'admin',
    validInput: async (c) => ({ memberId: await memberId(c), amount: '12.50', description: 'Towel rental' }),
    optional: ['description'],
  },
  'bills.list': {
    access: 'admin',
    validInput: () => ({ status: 'all', limit: 20 }),
    optional: ['status', 'limit'],
  },
  'bills.recordPayment': {
    access: 'admin',
    validInput: async (c) => ({ billId: await billId(c), amount: '5', method: 'card', note: 'At the desk' }),
    optional: ['note'],
  },
  'bills.void': { access: 'admin', validInput: async (c) => ({ billId: await billId(c), reason: 'Entered twice' }) },
  'bills.runNow': { access: 'admin' },
  'notifications.send': {
    access: 'admin',
    validInput: async (c) => ({
      audience: 'member',
      memberId: await memberId(c),
      message: 'The pool is closed on Sunday.',
      withEmail: false,
    }),
    optional: ['audience', 'withEmail'],
    alsoValid: { withEmail: [true] },
  },
  'notifications.listSent': { access: 'admin', validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'contact.list': { access: 'admin', validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'contact.markRead': { access: 'admin', validInput: async (c) => ({ id: await contactMessageId(c) }) },
  'reports.membership': { access: 'admin' },
  'reports.financial': {
    access: 'admin',
    validInput: () => ({ startDate: '2026-01-01', endDate: '2026-12-31' }),
  },
  'reports.attendance': {
    access: 'admin',
    validInput: () => ({ startDate: '2026-01-01', endDate: '2026-12-31' }),
  },
  'checkIns.checkIn': {
    access: 'admin',
    validInput: async (c) => ({ text: (await findMemberCode(c.deps.db, await memberId(c))) ?? 'no code' }),
  },
  'checkIns.checkInMember': { access: 'admin', validInput: async (c) => ({ userId: await memberId(c) }) },
  'checkIns.today': { access: 'admin' },
  'checkIns.myCode': { access: 'member' },
  'dashboard.keyNumbers': { access: 'admin' },
  'dashboard.setup': { access: 'admin' },
  'classes.timetable': { access: 'public' },
  'classes.list': { access: 'admin' },
  'classes.create': {
    access: 'admin',
    validInput: () => ({
      name: `Yoga ${next()}`,
      description: 'Slow flow',
      trainer: 'Ana',
      capacity: 20,
      durationMinutes: 60,
    }),
    optional: ['description', 'trainer'],
  },
  'classes.update': {
    access: 'admin',
    validInput: async (c) => ({
      classId: await classId(c),
      name: `Pilates ${next()}`,
      description: '',
      trainer: 'Bo',
      capacity: 15,
      durationMinutes: 50,
    }),
    optional: ['description', 'trainer'],
  },
  'classes.archive': { access: 'admin', validInput: async (c) => ({ classId: await classId(c) }) },
  'classes.restore': { access: 'admin', validInput: async (c) => ({ classId: await classId(c) }) },
  'classes.addSlot': {
    access: 'admin',
    validInput: async (c) => ({ classId: await classId(c), weekday: 2, startTime: '07:30' }),
  },
  'classes.removeSlot': { access: 'admin', validInput: async (c) => ({ slotId: await slotId(c) }) },
  'classes.sessions': { access: 'admin', validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'classes.roster': { access: 'admin', validInput: async (c) => ({ sessionId: await sessionId(c) }) },
  'classes.cancelSession': {
    access: 'admin',
    validInput: async (c) => ({ sessionId: await sessionId(c), reason: 'Trainer is ill' }),
    optional: ['reason'],
  },
  'classes.markAttended': {
    access: 'admin',
    validInput: async (c) => ({ bookingId: await bookingInStartedSession(c) }),
  },
  'bookings.upcoming': { access: 'member', validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'bookings.book': { access: 'member', validInput: async (c) => ({ sessionId: await sessionId(c) }) },
  'bookings.cancel': {
    access: 'member',
    validInput: async (c) => ({ sessionId: (await bookedSessionOf(c)).sessionId }),
  },
  'equipment.list': { access: 'admin', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.add': { access: 'admin', validInput: () => ({ name: `Kettlebell ${next()}`, quantity: 12 }) },
  'equipment.update': {
    access: 'admin',
    validInput: async (c) => ({
      id: await equipmentId(c),
      name: `Bike ${next()}`,
      quantity: 3,
      serviceIntervalDays: 30,
    }),
    alsoValid: { serviceIntervalDays: [null] },
  },
  'equipment.setStatus': {
    access: 'admin',
    validInput: async (c) => ({ id: await equipmentId(c), status: 'out_of_order' }),
  },
  'equipment.delete': { access: 'admin', validInput: async (c) => ({ id: await equipmentId(c) }) },
  'equipment.listLog': {
    access: 'admin',
    validInput: async (c) => ({ id: await equipmentId(c), page: 1, pageSize: 10 }),
    optional: PAGED,
  },
  'equipment.logMaintenance': {
    access: 'admin',
    validInput: async (c) => ({
      id: await equipmentId(c),
      onDay: c.deps.clock.now().toISOString().slice(0, 10),
      note: 'Belt tightened',
    }),
  },
  'equipment.listServiceDue': { access: 'admin', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.listOutOfOrder': { access: 'member', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.listChoices': { access: 'member', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.reportProblem': {
    access: 'member',
    validInput: async (c) => ({ id: await equipmentId(c), note: 'The screen is blank.' }),
  },
  'records.list': { access: 'admin', validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'records.add': { access: 'admin', validInput: () => ({ name: `Treadmill log ${next()}` }) },
  ...SETTINGS_PROCEDURES,
  'records.delete': {
    access: 'admin',
    validInput: async ({ deps }) => {
      const row = await deps.db
        .insertInto('records')
        .values({ id: `rec-${next()}`, name: 'Old record', nameKey: 'old record', createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id };
    },
  },
};

/** Calls a procedure by its dotted path on a caller from createCaller. */
export function callByPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const [group, name] = path.split('.') as [string, string];
  const procedure = (caller as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[group]?.[name];
  if (!procedure) throw new Error(`no procedure ${path}`);
  return procedure(input);
}
