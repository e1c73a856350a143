// @vitest-environment jsdom
// The Member List's order: sortable column headings on a wide screen, a "Sort by" select above cards
// on a phone; the order is kept in the address like the filters.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, sessionAs } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { MembersSection } from './MembersSection.js';
import { memberTable } from './member-list-fixtures.js';

const server = setupMswServer();
beforeEach(() => server.use(sessionAs(ADMIN), trpcQuery('plans.list', [STANDARD])));

const ANA = member({ id: 'u-1', name: 'Ana Ames', balanceCents: 500, lastVisitAt: '2026-11-20T09:00:00.000Z' });
const BO = member({ id: 'u-2', name: 'Bo Byrne', balanceCents: 9000, lastVisitAt: null, status: 'paused' });
const CY = member({ id: 'u-3', name: 'Cy Cole', balanceCents: 0, lastVisitAt: '2026-11-25T17:30:00.000Z' });

function renderSection(path = '/members') {
  return renderPage(<MembersSection />, { path, gym: siteSettings(), session: ADMIN });
}

/** The names down the table (or the cards), in order. */
function namesShown(page: ReturnType<typeof renderSection>) {
  return page
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/members/'))
    .map((link) => link.textContent);
}

function sortOf(page: ReturnType<typeof renderSection>, column: string) {
  return page.getByRole('button', { name: column }).closest('th')?.getAttribute('aria-sort') ?? null;
}

describe('Member List column headings', () => {
  it('sort by a column, then the other way round, marked with aria-sort and kept in the address', async () => {
    const table = memberTable([ANA, BO, CY]);
    server.use(table.handler);
    const page = renderSection();
    expect(await page.findByRole('link', { name: 'Ana Ames' })).toBeTruthy();
    expect(sortOf(page, 'Name')).toBe('ascending');
    expect(sortOf(page, 'Balance')).toBeNull();

    // Balance starts with who owes the most.
    await page.user.click(page.getByRole('button', { name: 'Balance' }));
    await vi.waitFor(() => expect(namesShown(page)).toEqual(['Bo Byrne', 'Ana Ames', 'Cy Cole']));
    expect(sortOf(page, 'Balance')).toBe('descending');
    expect(sortOf(page, 'Name')).toBeNull();
    expect(table.list).toHaveBeenLastCalledWith({ sort: 'balance', page: 1, pageSize: 20 });
    expect(page.location.history.at(-1)).toBe('/members?sort=balance');

    await page.user.click(page.getByRole('button', { name: 'Balance' }));
    await vi.waitFor(() => expect(namesShown(page)).toEqual(['Cy Cole', 'Ana Ames', 'Bo Byrne']));
    expect(sortOf(page, 'Balance')).toBe('ascending');
    expect(table.list).toHaveBeenLastCalledWith({ sort: 'balance', direction: 'asc', page: 1, pageSize: 20 });
    expect(page.location.history.at(-1)).toBe('/members?sort=balance&dir=asc');

    // Back to names: the address is the plain list again.
    await page.user.click(page.getByRole('button', { name: 'Name' }));
    await vi.waitFor(() => expect(sortOf(page, 'Name')).toBe('ascending'));
    expect(page.location.history.at(-1)).toBe('/members');
  });

  it('shows the order an address asks for: latest visit first, never-visited last', async () => {
    const table = memberTable([ANA, BO, CY]);
    server.use(table.handler);
    const page = renderSection('/members?sort=lastVisit');
    await vi.waitFor(() => expect(namesShown(page)).toEqual(['Cy Cole', 'Ana Ames', 'Bo Byrne']));
    expect(sortOf(page, 'Last visit')).toBe('descending');
    const rows = within(page.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['Nov 25, 2026', 'Nov 20, 2026', 'Never']);

    await page.user.click(page.getByRole('button', { name: 'Joined' }));
    await vi.waitFor(() => expect(sortOf(page, 'Joined')).toBe('descending'));
    expect(page.location.history.at(-1)).toBe('/members?sort=joined');
  });
});

describe('Member List on a phone', () => {
  let matches = true;
  beforeEach(() => {
    matches = true;
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 600px)' && matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per member with plan, status, balance and last visit, and sorts with "Sort by"', async () => {
    const table = memberTable([ANA, BO, CY]);
    server.use(table.handler);
    const page = renderSection();
    expect(await page.findByRole('link', { name: 'Ana Ames' })).toBeTruthy();
    expect(page.queryByRole('table')).toBeNull();

    const cards = within(page.getByRole('region', { name: 'Members 1–3 of 3' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Ana AmesPlanStandardStatusActiveBalance$5.00Last visitNov 20, 2026',
      'Bo ByrnePlanStandardStatusPausedBalance$90.00Last visitNever',
      'Cy ColePlanStandardStatusActiveBalance$0.00Last visitNov 25, 2026',
    ]);

    const sortBy = page.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sortBy.value).toBe('name:asc');
    await page.user.selectOptions(sortBy, 'Balance (highest first)');
    await vi.waitFor(() => expect(namesShown(page)).toEqual(['Bo Byrne', 'Ana Ames', 'Cy Cole']));
    expect(table.list).toHaveBeenLastCalledWith({ sort: 'balance', page: 1, pageSize: 20 });
    expect(page.location.history.at(-1)).toBe('/members?sort=balance');

    await page.user.selectOptions(sortBy, 'Last visit (longest ago first)');
    await vi.waitFor(() => expect(namesShown(page)).toEqual(['Bo Byrne', 'Ana Ames', 'Cy Cole']));
    expect(page.location.history.at(-1)).toBe('/members?sort=lastVisit&dir=asc');
    expect(sortBy.value).toBe('lastVisit:asc');
  });
});
