// @vitest-environment jsdom
// The Member List's search, filters and page live in the address: typing replaces the history entry,
// a filter or page change pushes one, and an address (reload, Back) brings the same list back.
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { GOLD, member, OLD, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN } from '../../test/session.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { MembersSection } from './MembersSection.js';
import { memberTable, type TableRow } from './member-list-fixtures.js';

const server = setupMswServer();

const ZOE: TableRow = { ...member({ id: 'u-1', name: 'Zoë Martin', email: 'zoe@gym.test' }), planId: STANDARD.id };
const LEO: TableRow = {
  ...member({ id: 'u-2', name: 'Leo Chen', email: 'leo@gym.test', membershipType: 'Gold', status: 'paused' }),
  planId: GOLD.id,
  overdue: true,
};
const ANA: TableRow = {
  ...member({ id: 'u-3', name: 'Ana Lima', email: 'ana@gym.test', membershipType: 'Gold' }),
  planId: GOLD.id,
};

let table: ReturnType<typeof memberTable>;
beforeEach(() => {
  table = memberTable([ANA, LEO, ZOE]);
  server.use(trpcQuery('plans.list', [STANDARD, GOLD, OLD]), table.handler);
});

/** The Member List with a stand-in member page, as the admin dashboard routes them. */
function renderList(path = '/members') {
  return renderPage(
    <Switch>
      <Route path="/members" component={MembersSection} />
      <Route path="/members/:id">{(params) => <h2>Member page {params.id}</h2>}</Route>
    </Switch>,
    { path, session: ADMIN },
  );
}

type Page = ReturnType<typeof renderList>;
const names = (page: Page) =>
  page
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th')?.textContent);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search members' }) as HTMLInputElement;
const select = (page: Page, label: string) => page.getByLabelText(label) as HTMLSelectElement;

describe('Member List filters and address', () => {
  it('searches as the admin types, replacing the history entry instead of adding one per key', async () => {
    const page = renderList('/members?page=2');
    await page.findByText('There is no page 2.');

    await page.user.type(searchBox(page), 'ZOË');
    await waitFor(() => expect(page.location.history).toEqual(['/members?q=ZO%C3%8B']));
    // Folding capitals and accents is the server's job: the text goes as typed.
    await waitFor(() => expect(table.list).toHaveBeenLastCalledWith({ search: 'ZOË', page: 1, pageSize: 20 }));
  });

  it('pushes one history entry per filter change, back to page 1, and asks the server for it', async () => {
    const page = renderList('/members?page=2');
    await page.findByText('There is no page 2.');

    await page.user.selectOptions(select(page, 'Status'), 'paused');
    await page.user.selectOptions(select(page, 'Plan'), await page.findByRole('option', { name: 'Gold' }));
    await page.user.click(page.getByRole('checkbox', { name: 'Overdue' }));

    expect(page.location.history).toEqual([
      '/members?page=2',
      '/members?status=paused',
      '/members?status=paused&plan=plan-gold',
      '/members?status=paused&plan=plan-gold&overdue=1',
    ]);
    await waitFor(() => expect(names(page)).toEqual(['Leo Chen']));
    expect(table.list).toHaveBeenLastCalledWith({
      status: 'paused',
      planId: GOLD.id,
      overdue: true,
      page: 1,
      pageSize: 20,
    });
  });

  it('offers every plan, archived ones marked, and All for each filter', async () => {
    const page = renderList();
    await page.findByRole('link', { name: 'Ana Lima' });
    expect([...select(page, 'Status').options].map((o) => o.textContent)).toEqual([
      'All',
      'Active',
      'Paused',
      'Cancelled',
    ]);
    await waitFor(() =>
      expect([...select(page, 'Plan').options].map((o) => o.textContent)).toEqual([
        'All',
        'Standard',
        'Gold',
        'Old Timer (archived)',
      ]),
    );
  });

  it('shows the list an address describes (a reload), and follows the address when Back changes it', async () => {
    const page = renderList('/members?q=leo&status=paused&plan=plan-gold&overdue=1');
    await waitFor(() => expect(names(page)).toEqual(['Leo Chen']));
    expect(searchBox(page).value).toBe('leo');
    expect(select(page, 'Status').value).toBe('paused');
    await waitFor(() => expect(select(page, 'Plan').value).toBe(GOLD.id));
    expect((page.getByRole('checkbox', { name: 'Overdue' }) as HTMLInputElement).checked).toBe(true);

    // What Back does: the address becomes an earlier one.
    page.location.navigate('/members?status=active');
    await waitFor(() => expect(names(page)).toEqual(['Ana Lima', 'Zoë Martin']));
    expect(searchBox(page).value).toBe('');
    expect(select(page, 'Plan').value).toBe('');
    expect((page.getByRole('checkbox', { name: 'Overdue' }) as HTMLInputElement).checked).toBe(false);
  });

  it('returns from a member page to the same filtered page', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...member({ id: `m-${i + 1}`, name: `Member ${String(i + 1).padStart(2, '0')}`, status: 'paused' }),
    }));
    server.use(memberTable(many).handler);
    const page = renderList('/members?status=paused&page=2');
    await page.user.click(await page.findByRole('link', { name: 'Member 21' }));
    expect(await page.findByRole('heading', { name: 'Member page m-21' })).toBeTruthy();

    page.location.navigate('/members?status=paused&page=2');
    expect(await page.findByRole('link', { name: 'Member 25' })).toBeTruthy();
    expect(page.getByText('Page 2 of 2')).toBeTruthy();
    expect(select(page, 'Status').value).toBe('paused');
  });

  it("says 'No members match.' and clears every filter on Clear filters, focusing the search box", async () => {
    const page = renderList('/members?q=nobody&status=cancelled');
    expect(await page.findByText('No members match.')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names(page)).toEqual(['Ana Lima', 'Leo Chen', 'Zoë Martin']));
    expect(page.location.history?.at(-1)).toBe('/members');
    expect(searchBox(page).value).toBe('');
    expect(document.activeElement).toBe(searchBox(page));
  });
});
