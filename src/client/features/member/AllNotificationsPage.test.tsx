// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import AllNotificationsPage from './AllNotificationsPage.js';

const server = setupMswServer();

function note(n: number, unread: boolean) {
  return { id: `note-000${n}`, message: `Notice ${n}`, date: `2026-11-${10 + n}T09:00:00.000Z`, unread };
}

function answer(pages: Record<string, { items: unknown[]; nextCursor: string | null }>) {
  const markRead = vi.fn((_input: { ids: string[] }) => ({ marked: 1 }));
  server.use(
    trpcQuery('notifications.pageMine', (input: { cursor?: string }) => pages[input.cursor ?? 'first']),
    trpcMutation('notifications.markRead', markRead),
    trpcQuery('notifications.listMine', []),
    trpcQuery('notifications.unreadCountMine', { unread: 0 }),
  );
  return markRead;
}

describe('AllNotificationsPage', () => {
  it('lists the member’s notifications newest first, marks unread ones and marks the shown ones read', async () => {
    const markRead = answer({ first: { items: [note(3, true), note(2, true), note(1, false)], nextCursor: null } });
    const page = renderPage(<AllNotificationsPage />, { path: '/member/notifications' });

    expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const list = await page.findByRole('list', { name: 'Notifications, page 1' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.notification-message')?.textContent)).toEqual([
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, false]);
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      'Nov 13, 2026, 9:00 AM',
      'Nov 12, 2026, 9:00 AM',
      'Nov 11, 2026, 9:00 AM',
    ]);
    await waitFor(() => expect(markRead).toHaveBeenCalledExactlyOnceWith({ ids: ['note-0003', 'note-0002'] }));
    // The marks stay in view after they were recorded, so the member sees what was new.
    expect(within(list).getAllByText('New')).toHaveLength(2);
    expect(page.getByRole('link', { name: 'Back to Member Dashboard' }).getAttribute('href')).toBe('/member');
  });

  it('pages by cursor, focuses the new page and marks only its unread ones', async () => {
    const markRead = answer({
      first: { items: [note(3, false), note(2, false)], nextCursor: 'c2' },
      c2: { items: [note(1, true)], nextCursor: null },
    });
    const page = renderPage(<AllNotificationsPage />, { path: '/member/notifications' });
    await page.findByText('Notice 3');
    expect(markRead).not.toHaveBeenCalled();

    await page.user.click(page.getByRole('button', { name: 'Next page' }));
    const second = await page.findByRole('list', { name: 'Notifications, page 2' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    await waitFor(() => expect(markRead).toHaveBeenCalledExactlyOnceWith({ ids: ['note-0001'] }));
  });

  it('says when there are none, and offers Try again after an error', async () => {
    answer({ first: { items: [], nextCursor: null } });
    const empty = renderPage(<AllNotificationsPage />, { path: '/member/notifications' });
    expect(await empty.findByText('No notifications yet.')).toBeTruthy();
    empty.unmount();

    server.use(
      trpcQuery('notifications.pageMine', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const failing = renderPage(<AllNotificationsPage />, { path: '/member/notifications' });
    expect((await failing.findByRole('alert')).textContent).toBe(
      'Failed to load notifications. Please try again later.',
    );
    expect(failing.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
