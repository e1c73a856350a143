// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { SentNotifications } from './SentNotifications.js';

const server = setupMswServer();

function send(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    audience: 'all_active',
    audienceName: null,
    subject: '',
    message: `Message ${id}`,
    withEmail: false,
    recipients: 30,
    sentAt: '2026-11-20T10:00:00.000Z',
    sentByName: 'Olive Owner',
    ...fields,
  };
}

describe('SentNotifications', () => {
  it('shows when, who sent it, to whom in words, the message, recipients and whether it was emailed', async () => {
    server.use(
      trpcQuery('notifications.listSent', {
        items: [
          send('s3', {
            audience: 'member',
            audienceName: 'Maya Patel',
            recipients: 1,
            withEmail: true,
            subject: 'Pool closed',
          }),
          send('s2', { audience: 'plan', audienceName: 'Gold' }),
          send('s1', { audience: 'overdue', sentByName: null }),
        ],
        nextCursor: null,
      }),
    );
    const page = renderPage(<SentNotifications />);
    const list = await page.findByRole('list', { name: 'Sent notifications, page 1' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'To: Maya Patel',
      'To: Members on Gold',
      'To: Members with overdue bills',
    ]);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Message s3')).toBeTruthy();
    expect(first.getByText('Subject: Pool closed')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText(/^Subject:/)).toBeNull();
    expect(first.getByText('By Olive Owner')).toBeTruthy();
    expect(first.getByText('1 recipient')).toBeTruthy();
    expect(first.getByText('Emailed: Yes')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('30 recipients')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Emailed: No')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('By a removed account')).toBeTruthy();
    expect(page.queryByRole('navigation')).toBeNull();
  });

  it('pages by cursor and moves focus to the new page', async () => {
    server.use(
      trpcQuery('notifications.listSent', (input: { cursor?: string }) =>
        input.cursor === 'c2'
          ? { items: [send('s1')], nextCursor: null }
          : { items: [send('s3'), send('s2')], nextCursor: 'c2' },
      ),
    );
    const page = renderPage(<SentNotifications />);
    await page.findByText('Message s3');
    await page.user.click(page.getByRole('button', { name: 'Next page' }));
    const second = await page.findByRole('list', { name: 'Sent notifications, page 2' });
    expect(within(second).getByText('Message s1')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(page.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    await page.user.click(page.getByRole('button', { name: 'Previous page' }));
    expect(await page.findByText('Message s3')).toBeTruthy();
  });

  it('says when nothing has been sent, and offers Try again after an error', async () => {
    server.use(trpcQuery('notifications.listSent', { items: [], nextCursor: null }));
    const empty = renderPage(<SentNotifications />);
    expect(await empty.findByText('Nothing has been sent yet.')).toBeTruthy();
    empty.unmount();

    server.use(
      trpcQuery('notifications.listSent', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const failing = renderPage(<SentNotifications />);
    expect((await failing.findByRole('alert')).textContent).toBe('Could not load the sent notifications.');
    expect(failing.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('writes when it was sent and how many it reached in the gym’s locale and on its clock', async () => {
    server.use(trpcQuery('notifications.listSent', { items: [send('s1', { recipients: 1234 })], nextCursor: null }));
    const us = renderPage(<SentNotifications />);
    const usItem = within(await us.findByRole('listitem'));
    expect(usItem.getByText('Nov 20, 2026, 10:00 AM')).toBeTruthy();
    expect(usItem.getByText('1,234 recipients')).toBeTruthy();
    us.unmount();

    const german = renderPage(<SentNotifications />, {
      gym: siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' }),
    });
    const item = within(await german.findByRole('listitem'));
    expect(item.getByText('20.11.2026, 11:00')).toBeTruthy();
    expect(item.getByText('1.234 recipients')).toBeTruthy();
  });
});
