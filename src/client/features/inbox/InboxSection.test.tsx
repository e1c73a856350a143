// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { CONFIGURED_GYM, siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { InboxSection } from './InboxSection.js';

const server = setupMswServer();

function message(id: string, readAt: string | null, name = `Visitor ${id}`) {
  return {
    id,
    name,
    email: `${id}@example.com`,
    message: `Question ${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt,
  };
}

describe('InboxSection', () => {
  it('lists messages newest first with unread ones marked, the unread count and a reply link', async () => {
    server.use(
      trpcQuery('contact.list', {
        items: [message('m2', null, 'Ada Lovelace'), message('m1', '2026-11-21T08:00:00.000Z')],
        unread: 1,
        nextCursor: null,
      }),
    );
    const page = renderPage(<InboxSection />, { path: '/inbox' });
    expect(page.getByRole('heading', { level: 2, name: 'Inbox' })).toBeTruthy();
    const list = await page.findByRole('list', { name: 'Messages, page 1' });
    expect(page.getByText('1 unread')).toBeTruthy();
    const ada = within(page.getByRole('article', { name: 'Message from Ada Lovelace' }));
    expect(ada.getByText('New')).toBeTruthy();
    expect(ada.getByText('Question m2')).toBeTruthy();
    expect(ada.getByRole('link', { name: 'Reply to Ada Lovelace' }).getAttribute('href')).toBe(
      'mailto:m2@example.com?subject=Re%3A%20your%20message%20to%20the%20gym',
    );
    expect(ada.getByRole('button', { name: 'Mark as read: message from Ada Lovelace' })).toBeTruthy();
    const read = within(page.getByRole('article', { name: 'Message from Visitor m1' }));
    expect(read.queryByText('New')).toBeNull();
    expect(read.queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks a message read, says so with focus on the result, and shows the new count', async () => {
    let readAt: string | null = null;
    const markRead = vi.fn(() => {
      readAt = '2026-11-22T12:00:00.000Z';
      return { outcome: 'marked' };
    });
    server.use(
      trpcQuery('contact.list', () => ({
        items: [message('m2', readAt, 'Ada Lovelace')],
        unread: readAt ? 0 : 1,
        nextCursor: null,
      })),
      trpcMutation('contact.markRead', markRead),
    );
    const page = renderPage(<InboxSection />, { path: '/inbox' });
    await page.user.click(await page.findByRole('button', { name: 'Mark as read: message from Ada Lovelace' }));

    const status = await page.findByRole('status');
    expect(status.textContent).toBe('Marked as read: message from Ada Lovelace.');
    expect(document.activeElement).toBe(status);
    expect(markRead).toHaveBeenCalledExactlyOnceWith({ id: 'm2' });
    await waitFor(() => expect(page.queryByText('1 unread')).toBeNull());
    expect(page.queryByText('New')).toBeNull();
  });

  it('pages by cursor and focuses the new page', async () => {
    server.use(
      trpcQuery('contact.list', (input: { cursor?: string }) =>
        input.cursor === 'c2'
          ? { items: [message('m1', null)], unread: 3, nextCursor: null }
          : { items: [message('m3', null), message('m2', null)], unread: 3, nextCursor: 'c2' },
      ),
    );
    const page = renderPage(<InboxSection />, { path: '/inbox' });
    await page.findByText('Question m3');
    await page.user.click(page.getByRole('button', { name: 'Next page' }));
    const second = await page.findByRole('list', { name: 'Messages, page 2' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(within(second).getByText('Question m1')).toBeTruthy();
  });

  it('says when there are no messages, and offers Try again after an error', async () => {
    server.use(trpcQuery('contact.list', { items: [], unread: 0, nextCursor: null }));
    const empty = renderPage(<InboxSection />, { path: '/inbox' });
    expect(await empty.findByText('No messages yet.')).toBeTruthy();
    empty.unmount();
    server.use(
      trpcQuery('contact.list', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const failing = renderPage(<InboxSection />, { path: '/inbox' });
    expect((await failing.findByRole('alert')).textContent).toBe('Could not load the messages.');
  });

  it('writes when a message came and the unread count in the gym’s locale and on its clock', async () => {
    server.use(trpcQuery('contact.list', { items: [message('m1', null)], unread: 1234, nextCursor: null }));
    const us = renderPage(<InboxSection />, { path: '/inbox' });
    expect(await us.findByText('Nov 20, 2026, 10:00 AM')).toBeTruthy();
    expect(us.getByText('1,234 unread')).toBeTruthy();
    us.unmount();

    const british = renderPage(<InboxSection />, { path: '/inbox', gym: CONFIGURED_GYM });
    expect(await british.findByText('20 Nov 2026, 10:00')).toBeTruthy();
    british.unmount();

    const german = renderPage(<InboxSection />, {
      path: '/inbox',
      gym: siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' }),
    });
    expect(await german.findByText('20.11.2026, 11:00')).toBeTruthy();
    expect(german.getByText('1.234 unread')).toBeTruthy();
  });
});
