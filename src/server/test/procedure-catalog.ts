// Every procedure of the app router, with a way to build an input that succeeds. Who may call each
// is the permission table's (src/shared/permissions.ts). The access and robustness tests walk this
// catalog; the access test fails when a procedure exists that it or the table does not list.

import { ruleFor } from '../../shared/permissions.js';
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
import { ACCOUNT_DATA_PROCEDURES } from './procedure-catalog.account-data.js';
import { APPOINTMENTS_PROCEDURES } from './procedure-catalog.appointments.js';
import { CHECKOUT_PROCEDURES } from './procedure-catalog.checkout.js';
import { COLLECT_PROCEDURES } from './procedure-catalog.collect.js';
import { DESK_PROCEDURES } from './procedure-catalog.desk.js';
import { GATEWAY_SETTINGS_PROCEDURES } from './procedure-catalog.gateway-settings.js';
import { HOME_PROFILE_PROCEDURES } from './procedure-catalog.home-profile.js';
import { MESSAGES_PROCEDURES } from './procedure-catalog.messages.js';
import { MOVING_PROCEDURES } from './procedure-catalog.moving.js';
import { REFUND_PROCEDURES } from './procedure-catalog.refunds.js';
import { SELF_CHECK_IN_PROCEDURES } from './procedure-catalog.self-check-in.js';
import { SETTINGS_PROCEDURES } from './procedure-catalog.settings.js';
import { STAFF_PROCEDURES } from './procedure-catalog.staff.js';
import { TRAINERS_PROCEDURES } from './procedure-catalog.trainers.js';
import { TRAINING_PROCEDURES } from './procedure-catalog.training.js';
import { WORKOUTS_PROCEDURES } from './procedure-catalog.workouts.js';

export { TINY_PNG_BASE64 } from './procedure-catalog.settings.js';
export type { CaseContext };

/** How the access, robustness and plan tests call a procedure; who may call it is src/shared/permissions.ts. */
export interface ProcedureCase {
  /** An input that succeeds for anyone allowed to call; undefined for procedures without input. */
  validInput?: (context: CaseContext) => Promise<unknown> | unknown;
  /** Fields that may be left out (they have defaults), for the robustness test. */
  optional?: string[];
  /** Values the robustness test would otherwise count as bad, but which are valid for that field. */
  alsoValid?: Record<string, unknown[]>;
}

const PAGED = ['page', 'pageSize'];

export const PROCEDURES: Record<string, ProcedureCase> = {
  'auth.session': {},
  'site.settings': {},
  'site.plans': {},
  'auth.signUp': {
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
  'auth.signIn': { validInput: ({ admin }) => ({ email: admin.email, password: admin.password }) },
  'auth.requestPasswordReset': { validInput: ({ admin }) => ({ email: admin.email }) },
  'auth.resetPassword': {
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
  'auth.checkResetToken': { validInput: () => ({ token: `catalog-check-${next()}` }) },
  'auth.signOut': {},
  'auth.changePassword': {
    validInput: ({ caller }) => ({
      currentPassword: caller?.password ?? 'unused by visitors',
      newPassword: 'changed password 1',
      confirmNewPassword: 'changed password 1',
    }),
  },
  'profile.me': {},
  'records.search': {
    validInput: () => ({ prefix: 'tread', page: 1, pageSize: 20 }),
    optional: PAGED,
  },
  'bills.listMine': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'bills.balanceMine': {},
  'payments.listMine': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'payments.receipt': { validInput: async (c) => ({ paymentId: await paymentId(c) }) },
  'notifications.listMine': {},
  'notifications.pageMine': { validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'notifications.unreadCountMine': {},
  'notifications.markRead': { validInput: () => ({ ids: ['not-one-of-mine'] }) },
  'contact.send': {
    validInput: () => ({ name: 'Ada Lovelace', email: `ada${next()}@example.com`, message: 'Do you have day passes?' }),
  },
  'requests.listPending': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'requests.approve': { validInput: async (c) => ({ requestId: await pendingRequestId(c) }) },
  'requests.approveSelected': {
    validInput: async (c) => ({ requestIds: [await pendingRequestId(c), await pendingRequestId(c)] }),
  },
  'requests.reject': { validInput: async (c) => ({ requestId: await pendingRequestId(c) }) },
  'members.list': {
    validInput: () => ({ search: 'person', status: 'active', overdue: false, page: 1, pageSize: 20 }),
    optional: ['search', 'status', 'overdue', ...PAGED],
    alsoValid: { overdue: [true] },
  },
  'members.get': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberPage.get': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberPage.checkIns': {
    validInput: async (c) => ({ userId: await memberId(c), limit: 10 }),
    optional: ['cursor', 'limit'],
  },
  'memberPage.bookings': {
    validInput: async (c) => ({ userId: await memberId(c), when: 'upcoming', page: 1, pageSize: 10 }),
    optional: PAGED,
  },
  'memberPage.history': {
    validInput: async (c) => ({ userId: await memberId(c), limit: 10 }),
    optional: ['cursor', 'limit'],
  },
  'memberNotes.list': {
    validInput: async (c) => ({ userId: await memberId(c), limit: 10 }),
    optional: ['cursor', 'limit'],
  },
  'memberNotes.add': {
    validInput: async (c) => ({ userId: await memberId(c), body: 'Prefers morning classes.' }),
  },
  'memberships.changePlan': {
    validInput: async (c) => ({ userId: await memberId(c), planId: await planId(c) }),
  },
  'memberships.pause': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'memberships.resume': { validInput: async (c) => ({ userId: await pausedMemberId(c) }) },
  'memberships.cancel': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'plans.list': {},
  'plans.create': {
    validInput: () => ({ name: `Gold ${next()}`, price: '49.00', period: 'monthly', showOnWebsite: false }),
    optional: ['showOnWebsite', 'kind', 'passVisits', 'passDays', 'passUse'],
    alsoValid: { showOnWebsite: [true] },
  },
  'plans.update': {
    validInput: async (c) => ({
      planId: await planId(c),
      name: `Silver ${next()}`,
      price: '29',
      period: 'yearly',
      showOnWebsite: false,
    }),
    optional: ['showOnWebsite', 'kind', 'passVisits', 'passDays', 'passUse'],
    alsoValid: { showOnWebsite: [true] },
  },
  'plans.makeDefault': { validInput: async (c) => ({ planId: await planId(c) }) },
  'plans.archive': { validInput: async (c) => ({ planId: await planId(c) }) },
  'plans.restore': { validInput: async (c) => ({ planId: await planId(c) }) },
  'bills.create': {
    validInput: async (c) => ({ memberId: await memberId(c), amount: '12.50', description: 'Towel rental' }),
    optional: ['description'],
  },
  'bills.list': {
    validInput: () => ({ status: 'all', limit: 20 }),
    optional: ['status', 'limit'],
  },
  'bills.listForMember': {
    validInput: async (c) => ({ memberId: await memberId(c), status: 'all', limit: 20 }),
    optional: ['status', 'limit'],
  },
  'bills.recordPayment': {
    validInput: async (c) => ({ billId: await billId(c), amount: '5', method: 'card', note: 'At the desk' }),
    optional: ['note'],
  },
  'bills.void': { validInput: async (c) => ({ billId: await billId(c), reason: 'Entered twice' }) },
  'bills.runNow': {},
  'notifications.listSent': { validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'contact.list': { validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'contact.markRead': { validInput: async (c) => ({ id: await contactMessageId(c) }) },
  'reports.membership': {},
  'reports.financial': {
    validInput: () => ({ startDate: '2026-01-01', endDate: '2026-12-31' }),
  },
  'reports.attendance': {
    validInput: () => ({ startDate: '2026-01-01', endDate: '2026-12-31' }),
  },
  'reports.aging': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'checkIns.checkIn': {
    validInput: async (c) => ({ text: (await findMemberCode(c.deps.db, await memberId(c))) ?? 'no code' }),
  },
  'checkIns.checkInMember': { validInput: async (c) => ({ userId: await memberId(c) }) },
  'checkIns.today': {},
  'checkIns.myCode': {},
  'dashboard.keyNumbers': {},
  'dashboard.setup': {},
  'classes.timetable': {},
  'classes.list': {},
  'classes.create': {
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
  'classes.archive': { validInput: async (c) => ({ classId: await classId(c) }) },
  'classes.restore': { validInput: async (c) => ({ classId: await classId(c) }) },
  'classes.addSlot': {
    validInput: async (c) => ({ classId: await classId(c), weekday: 2, startTime: '07:30' }),
  },
  'classes.removeSlot': { validInput: async (c) => ({ slotId: await slotId(c) }) },
  'classes.sessions': { validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'classes.week': { validInput: () => ({ weekOf: '2026-11-25' }) },
  'classes.roster': { validInput: async (c) => ({ sessionId: await sessionId(c) }) },
  'classes.cancelSession': {
    validInput: async (c) => ({ sessionId: await sessionId(c), reason: 'Trainer is ill' }),
    optional: ['reason'],
  },
  'classes.markAttended': {
    validInput: async (c) => ({ bookingId: await bookingInStartedSession(c) }),
  },
  'bookings.upcoming': { validInput: () => ({ limit: 20 }), optional: ['cursor', 'limit'] },
  'bookings.book': { validInput: async (c) => ({ sessionId: await sessionId(c) }) },
  'bookings.cancel': {
    validInput: async (c) => ({ sessionId: (await bookedSessionOf(c)).sessionId }),
  },
  'equipment.list': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.add': { validInput: () => ({ name: `Kettlebell ${next()}`, quantity: 12 }) },
  'equipment.update': {
    validInput: async (c) => ({
      id: await equipmentId(c),
      name: `Bike ${next()}`,
      quantity: 3,
      serviceIntervalDays: 30,
    }),
    alsoValid: { serviceIntervalDays: [null] },
  },
  'equipment.setStatus': {
    validInput: async (c) => ({ id: await equipmentId(c), status: 'out_of_order' }),
  },
  'equipment.delete': { validInput: async (c) => ({ id: await equipmentId(c) }) },
  'equipment.listLog': {
    validInput: async (c) => ({ id: await equipmentId(c), page: 1, pageSize: 10 }),
    optional: PAGED,
  },
  'equipment.logMaintenance': {
    validInput: async (c) => ({
      id: await equipmentId(c),
      onDay: c.deps.clock.now().toISOString().slice(0, 10),
      note: 'Belt tightened',
    }),
  },
  'equipment.listServiceDue': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.listOutOfOrder': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.listChoices': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'equipment.reportProblem': {
    validInput: async (c) => ({ id: await equipmentId(c), note: 'The screen is blank.' }),
  },
  'records.list': { validInput: () => ({ page: 1, pageSize: 20 }), optional: PAGED },
  'records.add': { validInput: () => ({ name: `Treadmill log ${next()}` }) },
  ...SETTINGS_PROCEDURES,
  ...STAFF_PROCEDURES,
  ...DESK_PROCEDURES,
  ...COLLECT_PROCEDURES,
  ...CHECKOUT_PROCEDURES,
  ...REFUND_PROCEDURES,
  ...GATEWAY_SETTINGS_PROCEDURES,
  ...SELF_CHECK_IN_PROCEDURES,
  ...HOME_PROFILE_PROCEDURES,
  ...ACCOUNT_DATA_PROCEDURES,
  ...MESSAGES_PROCEDURES,
  ...MOVING_PROCEDURES,
  ...TRAINERS_PROCEDURES,
  ...APPOINTMENTS_PROCEDURES,
  ...TRAINING_PROCEDURES,
  ...WORKOUTS_PROCEDURES,
  'records.delete': {
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

/** An account kind the table lets call this procedure (an admin where admins may), for tests that need any. */
export function allowedKind(path: string): 'admin' | 'member' {
  const rule = ruleFor(path);
  return Array.isArray(rule) && !rule.includes('admin') ? 'member' : 'admin';
}

/** Calls a procedure by its dotted path on a caller from createCaller. */
export function callByPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const [group, name] = path.split('.') as [string, string];
  const procedure = (caller as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[group]?.[name];
  if (!procedure) throw new Error(`no procedure ${path}`);
  return procedure(input);
}
