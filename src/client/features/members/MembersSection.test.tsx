// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GOLD, member, OLD, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, gate, sessionAs } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { MembersSection } from './MembersSection.js';
import { memberTable } from './member-list-fixtures.js';

const server = setupMswServer();
beforeEach(() => server.use(sessionAs(ADMIN)));

const MAYA = member({
  id: 'u-1',
  name: 'Maya Patel',
  email: 'maya@gym.test',
  membershipType: 'Standard',
  balanceCents: 4250,
  lastVisitAt: '2026-11-24T18:05:00.000Z',
});
const LEO = member({
  id: 'u-2',
  name: 'Leo Chen',
  email: 'leo@gym.test',
  membershipType: 'Gold',
  status: 'paused',
  joinDate: null,
  nextPlanName: 'Standard',
  nextPlanFrom: '2026-12-01',
});

// The Plan filter offers every plan.
beforeEach(() => {
  server.use(trpcQuery('plans.list', [STANDARD, GOLD, OLD]));
});

function renderSection(path = '/members', gym = siteSettings()) {
  return renderPage(<MembersSection />, { path, gym, session: ADMIN });
}

/** A table row's cells as text, header cell first. */
function cellsOf(row: HTMLElement) {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
}

describe('Member List table', () => {
  it('shows a loading status, then one row per member: name link, email, plan, status, balance, joined, last visit', async () => {
    const answer = gate();
    server.use(
      trpcQuery('members.list', async () => {
        await answer.promise;
        return { items: [MAYA, LEO], total: 2, page: 1, pageSize: 20 };
      }),
    );
    const page = renderSection();
    expect(page.getByRole('heading', { level: 2, name: 'Member List' })).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe('Loading members...');
    answer.release();

    const table = await page.findByRole('table', { name: 'Members 1–2 of 2' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Plan', 'Status', 'Balance', 'Joined', 'Last visit']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Maya Patel', 'maya@gym.test', 'Standard', 'Active', '$42.50', 'Mar 4, 2025', 'Nov 24, 2026'],
      ['Leo Chen', 'leo@gym.test', 'GoldMoves to Standard on Dec 1, 2026', 'Paused', '$0.00', '—', 'Never'],
    ]);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Maya Patel' });
    expect(link.getAttribute('href')).toBe('/members/u-1');
    expect(page.getByText('2 members')).toBeTruthy();
  });

  it("writes balances, dates and counts the gym's way: a German gym in euros", async () => {
    server.use(
      trpcQuery('members.list', {
        items: [{ ...MAYA, balanceCents: 123456 }, LEO],
        total: 1234,
        page: 1,
        pageSize: 20,
      }),
    );
    const page = renderSection(
      '/members',
      siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' }),
    );

    const table = await page.findByRole('table', { name: 'Members 1–2 of 1.234' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Maya Patel', 'maya@gym.test', 'Standard', 'Active', '1.234,56 €', '04.03.2025', '24.11.2026'],
      ['Leo Chen', 'leo@gym.test', 'GoldMoves to Standard on 01.12.2026', 'Paused', '0,00 €', '—', 'Never'],
    ]);
    expect(page.getByText('1.234 members')).toBeTruthy();
  });

  it('opens the member page from the name, and the list keeps its address for Back', async () => {
    const table = memberTable([MAYA, LEO]);
    server.use(table.handler);
    const page = renderSection('/members?status=active');
    await page.user.click(await page.findByRole('link', { name: 'Maya Patel' }));
    expect(page.location.history).toEqual(['/members?status=active', '/members/u-1']);
  });

  it("says 'No approved members found.' when there are no members at all", async () => {
    server.use(memberTable([]).handler);
    const page = renderSection();
    expect(await page.findByText('No approved members found.')).toBeTruthy();
    expect(page.queryByRole('table')).toBeNull();
    expect(page.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows a load failure and loads again on Try again', async () => {
    let fail = true;
    server.use(
      trpcQuery('members.list', () => {
        if (fail) throw new TrpcError({ code: 'FORBIDDEN', message: 'Administrators only.' });
        return { items: [MAYA], total: 1, page: 1, pageSize: 20 };
      }),
    );
    const page = renderSection();
    expect((await page.findByRole('alert')).textContent).toBe('Administrators only.');

    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByRole('link', { name: 'Maya Patel' })).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('pages with Next and Previous, keeps the page in the address and moves focus to the new caption', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      member({ id: `u-${i + 1}`, name: `Member ${String(i + 1).padStart(2, '0')}`, email: `m${i + 1}@gym.test` }),
    );
    const table = memberTable(many);
    server.use(table.handler);
    const page = renderSection();
    expect(await page.findByRole('link', { name: 'Member 01' })).toBeTruthy();
    expect(page.getByText('Page 1 of 2')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Next' }));
    expect(await page.findByRole('link', { name: 'Member 21' })).toBeTruthy();
    expect(table.list).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 });
    expect(page.location.history).toEqual(['/members', '/members?page=2']);
    const caption = page.getByText('Members 21–25 of 25');
    await waitFor(() => expect(document.activeElement).toBe(caption));

    await page.user.click(page.getByRole('button', { name: 'Previous' }));
    expect(await page.findByText('Members 1–20 of 25')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.getByText('Members 1–20 of 25')));
    expect(page.location.history).toEqual(['/members', '/members?page=2', '/members']);
  });

  it('offers page 1 when the address asks for a page past the end', async () => {
    const table = memberTable([MAYA]);
    server.use(table.handler);
    const page = renderSection('/members?page=4');
    expect(await page.findByText('There is no page 4.')).toBeTruthy();
    await page.user.click(page.getByRole('button', { name: 'Go to page 1' }));
    expect(await page.findByRole('link', { name: 'Maya Patel' })).toBeTruthy();
  });

  it('lets a 100-character name wrap inside its cell', async () => {
    const long = 'W'.repeat(100);
    server.use(memberTable([member({ name: long })]).handler);
    const page = renderSection();
    const cell = (await page.findByRole('link', { name: long })).closest('th') as HTMLElement;
    expect(cell.className).toContain('member-name');
    // The table scrolls inside its own labelled region, never the page.
    expect(page.getByRole('region', { name: 'Members table' }).className).toBe('member-table-scroll');
  });
});
