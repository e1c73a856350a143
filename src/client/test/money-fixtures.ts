// Plans, members, bills and payments shaped as the server's procedures answer, for client tests.
// Types come from AppRouter, so a changed procedure output breaks these fixtures at compile time.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router.js';

type Outputs = inferRouterOutputs<AppRouter>;
export type PlanRow = Outputs['plans']['list'][number];
export type MemberRow = Outputs['members']['list']['items'][number];
export type AdminBillRow = Outputs['bills']['list']['items'][number];
export type MemberBillRow = Outputs['bills']['listMine']['items'][number];
export type PaymentRow = AdminBillRow['payments'][number];
export type MyPaymentRow = Outputs['payments']['listMine']['items'][number];
export type ReceiptRow = Outputs['payments']['receipt'];

export function plan(overrides: Partial<PlanRow> = {}): PlanRow {
  return {
    id: 'plan-standard',
    name: 'Standard',
    priceCents: 0,
    period: 'none',
    isDefault: true,
    archived: false,
    showOnWebsite: false,
    kind: 'recurring',
    passVisits: null,
    passDays: null,
    passUse: 'visits',
    memberCount: 0,
    ...overrides,
  };
}

export const STANDARD = plan();
export const GOLD = plan({ id: 'plan-gold', name: 'Gold', priceCents: 2999, period: 'monthly', isDefault: false });
export const OLD = plan({
  id: 'plan-old',
  name: 'Old Timer',
  priceCents: 1000,
  period: 'yearly',
  isDefault: false,
  archived: true,
});

export function member(overrides: Partial<MemberRow> = {}): MemberRow {
  return {
    id: 'u-1',
    name: 'Alex Kim',
    email: 'alex@gym.test',
    membershipType: 'Standard',
    nextPlanName: null,
    nextPlanFrom: null,
    status: 'active',
    endsOn: null,
    joinDate: '2025-03-04T10:00:00.000Z',
    balanceCents: 0,
    lastVisitAt: null,
    ...overrides,
  };
}

export function payment(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 'pay-1',
    amountCents: 1000,
    method: 'cash',
    paidOn: '2026-11-20',
    receiptNumber: 'R-2026-000122',
    refunds: [],
    refundableCents: 0,
    ...overrides,
  };
}

export function memberBill(overrides: Partial<MemberBillRow> = {}): MemberBillRow {
  return {
    id: 'b-1',
    description: 'Gold — Nov 2026',
    amountCents: 2999,
    paidCents: 0,
    remainingCents: 2999,
    status: 'open',
    displayStatus: 'open',
    date: '2026-11-01T09:00:00.000Z',
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    voidReason: null,
    payments: [],
    ...overrides,
  };
}

export function adminBill(overrides: Partial<AdminBillRow> = {}): AdminBillRow {
  return { ...memberBill(), memberId: 'u-1', memberName: 'Alex Kim', ...overrides };
}

export function receipt(overrides: Partial<ReceiptRow> = {}): ReceiptRow {
  // A receipt for one payment lists that one bill, unless a test gives the lines of a collection.
  const id = overrides.id ?? 'pay-9';
  const amountCents = overrides.amountCents ?? 1000;
  const billDescription = overrides.billDescription ?? 'Gold — Nov 2026';
  const lines = overrides.lines ?? [{ paymentId: id, billDescription, amountCents }];
  return {
    id: 'pay-9',
    billId: 'b-1',
    amountCents: 1000,
    method: 'card',
    paidOn: '2026-11-20',
    note: 'Paid at the desk',
    receiptNumber: 'R-2026-000123',
    memberId: 'u-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    memberName: 'Alex Kim',
    memberEmail: 'alex@gym.test',
    billDescription: 'Gold — Nov 2026',
    billAmountCents: 2999,
    billPaidCents: 1000,
    billStatus: 'open',
    billRemainingCents: 1999,
    // A fresh install: named by default, nothing else set, no tax.
    gym: { name: 'Your Gym', street: '', city: '', taxId: '', receiptFooter: '' },
    tax: null,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    ...overrides,
  };
}
