// What the Reports section's tests share: the reports as the server answers them, the tests' gym,
// and the steps a person takes on the form.
import { within } from '@testing-library/react';
import type { FinancialReportInput } from '../../../shared/reports.schemas.js';
import { renderPage } from '../../test/render.js';
import { siteSettings } from '../../test/site-settings.js';
import { ReportsSection } from './ReportsSection.js';

export const MEMBERSHIP = {
  type: 'membership',
  generatedAt: '2026-03-01T09:00:00.000Z',
  totalMembers: 12,
  pendingRequests: 2,
  newMembersLast30Days: 3,
  membersByType: { Standard: 12 },
  membersByStatus: { active: 11, paused: 1, cancelled: 4 },
  membersByPlanAndStatus: [{ plan: 'Standard', active: 11, paused: 1, cancelled: 4 }],
};
export const ATTENDANCE = {
  type: 'attendance',
  startDate: '2026-03-01',
  endDate: '2026-03-02',
  checkIns: 3,
  members: 2,
  byDay: [
    { day: '2026-03-01', checkIns: 2, members: 2 },
    { day: '2026-03-02', checkIns: 1, members: 1 },
  ],
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, checkIns: hour === 7 ? 3 : 0 })),
};

export function financialFor(input: FinancialReportInput) {
  return {
    type: 'financial',
    startDate: input.startDate,
    endDate: input.endDate,
    billCount: 2,
    totalCents: 125_000,
    total: '$1,250.00',
    billedCents: 125_000,
    collectedCents: 1_000,
    refundedCents: 0,
    netCollectedCents: 1_000,
    outstandingCents: 124_000,
    byMonth: [
      { month: '2026-03', billedCents: 125_000, collectedCents: 1_000, refundedCents: 0, outstandingCents: 124_000 },
    ],
    byPlan: [
      { plan: 'Gold', billedCents: 125_000, collectedCents: 1_000, refundedCents: 0, outstandingCents: 124_000 },
    ],
    byDay: [{ day: '2026-03-02', billCount: 2, billedCents: 125_000, collectedCents: 1_000, refundedCents: 0 }],
    bills: [
      {
        id: 'b1',
        memberId: 'm1',
        memberName: 'Max Power',
        description: 'Gold — Mar 2026',
        amountCents: 123_750,
        paidCents: 0,
        status: 'open',
        date: '2026-03-02T10:00:00.000Z',
        issueDate: '2026-03-02',
        dueDate: '2026-03-09',
      },
      {
        id: 'b2',
        memberId: 'm2',
        memberName: 'Zoë Ng',
        description: 'Towel',
        amountCents: 1250,
        paidCents: 1000,
        status: 'paid',
        date: '2026-03-02T09:00:00.000Z',
        issueDate: '2026-03-02',
        dueDate: '2026-03-16',
      },
    ],
    billsShown: 2,
    billsTruncated: false,
  };
}

/** A fresh install (dollars, UTC) on the tests' day. */
export const GYM = siteSettings({ today: '2026-03-10' });

export function render() {
  return renderPage(<ReportsSection />, { path: '/reports', gym: GYM });
}

/** The spec's formatted JSON, shown below the tables. */
export function jsonOf(result: HTMLElement): string {
  return result.querySelector('pre.json')?.textContent ?? '';
}

export async function generate(page: ReturnType<typeof render>) {
  await page.user.click(page.getByRole('button', { name: 'Generate Report' }));
}

/** Types over the dates the form opened with ("This month"). */
export async function typeDates(page: ReturnType<typeof render>, startDate: string, endDate: string) {
  await page.user.clear(page.getByLabelText('Start Date'));
  if (startDate) await page.user.type(page.getByLabelText('Start Date'), startDate);
  await page.user.clear(page.getByLabelText('End Date'));
  if (endDate) await page.user.type(page.getByLabelText('End Date'), endDate);
}

export function pressedPresets(page: ReturnType<typeof render>): string[] {
  const presets = page.getByRole('group', { name: 'Dates' });
  return within(presets)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent ?? '');
}
