// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListMembersInput, UpdateMembershipTypeInput } from '../../../shared/members.schemas.js';
import { formatDate } from '../../lib/format.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { MembersSection } from './MembersSection.js';

const server = setupMswServer();

const MAYA = {
  id: 'u-1',
  name: 'Maya Patel',
  email: 'maya@gym.test',
  membershipType: 'Standard',
  joinDate: '2025-03-04T10:00:00.000Z',
};
const LEO = { id: 'u-2', name: 'Leo Chen', email: 'leo@gym.test', membershipType: 'Premium', joinDate: null };

/** members.list over a table the mutation handlers can change; searches name or email like the server. */
function memberTable(initial: (typeof MAYA | typeof LEO)[]) {
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
    expect(items[0]?.textContent).toContain(`Joined ${formatDate(MAYA.joinDate)}`);
    expect((page.getByLabelText('Membership Type for Maya Patel') as HTMLSelectElement).value).toBe('Standard');
    expect((page.getByLabelText('Membership Type for Leo Chen') as HTMLSelectElement).value).toBe('Premium');
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

  it('saves a new membership type on change, confirms it and shows the saved value', async () => {
    const table = memberTable([MAYA, LEO]);
    const update = vi.fn((input: UpdateMembershipTypeInput) => {
      const row = table.rows.find((r) => r.id === input.userId);
      if (row) row.membershipType = input.membershipType;
      return { membershipType: input.membershipType };
    });
    server.use(trpcMutation<UpdateMembershipTypeInput>('members.updateMembershipType', update));
    const page = renderSection();
    const select = (await page.findByLabelText('Membership Type for Maya Patel')) as HTMLSelectElement;
    const listCalls = table.list.mock.calls.length;

    await page.user.selectOptions(select, 'Premium');

    const item = page.getAllByRole('listitem')[0] as HTMLElement;
    expect((await within(item).findByRole('status')).textContent).toBe("Maya Patel's membership type is now Premium.");
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ userId: 'u-1', membershipType: 'Premium' });
    expect(select.value).toBe('Premium');
    expect(select.hasAttribute('disabled')).toBe(false);
    expect(table.list.mock.calls.length).toBeGreaterThan(listCalls);
  });

  it('disables the select while saving', async () => {
    memberTable([MAYA]);
    const answer = gate();
    server.use(
      trpcMutation('members.updateMembershipType', async () => {
        await answer.promise;
        return { membershipType: 'Student' };
      }),
    );
    const page = renderSection();
    const select = (await page.findByLabelText('Membership Type for Maya Patel')) as HTMLSelectElement;
    await page.user.selectOptions(select, 'Student');

    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(true));
    expect(select.value).toBe('Student');
    answer.release();
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
  });

  it("reverts and shows the server's message when saving fails", async () => {
    memberTable([MAYA]);
    server.use(
      trpcMutation('members.updateMembershipType', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Member not found.' });
      }),
    );
    const page = renderSection();
    const select = (await page.findByLabelText('Membership Type for Maya Patel')) as HTMLSelectElement;
    await page.user.selectOptions(select, 'Family');

    expect((await page.findByRole('alert')).textContent).toBe('Member not found.');
    expect(select.value).toBe('Standard');
  });
});
