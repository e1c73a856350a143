// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { AGING_PAGE_SIZE } from './AgingReport.js';
import { ReportsSection } from './ReportsSection.js';

const server = setupMswServer();

const GYM = siteSettings({ today: '2026-03-10' });

const ZERO = { days0to30Cents: 0, days31to60Cents: 0, days61to90Cents: 0, over90Cents: 0 };

function agingPage(page: number, total: number) {
  return {
    agedOn: '2026-03-10',
    page,
    pageSize: AGING_PAGE_SIZE,
    total,
    items:
      page === 1
        ? [
            {
              memberId: 'm1',
              name: 'Max Power',
              ...ZERO,
              days0to30Cents: 5000,
              over90Cents: 120_050,
              totalCents: 125_050,
            },
            { memberId: 'm2', name: 'Zoë Ng', ...ZERO, days31to60Cents: 999, totalCents: 999 },
          ]
        : [{ memberId: 'm3', name: 'Ann Last', ...ZERO, days61to90Cents: 100, totalCents: 100 }],
    totals: {
      members: total,
      totalCents: 126_149,
      days0to30Cents: 5000,
      days31to60Cents: 999,
      days61to90Cents: 100,
      over90Cents: 120_050,
    },
  };
}

function render(path = '/reports') {
  return renderPage(<ReportsSection />, { path, gym: GYM });
}

async function chooseAging(page: ReturnType<typeof render>) {
  await page.user.selectOptions(page.getByLabelText('Report Type'), 'aging');
}

function cellsOf(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

describe('the Aging report', () => {
  it('shows who owes most first, by age, with the whole gym totals, links and the CSV download', async () => {
    const aging = vi.fn(() => agingPage(1, 2));
    server.use(trpcQuery('reports.aging', aging));
    const page = render();
    await chooseAging(page);

    const table = await page.findByRole('table', { name: 'Owed by age' });
    expect(aging).toHaveBeenCalledWith({ page: 1, pageSize: AGING_PAGE_SIZE });
    // No dates and nothing to generate: the report is as of today.
    expect(page.queryByLabelText('Start Date')).toBeNull();
    expect(page.queryByRole('button', { name: 'Generate Report' })).toBeNull();
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[0] as HTMLElement)).toEqual([
      'Member',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total owed',
    ]);
    expect(rows.slice(1).map((row) => cellsOf(row))).toEqual([
      ['Max Power', '$50.00', '$0.00', '$0.00', '$1,200.50', '$1,250.50'],
      ['Zoë Ng', '$0.00', '$9.99', '$0.00', '$0.00', '$9.99'],
      ['Whole gym (2 members)', '$50.00', '$9.99', '$1.00', '$1,200.50', '$1,261.49'],
    ]);
    expect(within(table).getByRole('link', { name: 'Max Power' }).getAttribute('href')).toBe('/admin/members/m1');
    expect(page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/reports/aging.csv');
    // The table scrolls in its own labelled region on a narrow screen, not the page.
    expect(page.getByRole('region', { name: 'Owed by age' }).getAttribute('tabindex')).toBe('0');
  });

  it('pages through the owing members', async () => {
    const aging = vi.fn(({ page }: { page: number }) => agingPage(page, AGING_PAGE_SIZE + 1));
    server.use(trpcQuery('reports.aging', aging));
    const page = render();
    await chooseAging(page);
    await page.findByRole('link', { name: 'Max Power' });
    expect(page.getByText('Page 1 of 2')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: /Next/ }));

    expect(await page.findByRole('link', { name: 'Ann Last' })).toBeTruthy();
    expect(page.queryByRole('link', { name: 'Max Power' })).toBeNull();
    expect(aging).toHaveBeenLastCalledWith({ page: 2, pageSize: AGING_PAGE_SIZE });
  });

  it('says so when nobody owes anything', async () => {
    server.use(
      trpcQuery('reports.aging', {
        ...agingPage(1, 0),
        items: [],
        totals: { members: 0, totalCents: 0, ...ZERO },
      }),
    );
    const page = render();
    await chooseAging(page);
    expect(await page.findByText('No member owes anything.')).toBeTruthy();
    expect(page.queryByRole('table')).toBeNull();
  });

  it('shows a loading status, then the reason it failed and a way to try again', async () => {
    const hold = gate();
    let calls = 0;
    server.use(
      trpcQuery('reports.aging', async () => {
        calls += 1;
        if (calls === 1) {
          await hold.promise;
          throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'The database is busy.' });
        }
        return agingPage(1, 2);
      }),
    );
    const page = render();
    await chooseAging(page);
    expect((await page.findByRole('status')).textContent).toBe('Loading the aging report...');
    hold.release();

    expect(await page.findByText('Failed to load the aging report.')).toBeTruthy();
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('link', { name: 'Max Power' })).toBeTruthy();
  });

  it('opens from the address /admin/reports?type=aging', async () => {
    server.use(trpcQuery('reports.aging', agingPage(1, 2)));
    const page = render('/reports?type=aging');
    expect(await page.findByRole('link', { name: 'Max Power' })).toBeTruthy();
    expect((page.getByLabelText('Report Type') as HTMLSelectElement).value).toBe('aging');
  });
});
