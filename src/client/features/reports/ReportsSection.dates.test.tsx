// @vitest-environment jsdom
// Admin › Reports: the dates a report covers, its presets, and an address that names a report.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthSoFar } from '../../../shared/dashboard.schemas.js';
import type { FinancialReportInput } from '../../../shared/reports.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { ReportsSection } from './ReportsSection.js';
import { reportSearch } from './reportAddress.js';
import {
  ATTENDANCE,
  financialFor,
  GYM,
  generate,
  pressedPresets,
  render,
  typeDates,
} from './reportsSection.fixtures.js';

vi.mock('./chartLoader.js', () => import('./chartLoader.stand-in.js'));

const server = setupMswServer();

afterEach(() => {
  vi.restoreAllMocks();
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
