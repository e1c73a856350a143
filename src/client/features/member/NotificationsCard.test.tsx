// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { NotificationsCard } from './NotificationsCard.js';

const server = setupMswServer();

beforeEach(() => {
  server.use(trpcQuery('notifications.unreadCountMine', { unread: 0 }));
});

const LATEST = Array.from({ length: 5 }, (_, i) => ({
  id: `n${i + 1}`,
  message: `Notice ${i + 1}`,
  date: new Date(Date.UTC(2025, 2, 10 - i, 14, 30)).toISOString(),
}));

describe('NotificationsCard', () => {
  it('shows a loading state, then the 5 latest in the server’s order with message and date/time', async () => {
    const hold = gate();
    server.use(
      trpcQuery('notifications.listMine', async () => {
        await hold.promise;
        return LATEST;
      }),
    );
    const page = renderPage(<NotificationsCard />, { path: '/member' });

    expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe('Loading notifications...');
    hold.release();

    const list = await page.findByRole('list', { name: 'Latest notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.notification-message')?.textContent)).toEqual([
      'Notice 1',
      'Notice 2',
      'Notice 3',
      'Notice 4',
      'Notice 5',
    ]);
    const when = within(items[0] as HTMLElement).getByText('Mar 10, 2025, 2:30 PM');
    expect(when.getAttribute('datetime')).toBe(LATEST[0]?.date);
    expect(page.queryByRole('status')).toBeNull();
  });

  it('says so when there are no notifications', async () => {
    server.use(trpcQuery('notifications.listMine', []));
    const page = renderPage(<NotificationsCard />, { path: '/member' });
    expect(await page.findByText('No notifications yet.')).toBeTruthy();
    expect(page.queryByRole('list')).toBeNull();
  });

  it('shows an error with Try again, which loads the notifications', async () => {
    let fail = true;
    server.use(
      trpcQuery('notifications.listMine', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
        return LATEST.slice(0, 1);
      }),
    );
    const page = renderPage(<NotificationsCard />, { path: '/member' });

    expect((await page.findByRole('alert')).textContent).toBe('Failed to load notifications. Please try again later.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));

    expect(await page.findByText('Notice 1')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('marks unread ones "New", shows the unread count beside the heading and links to all notifications', async () => {
    server.use(
      trpcQuery('notifications.listMine', [
        { ...LATEST[0], unread: true },
        { ...LATEST[1], unread: false },
      ]),
      trpcQuery('notifications.unreadCountMine', { unread: 7 }),
    );
    const page = renderPage(<NotificationsCard />, { path: '/member' });

    const list = await page.findByRole('list', { name: 'Latest notifications' });
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('New')).toBeNull();
    // The heading keeps the spec's name; the count sits beside it.
    expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeTruthy();
    expect(await page.findByText('7 unread')).toBeTruthy();
    const link = page.getByRole('link', { name: 'All notifications' });
    expect(link.getAttribute('href')).toBe('/member/notifications');
  });

  it("writes the time on the gym's clock and the count the gym's way", async () => {
    server.use(
      trpcQuery('notifications.listMine', [{ ...LATEST[0], unread: true }]),
      trpcQuery('notifications.unreadCountMine', { unread: 1234 }),
    );
    const german = siteSettings({ timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' });
    const page = renderPage(<NotificationsCard />, { path: '/member', gym: german });

    // 14:30 UTC is 15:30 in Berlin.
    const when = await page.findByText('10.03.2025, 15:30');
    expect(when.getAttribute('datetime')).toBe(LATEST[0]?.date);
    expect(await page.findByText('1.234 unread')).toBeTruthy();
  });
});
