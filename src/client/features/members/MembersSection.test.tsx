// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListMembersInput } from '../../../shared/members.schemas.js';
import { formatDate } from '../../lib/format.js';
import { GOLD, member, OLD, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { MembersSection } from './MembersSection.js';

const server = setupMswServer();

const MAYA = member({ id: 'u-1', name: 'Maya Patel', email: 'maya@gym.test', membershipType: 'Standard' });
const LEO = member({
  id: 'u-2',
  name: 'Leo Chen',
  email: 'leo@gym.test',
  membershipType: 'Gold',
  status: 'paused',
  joinDate: null,
});

// Every member row offers the plans to move to.
beforeEach(() => {
  server.use(trpcQuery('plans.list', [STANDARD, GOLD, OLD]));
});

/** members.list over a table the mutation handlers can change; searches name or email like the server. */
function memberTable(initial: (typeof MAYA)[]) {
  const rows = initial.map((row) => ({ ...row }));
  const list = vi.fn((input: ListMembersInput) => {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? 20;
    const search = input.search?.toLowerCase();
    const found = search
      ? rows.filter((row) => row.name.toLowerCase().includes(search) || row.email.includes(search))
      : rows;
    return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
  });
  server.use(trpcQuery<ListMembersInput>('members.list', list));
  return { list, rows };
}

function renderSection() {
  return renderPage(<MembersSection />, { path: '/members' });
}

describe('MembersSection', () => {
  it('shows a loading status, then each member with email, membership type and join date', async () => {
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

    const items = await page.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Maya Patel');
    expect(items[0]?.textContent).toContain('maya@gym.test');
    expect(items[0]?.textContent).toContain(`Joined ${formatDate(MAYA.joinDate ?? '')}`);
    const maya = page.getByRole('group', { name: 'Membership Type for Maya Patel' });
    expect(maya.textContent).toContain('Standard');
    expect(within(maya).getByText('Active')).toBeTruthy();
    const leo = page.getByRole('group', { name: 'Membership Type for Leo Chen' });
    expect(within(leo).getByText('Gold')).toBeTruthy();
    expect(within(leo).getByText('Paused')).toBeTruthy();
    expect(page.getByText('2 members')).toBeTruthy();
  });

  it("says 'No approved members found.' when there are no members", async () => {
    memberTable([]);
    const page = renderSection();
    expect(await page.findByText('No approved members found.')).toBeTruthy();
    expect(page.queryByRole('list')).toBeNull();
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
    expect(await page.findByText('Maya Patel')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('searches by name or email on the server, and says when nothing matches', async () => {
    const table = memberTable([MAYA, LEO]);
    const page = renderSection();
    expect(await page.findByText('Leo Chen')).toBeTruthy();

    await page.user.type(page.getByRole('searchbox', { name: 'Search members' }), '  maya ');
    await waitFor(() => expect(page.queryByText('Leo Chen')).toBeNull());
    expect(page.getByText('Maya Patel')).toBeTruthy();
    expect(table.list).toHaveBeenLastCalledWith({ search: 'maya', page: 1, pageSize: 20 });

    await page.user.clear(page.getByRole('searchbox', { name: 'Search members' }));
    await page.user.type(page.getByRole('searchbox', { name: 'Search members' }), 'nobody');
    expect(await page.findByText('No members match your search.')).toBeTruthy();
    expect(table.list).toHaveBeenLastCalledWith({ search: 'nobody', page: 1, pageSize: 20 });
  });

  it('pages with the server page and total, and a new search starts again at page 1', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...MAYA,
      id: `u-${i + 1}`,
      name: `Member ${String(i + 1).padStart(2, '0')}`,
      email: `m${i + 1}@gym.test`,
    }));
    const table = memberTable(many);
    const page = renderSection();
    expect(await page.findByText('Member 01')).toBeTruthy();
    expect(page.getByText('Page 1 of 2')).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Next' }));
    expect(await page.findByText('Member 21')).toBeTruthy();
    expect(table.list).toHaveBeenLastCalledWith({ page: 2, pageSize: 20 });

    await page.user.type(page.getByRole('searchbox', { name: 'Search members' }), 'member 1');
    expect(await page.findByText('Member 10')).toBeTruthy();
    expect(table.list).toHaveBeenLastCalledWith({ search: 'member 1', page: 1, pageSize: 20 });
  });
});
