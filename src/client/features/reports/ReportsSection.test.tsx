// @vitest-environment jsdom
// Admin › Reports: choosing a report, running it, and what it says when it cannot.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinancialReportInput } from '../../../shared/reports.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import {
  ATTENDANCE,
  financialFor,
  generate,
  jsonOf,
  MEMBERSHIP,
  render,
  typeDates,
} from './reportsSection.fixtures.js';

vi.mock('./chartLoader.js', () => import('./chartLoader.stand-in.js'));

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
});

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
