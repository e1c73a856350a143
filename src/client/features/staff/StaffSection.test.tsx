// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '../../../shared/staff.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { StaffSection } from './StaffSection.js';
import type { StaffListItem } from './types.js';

const server = setupMswServer();

const OWNER: StaffListItem = {
  id: 'u-owner',
  name: 'Olga Owner',
  email: 'olga@gym.test',
  role: 'admin',
  lastSignInAt: '2026-11-20T14:05:00.000Z',
  invitationWaiting: false,
};
const FRAN: StaffListItem = {
  id: 'u-fran',
  name: 'Fran Desk',
  email: 'fran@gym.test',
  role: 'frontdesk',
  lastSignInAt: null,
  invitationWaiting: true,
};

function staffAnswers(items: StaffListItem[]) {
  server.use(trpcQuery('staff.list', { items, total: items.length, page: 1, pageSize: 20 }));
}

const itemOf = async (page: ReturnType<typeof renderPage>, name: string) =>
  (await page.findByText(name)).closest('li') as HTMLElement;

describe('StaffSection', () => {
  it('lists each person with their role, last sign-in in the gym format, or the invitation waiting', async () => {
    staffAnswers([FRAN, OWNER]);
    const page = renderPage(<StaffSection />, { path: '/admin/staff' });
    const olga = await itemOf(page, 'Olga Owner');
    expect(olga.textContent).toContain('Admin');
    expect(olga.textContent).toContain('Last sign-in: Nov 20, 2026, 2:05 PM');
    const fran = await itemOf(page, 'Fran Desk');
    expect(fran.textContent).toContain('Front desk');
    expect(fran.textContent).toContain('Invitation waiting');
    expect(fran.textContent).toContain('Never signed in');
    expect(within(fran).getByRole('button', { name: 'Resend invitation' })).toBeTruthy();
    expect(within(olga).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
  });

  it('shows loading, then a load error with Try again', async () => {
    server.use(
      trpcQuery('staff.list', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const page = renderPage(<StaffSection />, { path: '/admin/staff' });
    expect(page.getByText('Loading staff...')).toBeTruthy();
    expect((await page.findByRole('alert')).textContent).toBe('Could not load the staff.');
    staffAnswers([OWNER]);
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Olga Owner')).toBeTruthy();
  });

  it('invites someone by name, email and role, and says so', async () => {
    staffAnswers([OWNER]);
    const invite = vi.fn((_input: unknown) => ({ userId: 'u-new' }));
    server.use(trpcMutation('staff.invite', invite));
    const page = renderPage(<StaffSection />, { path: '/admin/staff' });
    await page.findByText('Olga Owner');
    await page.user.click(page.getByRole('button', { name: 'Invite staff' }));
    const dialog = await page.findByRole('dialog');
    await page.user.type(within(dialog).getByLabelText('Name'), 'Tom Trainer');
    await page.user.type(within(dialog).getByLabelText('Email'), 'Tom@Gym.test');
    await page.user.selectOptions(within(dialog).getByLabelText('Role'), 'Trainer');
    await page.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await page.findByRole('status')).textContent).toBe('Invitation sent to tom@gym.test.');
    expect(invite).toHaveBeenCalledWith({ name: 'Tom Trainer', email: 'tom@gym.test', role: 'trainer' });
    expect(page.queryByRole('dialog')).toBeNull();
  });

  it('shows an email already in use beside the Email field and keeps the dialog open', async () => {
    staffAnswers([OWNER]);
    server.use(
      trpcMutation('staff.invite', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: STAFF_MESSAGES.emailTaken,
          fieldErrors: { email: STAFF_MESSAGES.emailTaken },
        });
      }),
    );
    const page = renderPage(<StaffSection />, { path: '/admin/staff' });
    await page.findByText('Olga Owner');
    await page.user.click(page.getByRole('button', { name: 'Invite staff' }));
    const dialog = await page.findByRole('dialog');
    await page.user.type(within(dialog).getByLabelText('Name'), 'Max');
    await page.user.type(within(dialog).getByLabelText('Email'), 'max@gym.test');
    await page.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.emailTaken)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')));
  });

  it('changes a role', async () => {
    staffAnswers([FRAN, OWNER]);
    const change = vi.fn((_input: unknown) => ({ changed: true }));
    server.use(trpcMutation('staff.changeRole', change));
    const page = renderPage(<StaffSection />, { path: '/admin/staff' });
    const fran = await itemOf(page, 'Fran Desk');
    await page.user.click(within(fran).getByRole('button', { name: 'Change role' }));
    const dialog = await page.findByRole('dialog');
    await page.user.selectOptions(within(dialog).getByLabelText('Role'), 'Manager');
    await page.user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect((await page.findByRole('status')).textContent).toBe('Fran Desk is now Manager.');
    expect(change).toHaveBeenCalledWith({ userId: 'u-fran', role: 'manager' });
  });

  it('asks before removing access, saying their sessions end at once; the last admin is refused', async () => {
    staffAnswers([FRAN, OWNER]);
    const remove = vi.fn((input: { userId: string }) => {
      if (input.userId === 'u-owner') throw new TrpcError({ code: 'CONFLICT', message: STAFF_MESSAGES.lastAdmin });
      return { removed: true };
    });
    server.use(trpcMutation('staff.removeAccess', remove));
    const page = renderPage(<StaffSection />, { path: '/admin/staff' });
    await page.findByText('Fran Desk');
    await page.user.click(page.getByRole('button', { name: 'Remove access for Fran Desk' }));
    const confirm = await page.findByRole('alertdialog');
    expect(confirm.textContent).toContain('signed out everywhere at once');
    await page.user.click(within(confirm).getByRole('button', { name: 'Remove access' }));
    expect((await page.findByRole('status')).textContent).toBe('Fran Desk no longer has access.');

    await page.user.click(page.getByRole('button', { name: 'Remove access for Olga Owner' }));
    await page.user.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Remove access' }));
    expect(await page.findByText(STAFF_MESSAGES.lastAdmin)).toBeTruthy();
  });
});
