// @vitest-environment jsdom
// Admin › Reports: how a result shows, as tables, charts and the spec's JSON.
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinancialReportInput } from '../../../shared/reports.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { trpcQuery } from '../../test/trpc-msw.js';
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
