// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FinancialReportInput } from '../../../shared/reports.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { loadUPlotChart } from './chartLoader.js';
import { ReportsSection } from './ReportsSection.js';

// jsdom has no canvas: a stand-in chart shows its title, its points and how its axes write the first
// label and a value of 1234.50 (the y axis takes minor units or counts), and the loader counts how often
// it is asked.
vi.mock('./chartLoader.js', () => ({
  loadUPlotChart: vi.fn(async () => ({
    default: ({ spec }: { spec: { title: string; labels: string[]; formatValue?: (value: number) => string } }) => (
      <div data-testid="chart">
        {`${spec.title}: ${spec.labels.length} points, from ${spec.labels[0]}, ${spec.formatValue?.(123_450)}`}
      </div>
    ),
  })),
}));

const server = setupMswServer();

const MEMBERSHIP = {
  type: 'membership',
  generatedAt: '2026-03-01T09:05:00.000Z',
  totalMembers: 1234,
  pendingRequests: 2,
  newMembersLast30Days: 3,
  membersByType: { Gold: 34, Standard: 1200 },
  membersByStatus: { active: 1230, paused: 4, cancelled: 57 },
  membersByPlanAndStatus: [
    { plan: 'Gold', active: 33, paused: 1, cancelled: 7 },
    { plan: 'Standard', active: 1197, paused: 3, cancelled: 50 },
  ],
};

const ATTENDANCE = {
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

const FINANCIAL = {
  type: 'financial',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
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
  byPlan: [{ plan: 'Gold', billedCents: 125_000, collectedCents: 1_000, refundedCents: 0, outstandingCents: 124_000 }],
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
      paidCents: 1250,
      status: 'paid',
      date: '2026-03-02T09:00:00.000Z',
      issueDate: '2026-03-02',
      dueDate: '2026-03-16',
    },
  ],
  billsShown: 2,
  billsTruncated: false,
};

/** A gym in New York on the tests' day, in dollars. */
const NEW_YORK_GYM = siteSettings({ today: '2026-03-10', timeZone: 'America/New_York' });
/** A gym in Berlin, in euros and German. */
const BERLIN_GYM = siteSettings({ today: '2026-03-10', timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' });

function render(gym: SiteSettings = NEW_YORK_GYM) {
  server.use(
    trpcQuery('reports.membership', MEMBERSHIP),
    trpcQuery('reports.attendance', ATTENDANCE),
    trpcQuery<FinancialReportInput>('reports.financial', (input: FinancialReportInput) => ({ ...FINANCIAL, ...input })),
  );
  return renderPage(<ReportsSection />, { path: '/reports', gym });
}

type Page = ReturnType<typeof render>;

async function generate(page: Page, type: string, days?: [string, string]) {
  await page.user.selectOptions(page.getByLabelText('Report Type'), type);
  if (days) {
    await page.user.clear(page.getByLabelText('Start Date'));
    await page.user.type(page.getByLabelText('Start Date'), days[0]);
    await page.user.clear(page.getByLabelText('End Date'));
    await page.user.type(page.getByLabelText('End Date'), days[1]);
  }
  await page.user.click(page.getByRole('button', { name: 'Generate Report' }));
  return page.findByRole('region', { name: 'Report result' });
}

/** A table's rows as text, found by its caption. */
function rowsOf(result: HTMLElement, caption: string): string[][] {
  const table = within(result).getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('report tables, charts and CSV', () => {
  it('loads the chart module only when a report with a chart is shown', async () => {
    const page = render();
    expect(loadUPlotChart).not.toHaveBeenCalled();

    const membership = await generate(page, 'membership');
    expect(within(membership).queryByTestId('chart')).toBeNull();
    expect(loadUPlotChart).not.toHaveBeenCalled();

    const attendance = await generate(page, 'attendance', ['2026-03-01', '2026-03-02']);
    const charts = await within(attendance).findAllByTestId('chart');
    expect(charts.map((c) => c.textContent)).toEqual([
      'Check-ins per day: 2 points, from Mar 1, 2026, 123,450',
      "Check-ins per hour of the gym's day: 24 points, from 12:00 AM-1:00 AM, 123,450",
    ]);
    expect(loadUPlotChart).toHaveBeenCalledTimes(1);
  });

  it('shows the membership report as tables, its time on the gym clock, and its CSV link', async () => {
    const page = render();
    const result = await generate(page, 'membership');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Membership report'));
    expect(rowsOf(result, 'Membership')).toEqual([
      ['Figure', 'Count'],
      ['Total members', '1,234'],
      ['Pending requests', '2'],
      ['New members in the last 30 days', '3'],
    ]);
    expect(rowsOf(result, 'Members by status')).toEqual([
      ['Status', 'Members'],
      ['Active', '1,230'],
      ['Paused', '4'],
      ['Cancelled', '57'],
    ]);
    // A plan's members are its active and paused ones: the cancelled are their own column.
    expect(rowsOf(result, 'Members by membership type')).toEqual([
      ['Membership Type', 'Members', 'Active', 'Paused', 'Cancelled'],
      ['Gold', '34', '33', '1', '7'],
      ['Standard', '1,200', '1,197', '3', '50'],
    ]);
    // 09:05 UTC is 04:05 in New York (the gym's zone), whatever the browser's zone is.
    expect(await within(result).findByText('Generated Mar 1, 2026, 4:05 AM.')).toBeTruthy();
    expect(
      within(result).getByText(
        '2 membership types. Members are the active and paused ones; cancelled members are counted apart.',
      ),
    ).toBeTruthy();
    const link = within(result).getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/reports/membership.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it("shows money in the gym's currency, members by name, days and statuses in words, and links the CSV for the days chosen", async () => {
    const page = render();
    const result = await generate(page, 'financial', ['2026-03-01', '2026-03-31']);
    expect(rowsOf(result, 'Money, Mar 1, 2026 to Mar 31, 2026')).toEqual([
      ['Figure', 'Amount'],
      ['Bills issued', '2'],
      ['Total billed', '$1,250.00'],
      ['Collected', '$10.00'],
      ['Outstanding on these bills', '$1,240.00'],
    ]);
    // Which bills the figure counts, beside it: not every open bill, as the dashboard's does.
    expect(
      within(result).getByText(
        "Outstanding is what members still owe today on the bills issued in this range. The dashboard's Outstanding counts every open bill, whatever its date.",
      ),
    ).toBeTruthy();
    expect(rowsOf(result, 'By plan')[1]).toEqual(['Gold', '$1,250.00', '$10.00', '$1,240.00']);
    expect(rowsOf(result, 'By month')[1]).toEqual(['Mar 2026', '$1,250.00', '$10.00', '$1,240.00']);
    await waitFor(() =>
      expect(rowsOf(result, 'Bills issued in this range').slice(1)).toEqual([
        ['Max Power', 'Mar 2, 2026', 'Gold — Mar 2026', 'Overdue', '$1,237.50', '$0.00'],
        ['Zoë Ng', 'Mar 2, 2026', 'Towel', 'Paid', '$12.50', '$12.50'],
      ]),
    );
    // A month: one point a day, the days with no bills at zero, the axis in the gym's money.
    expect((await within(result).findByTestId('chart')).textContent).toBe(
      'Billed and collected per day: 31 points, from Mar 1, 2026, $1,234.50',
    );
    expect(within(result).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/reports/financial.csv?startDate=2026-03-01&endDate=2026-03-31',
    );
    // The spec's JSON is still there, below.
    expect(JSON.parse(result.querySelector('pre.json')?.textContent ?? '')).toEqual(FINANCIAL);
  });

  it('charts a long financial range per month and links the CSV for the new days', async () => {
    const page = render();
    const result = await generate(page, 'financial', ['2025-01-01', '2026-03-31']);
    expect((await within(result).findByTestId('chart')).textContent).toBe(
      // Every month of the range, the ones with nothing at zero.
      'Billed and collected per month: 15 points, from Jan 2025, $1,234.50',
    );
    expect(within(result).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/reports/financial.csv?startDate=2025-01-01&endDate=2026-03-31',
    );
  });

  it('shows attendance per day and per hour, and its CSV link', async () => {
    const page = render();
    const result = await generate(page, 'attendance', ['2026-03-01', '2026-03-02']);
    expect(rowsOf(result, 'Check-ins per day')).toEqual([
      ['Day', 'Check-ins', 'Members'],
      ['Mar 1, 2026', '2', '2'],
      ['Mar 2, 2026', '1', '1'],
    ]);
    expect(rowsOf(result, 'Check-ins per hour')[8]).toEqual(['7:00 AM-8:00 AM', '3']);
    expect(within(result).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/reports/attendance.csv?startDate=2026-03-01&endDate=2026-03-02',
    );
  });

  it("writes a German gym's figures, days, months, hours and chart axes in German, in euros", async () => {
    const page = render(BERLIN_GYM);
    const financial = await generate(page, 'financial', ['2026-03-01', '2026-03-31']);
    expect(rowsOf(financial, 'Money, 01.03.2026 to 31.03.2026').slice(2)).toEqual([
      ['Total billed', '1.250,00 €'],
      ['Collected', '10,00 €'],
      ['Outstanding on these bills', '1.240,00 €'],
    ]);
    expect(rowsOf(financial, 'By month')[1]).toEqual(['März 2026', '1.250,00 €', '10,00 €', '1.240,00 €']);
    await waitFor(() =>
      expect(rowsOf(financial, 'Bills issued in this range')[1]).toEqual([
        'Max Power',
        '02.03.2026',
        'Gold — Mar 2026',
        'Overdue',
        '1.237,50 €',
        '0,00 €',
      ]),
    );
    expect((await within(financial).findByTestId('chart')).textContent).toBe(
      'Billed and collected per day: 31 points, from 01.03.2026, 1.234,50 €',
    );

    const membership = await generate(page, 'membership');
    expect(rowsOf(membership, 'Membership')[1]).toEqual(['Total members', '1.234']);
    // 09:05 UTC is 10:05 in Berlin.
    expect(within(membership).getByText('Generated 01.03.2026, 10:05.')).toBeTruthy();

    const attendance = await generate(page, 'attendance', ['2026-03-01', '2026-03-02']);
    expect(rowsOf(attendance, 'Check-ins per hour')[8]).toEqual(['07:00-08:00', '3']);
    expect(page.queryByText(/\$/)).toBeNull();
  });
});
