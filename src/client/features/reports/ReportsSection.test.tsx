// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthSoFar } from '../../../shared/dashboard.schemas.js';
import type { FinancialReportInput } from '../../../shared/reports.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { ReportsSection } from './ReportsSection.js';
import { reportSearch } from './reportAddress.js';

// jsdom has no canvas: the chart module is replaced by a stand-in that shows the chart's title and
// how it is drawn (bars or lines).
vi.mock('./chartLoader.js', () => ({
  loadUPlotChart: async () => ({
    default: ({ spec }: { spec: { title: string; kind: string } }) => (
      <div data-testid="chart">{`${spec.title} (${spec.kind})`}</div>
    ),
  }),
}));

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

const MEMBERSHIP = {
  type: 'membership',
  generatedAt: '2026-03-01T09:00:00.000Z',
  totalMembers: 12,
  pendingRequests: 2,
  newMembersLast30Days: 3,
  membersByType: { Standard: 12 },
  membersByStatus: { active: 11, paused: 1, cancelled: 4 },
  membersByPlanAndStatus: [{ plan: 'Standard', active: 11, paused: 1, cancelled: 4 }],
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

function financialFor(input: FinancialReportInput) {
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
const GYM = siteSettings({ today: '2026-03-10' });

function render() {
  return renderPage(<ReportsSection />, { path: '/reports', gym: GYM });
}

/** The spec's formatted JSON, shown below the tables. */
function jsonOf(result: HTMLElement): string {
  return result.querySelector('pre.json')?.textContent ?? '';
}

async function generate(page: ReturnType<typeof render>) {
  await page.user.click(page.getByRole('button', { name: 'Generate Report' }));
}

/** Types over the dates the form opened with ("This month"). */
async function typeDates(page: ReturnType<typeof render>, startDate: string, endDate: string) {
  await page.user.clear(page.getByLabelText('Start Date'));
  if (startDate) await page.user.type(page.getByLabelText('Start Date'), startDate);
  await page.user.clear(page.getByLabelText('End Date'));
  if (endDate) await page.user.type(page.getByLabelText('End Date'), endDate);
}

function pressedPresets(page: ReturnType<typeof render>): string[] {
  const presets = page.getByRole('group', { name: 'Dates' });
  return within(presets)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent ?? '');
}

describe('ReportsSection', () => {
  it('offers the report types and no date fields until Financial or Attendance is chosen', () => {
    const page = render();
    expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeTruthy();
    const select = page.getByLabelText('Report Type') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['membership', 'Membership'],
      ['financial', 'Financial'],
      ['attendance', 'Attendance'],
      ['aging', 'Aging'],
    ]);
    expect(select.value).toBe('membership');
    expect(page.queryByLabelText('Start Date')).toBeNull();
    expect(page.queryByRole('region', { name: 'Report result' })).toBeNull();
  });

  it('shows a loading status, then the membership report as formatted JSON', async () => {
    const hold = gate();
    const membership = vi.fn(async () => {
      await hold.promise;
      return MEMBERSHIP;
    });
    server.use(trpcQuery('reports.membership', membership));
    const page = render();
    await generate(page);

    expect((await page.findByRole('status')).textContent).toBe('Generating report...');
    expect(page.getByRole('button', { name: 'Generate Report' }).hasAttribute('disabled')).toBe(true);
    hold.release();

    const result = await page.findByRole('region', { name: 'Report result' });
    expect(result.querySelector('pre.json')?.textContent).toBe(JSON.stringify(MEMBERSHIP, null, 2));
    expect(page.getByLabelText('Report result')).toBe(result);
    expect(jsonOf(result)).toBe(JSON.stringify(MEMBERSHIP, null, 2));
    expect(membership).toHaveBeenCalledTimes(1);
    expect(page.getByRole('button', { name: 'Generate Report' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks the server again each time Generate Report is pressed', async () => {
    let call = 0;
    server.use(trpcQuery('reports.membership', () => ({ ...MEMBERSHIP, totalMembers: ++call })));
    const page = render();
    await generate(page);
    expect((await page.findByRole('region', { name: 'Report result' })).textContent).toContain('"totalMembers": 1');
    await generate(page);
    expect(await page.findByText(/"totalMembers": 2/)).toBeTruthy();
  });

  it('runs the attendance report over the two days typed and shows it', async () => {
    const attendance = vi.fn(() => ATTENDANCE);
    server.use(trpcQuery('reports.attendance', attendance));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'attendance');
    await typeDates(page, '', '2026-03-02');
    await generate(page);
    expect(page.getByText('Start Date is required.')).toBeTruthy();
    expect(attendance).not.toHaveBeenCalled();

    await page.user.type(page.getByLabelText('Start Date'), '2026-03-01');
    await generate(page);
    const result = await page.findByRole('region', { name: 'Report result' });
    expect(JSON.parse(jsonOf(result))).toEqual(ATTENDANCE);
    expect(attendance).toHaveBeenCalledExactlyOnceWith({ startDate: '2026-03-01', endDate: '2026-03-02' });
  });

  it('drops the shown result when another report type is chosen', async () => {
    server.use(trpcQuery('reports.membership', MEMBERSHIP));
    const page = render();
    await generate(page);
    await page.findByRole('region', { name: 'Report result' });

    await page.user.selectOptions(page.getByLabelText('Report Type'), 'attendance');
    expect(page.queryByRole('region', { name: 'Report result' })).toBeNull();
  });

  it('never shows a late answer for a report type no longer chosen', async () => {
    const hold = gate();
    server.use(
      trpcQuery('reports.membership', async () => {
        await hold.promise;
        return MEMBERSHIP;
      }),
    );
    const page = render();
    await generate(page);
    await page.findByRole('status');
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'attendance');
    hold.release();

    // Once the membership answer has arrived, it is still not shown.
    const membershipQuery = () =>
      page.queryClient.getQueryCache().find({ queryKey: [['reports', 'membership']], exact: false });
    await waitFor(() => expect(membershipQuery()?.state.status).toBe('success'));
    expect(page.queryByRole('region', { name: 'Report result' })).toBeNull();
    expect(page.queryByRole('status')).toBeNull();
    expect(page.getByRole('button', { name: 'Generate Report' }).hasAttribute('disabled')).toBe(false);
  });

  it('requires both dates for the financial report and sends nothing without them', async () => {
    const financial = vi.fn(financialFor);
    server.use(trpcQuery<FinancialReportInput>('reports.financial', financial));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');
    expect(page.getByLabelText('Start Date').getAttribute('type')).toBe('date');
    expect(page.getByLabelText('End Date').getAttribute('type')).toBe('date');

    await typeDates(page, '', '');
    await generate(page);
    expect(page.getByText('Start Date is required.')).toBeTruthy();
    expect(page.getByText('End Date is required.')).toBeTruthy();
    expect(page.getByLabelText('End Date').getAttribute('aria-invalid')).toBe('true');
    expect(financial).not.toHaveBeenCalled();
  });

  it('refuses a start date after the end date', async () => {
    const financial = vi.fn(financialFor);
    server.use(trpcQuery<FinancialReportInput>('reports.financial', financial));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');
    await typeDates(page, '2026-03-31', '2026-03-01');
    await generate(page);

    expect(page.getByText('Start Date must be on or before End Date.')).toBeTruthy();
    expect(page.queryByRole('region', { name: 'Report result' })).toBeNull();
    expect(financial).not.toHaveBeenCalled();
  });

  it("sends the two days as typed (the gym's days, no time zone offset) and shows the financial report", async () => {
    const financial = vi.fn(financialFor);
    server.use(trpcQuery<FinancialReportInput>('reports.financial', financial));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');
    await typeDates(page, '2026-03-01', '2026-03-31');
    await generate(page);

    const result = await page.findByRole('region', { name: 'Report result' });
    expect(financial).toHaveBeenCalledExactlyOnceWith({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(jsonOf(result)).toBe(
      JSON.stringify(financialFor({ startDate: '2026-03-01', endDate: '2026-03-31' }), null, 2),
    );
  });

  it("shows the server's field errors beside the dates", async () => {
    server.use(
      trpcQuery('reports.financial', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Check the highlighted fields.',
          fieldErrors: { startDate: 'Enter a valid date.' },
        });
      }),
    );
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');
    await typeDates(page, '2026-03-01', '2026-03-02');
    await generate(page);

    expect((await page.findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    expect(page.getByText('Enter a valid date.')).toBeTruthy();
  });

  it("shows the server's message when a report fails, and Try again runs it again", async () => {
    let fail = true;
    const attendance = vi.fn(() => {
      if (fail) throw new TrpcError({ code: 'FORBIDDEN', message: 'Administrators only.' });
      return ATTENDANCE;
    });
    server.use(trpcQuery('reports.attendance', attendance));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'attendance');
    await typeDates(page, '2026-03-01', '2026-03-02');
    await generate(page);
    expect((await page.findByRole('alert')).textContent).toBe('Administrators only.');

    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('region', { name: 'Report result' })).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
    expect(attendance).toHaveBeenCalledTimes(2);
  });
});

describe('ReportsSection dates and presets', () => {
  it('opens on "This month" of the gym\'s today, pressed, and runs it without typing a date', async () => {
    const financial = vi.fn(financialFor);
    server.use(trpcQuery<FinancialReportInput>('reports.financial', financial));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');

    expect((page.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-03-01');
    expect((page.getByLabelText('End Date') as HTMLInputElement).value).toBe('2026-03-10');
    expect(pressedPresets(page)).toEqual(['This month']);
    const presets = within(page.getByRole('group', { name: 'Dates' })).getAllByRole('button');
    expect(presets.map((b) => b.textContent)).toEqual(['This month', 'Last month', 'This year', 'Last 30 days']);

    await generate(page);
    await page.findByRole('region', { name: 'Report result' });
    expect(financial).toHaveBeenCalledExactlyOnceWith({ startDate: '2026-03-01', endDate: '2026-03-10' });
  });

  it('fills both dates from a preset, which stay editable; a date typed by hand un-presses it', async () => {
    const attendance = vi.fn(() => ATTENDANCE);
    server.use(trpcQuery('reports.attendance', attendance));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'attendance');

    await page.user.click(page.getByRole('button', { name: 'Last month' }));
    expect((page.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-02-01');
    expect((page.getByLabelText('End Date') as HTMLInputElement).value).toBe('2026-02-28');
    expect(pressedPresets(page)).toEqual(['Last month']);

    await page.user.click(page.getByRole('button', { name: 'Last 30 days' }));
    expect((page.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-02-09');
    expect(pressedPresets(page)).toEqual(['Last 30 days']);

    await page.user.click(page.getByRole('button', { name: 'This year' }));
    expect((page.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-01-01');
    expect((page.getByLabelText('End Date') as HTMLInputElement).value).toBe('2026-03-10');

    await typeDates(page, '2026-03-01', '2026-03-02');
    expect(within(page.getByRole('group', { name: 'Dates' })).queryAllByRole('button', { pressed: true })).toEqual([]);
    await generate(page);
    await page.findByRole('region', { name: 'Report result' });
    expect(attendance).toHaveBeenCalledExactlyOnceWith({ startDate: '2026-03-01', endDate: '2026-03-02' });
  });

  it('clears the date messages when a preset fills the fields', async () => {
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');
    await typeDates(page, '', '');
    await generate(page);
    expect(page.getByText('Start Date is required.')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'This month' }));
    expect(page.queryByText('Start Date is required.')).toBeNull();
    expect(page.getByLabelText('Start Date').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('ReportsSection result', () => {
  it('folds the JSON under "Show JSON", closed until asked for', async () => {
    server.use(trpcQuery('reports.membership', MEMBERSHIP));
    const page = render();
    await generate(page);
    const result = await page.findByRole('region', { name: 'Report result' });

    const details = result.querySelector('details.report-json') as HTMLDetailsElement;
    const summary = within(result).getByText('Show JSON');
    expect(details.contains(summary)).toBe(true);
    expect(details.open).toBe(false);
    await page.user.click(summary);
    expect(details.open).toBe(true);
    expect(jsonOf(result)).toBe(JSON.stringify(MEMBERSHIP, null, 2));
  });

  it("shows a one-day financial report's chart as its figures, not a line with a single dot", async () => {
    server.use(trpcQuery<FinancialReportInput>('reports.financial', financialFor));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');
    await typeDates(page, '2026-03-02', '2026-03-02');
    await generate(page);

    const result = await page.findByRole('region', { name: 'Report result' });
    const figure = within(result)
      .getByText('Billed and collected per day: Mar 2, 2026')
      .closest('figure') as HTMLElement;
    const figures = [...figure.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(figures).toEqual([
      ['Billed', '$1,250.00'],
      ['Collected', '$10.00'],
    ]);
    expect(page.queryByTestId('chart')).toBeNull();
  });

  it("shows a one-day attendance report's day as its figure, and still charts its hours", async () => {
    const oneDay = { ...ATTENDANCE, endDate: '2026-03-01', byDay: ATTENDANCE.byDay.slice(0, 1) };
    server.use(trpcQuery('reports.attendance', oneDay));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'attendance');
    await typeDates(page, '2026-03-01', '2026-03-01');
    await generate(page);

    const result = await page.findByRole('region', { name: 'Report result' });
    const day = within(result).getByText('Check-ins per day: Mar 1, 2026').closest('figure') as HTMLElement;
    expect(day.querySelector('dd')?.textContent).toBe('2');
    expect((await within(result).findAllByTestId('chart')).map((c) => c.textContent)).toEqual([
      "Check-ins per hour of the gym's day (bars)",
    ]);
  });

  it('draws a longer range per day as lines', async () => {
    server.use(trpcQuery<FinancialReportInput>('reports.financial', financialFor));
    const page = render();
    await page.user.selectOptions(page.getByLabelText('Report Type'), 'financial');
    await generate(page);

    expect((await page.findByTestId('chart')).textContent).toBe('Billed and collected per day (lines)');
  });
});

describe('ReportsSection opened by an address that names a report', () => {
  function openAt(path: string) {
    return renderPage(<ReportsSection />, { path, gym: GYM });
  }

  it('fills the form and runs that report once, so "Collected this month" opens on its sum', async () => {
    const financial = vi.fn((input: FinancialReportInput) => financialFor(input));
    server.use(trpcQuery('reports.financial', financial));
    const page = openAt(`/reports?${reportSearch({ type: 'financial', input: monthSoFar('2026-03-10') })}`);

    const result = await page.findByRole('region', { name: 'Report result' });
    expect(financial).toHaveBeenCalledExactlyOnceWith({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect((page.getByLabelText('Report Type') as HTMLSelectElement).value).toBe('financial');
    expect((page.getByLabelText('Start Date') as HTMLInputElement).value).toBe('2026-03-01');
    expect((page.getByLabelText('End Date') as HTMLInputElement).value).toBe('2026-03-10');
    const money = within(result).getByRole('table', { name: /^Money/ });
    expect(within(money).getByRole('row', { name: /^Collected/ }).textContent).toBe('Collected$10.00');
  });

  it('runs nothing for an address whose days are not a range, and leaves the form as it starts', async () => {
    const financial = vi.fn((input: FinancialReportInput) => financialFor(input));
    server.use(trpcQuery('reports.financial', financial));
    const page = openAt('/reports?type=financial&startDate=2026-03-10&endDate=2026-03-01');

    expect((page.getByLabelText('Report Type') as HTMLSelectElement).value).toBe('membership');
    expect(page.queryByRole('region', { name: 'Report result' })).toBeNull();
    expect(financial).not.toHaveBeenCalled();
  });
});
