// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewNotificationInput, SendNotificationInput } from '../../../shared/notifications.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { NotificationsSection } from './NotificationsSection.js';

const server = setupMswServer();

const MAYA = { id: 'u-1', name: 'Maya Patel', email: 'maya@gym.test', membershipType: 'Standard', joinDate: null };

const GOLD = {
  id: 'p-gold',
  name: 'Gold',
  priceCents: 4900,
  period: 'monthly',
  isDefault: false,
  archived: false,
  memberCount: 12,
};

beforeEach(() => {
  server.use(
    trpcQuery('members.list', { items: [MAYA], total: 1, page: 1, pageSize: 50 }),
    trpcQuery('notifications.listSent', { items: [], nextCursor: null }),
    trpcQuery('plans.list', [GOLD]),
  );
});

function notificationSent(recipients = 1) {
  const handler = vi.fn((_input: SendNotificationInput) => ({
    id: 's-1',
    sentAt: '2025-03-04T10:00:00.000Z',
    recipients,
  }));
  server.use(trpcMutation<SendNotificationInput>('notifications.send', handler));
  return handler;
}

/** What the server's preview answers: `recipients` people, the example read as Maya Patel. */
function previewAnswer(recipients = 1, withEmail = recipients, text = { subject: '', message: 'Hello Maya' }) {
  const handler = vi.fn((_input: PreviewNotificationInput) => ({
    recipients,
    withEmail,
    example: recipients > 0 ? { name: 'Maya Patel', ...text } : null,
  }));
  server.use(trpcQuery<PreviewNotificationInput>('notifications.preview', handler));
  return handler;
}

type Page = ReturnType<typeof renderPage>;

async function chooseMaya(page: Page) {
  await page.user.type(page.getByRole('combobox', { name: 'Member' }), 'maya');
  await page.user.click(await page.findByRole('option', { name: /^Maya Patel/ }));
}

/** "Preview", then the preview's own send button (≤ 10 people: no further question). */
const preview = (page: Page) => page.user.click(page.getByRole('button', { name: 'Preview' }));

async function submit(page: Page, sendLabel: string | RegExp = /^Send/) {
  await preview(page);
  const region = await page.findByRole('region', { name: 'Preview' });
  await page.user.click(within(region).getByRole('button', { name: sendLabel }));
}

function renderSection() {
  return renderPage(<NotificationsSection />, { path: '/notifications' });
}

describe('NotificationsSection', () => {
  it('has a member picker and a Message textarea with a character count', async () => {
    const page = renderSection();
    expect(page.getByRole('heading', { level: 2, name: 'Send Notification' })).toBeTruthy();
    expect(page.getByLabelText('Member').getAttribute('role')).toBe('combobox');
    const message = page.getByLabelText('Message');
    expect(message.tagName).toBe('TEXTAREA');
    expect(page.getByText('0 / 2,000 characters')).toBeTruthy();
    // The count, then which merge fields there are: both read with the field.
    expect(message.getAttribute('aria-describedby')).toBe(
      `${page.getByText('0 / 2,000 characters').id} ${page.getByText(/^Merge fields: \{first_name\}/).id}`,
    );
  });

  it('counts the characters as they are typed', async () => {
    const page = renderSection();
    await page.user.type(page.getByLabelText('Message'), 'Pool closed');
    expect(page.getByText('11 / 2,000 characters')).toBeTruthy();
  });

  it('says member and message are required and sends nothing', async () => {
    const handler = notificationSent();
    const page = renderSection();
    await page.user.type(page.getByLabelText('Message'), '   ');
    await preview(page);

    expect(page.getByText('Member is required.')).toBeTruthy();
    expect(page.getByText('Message is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.getByLabelText('Member')));
    expect(page.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a message over 2,000 characters and marks the count', async () => {
    const handler = notificationSent();
    const page = renderSection();
    await chooseMaya(page);
    const message = page.getByLabelText('Message');
    // Pasted rather than typed: 2,001 keystrokes would only slow the test down.
    message.focus();
    await page.user.paste('x'.repeat(2001));

    const count = page.getByText('2,001 / 2,000 characters');
    expect(count.className).toBe('field-error');
    await preview(page);
    expect(page.getByText('Message must be at most 2000 characters.')).toBeTruthy();
    expect(handler).not.toHaveBeenCalled();
  });

  it('previews, then sends the trimmed message with the count it showed, names the member and clears the form', async () => {
    const handler = notificationSent();
    const asked = previewAnswer(1, 1, { subject: '', message: 'The pool is closed on Monday.' });
    const page = renderSection();
    await chooseMaya(page);
    await page.user.type(page.getByLabelText('Message'), '  The pool is closed on Monday.  ');
    await preview(page);

    const region = await page.findByRole('region', { name: 'Preview' });
    expect(region.textContent).toContain('Goes to 1 member.');
    expect(region.textContent).toContain('As Maya Patel will read it:');
    expect(within(region).getByText('The pool is closed on Monday.')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({
      audience: 'member',
      memberId: 'u-1',
      subject: '',
      message: 'The pool is closed on Monday.',
      withEmail: false,
    });
    expect(handler).not.toHaveBeenCalled();
    await page.user.click(within(region).getByRole('button', { name: 'Send Notification' }));

    const result = await page.findByRole('status');
    expect(result.textContent).toBe('Notification sent to Maya Patel.');
    expect(document.activeElement).toBe(result);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({
      audience: 'member',
      memberId: 'u-1',
      subject: '',
      message: 'The pool is closed on Monday.',
      withEmail: false,
      confirmedRecipients: 1,
    });
    expect(page.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect((page.getByLabelText('Member') as HTMLInputElement).value).toBe('');
    expect((page.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(page.getByText('0 / 2,000 characters')).toBeTruthy();
  });

  it('shows the button as busy while sending', async () => {
    previewAnswer();
    const answer = gate();
    server.use(
      trpcMutation('notifications.send', async () => {
        await answer.promise;
        return { id: 's-1', sentAt: '2025-03-04T10:00:00.000Z', recipients: 1 };
      }),
    );
    const page = renderSection();
    await chooseMaya(page);
    await page.user.type(page.getByLabelText('Message'), 'Hello');
    await submit(page);

    const button = page.getByRole('button', { name: 'Send Notification' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    answer.release();
    expect(await page.findByText('Notification sent to Maya Patel.')).toBeTruthy();
  });

  it("shows the server's message and keeps the form when sending fails", async () => {
    previewAnswer();
    server.use(
      trpcMutation('notifications.send', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Member not found.' });
      }),
    );
    const page = renderSection();
    await chooseMaya(page);
    await page.user.type(page.getByLabelText('Message'), 'Hello');
    await submit(page);

    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Member not found.');
    expect(document.activeElement).toBe(alert);
    expect((page.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
    expect(page.queryByRole('status')).toBeNull();
  });

  it('shows a field error the server sent beside its field', async () => {
    previewAnswer();
    server.use(
      trpcMutation('notifications.send', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'Invalid input',
          fieldErrors: { memberId: 'Member not found.' },
        });
      }),
    );
    const page = renderSection();
    await chooseMaya(page);
    await page.user.type(page.getByLabelText('Message'), 'Hello');
    await submit(page);

    expect(await page.findByText('Member not found.')).toBeTruthy();
    expect(page.getByLabelText('Member').getAttribute('aria-invalid')).toBe('true');
    expect(page.queryByRole('alert')).toBeNull();
  });

  it('asks for a subject when also sent by email', async () => {
    const asked = previewAnswer(1234);
    const page = renderSection();
    await page.user.click(page.getByRole('radio', { name: 'All active members' }));
    await page.user.type(page.getByLabelText('Message'), 'New opening hours.');
    await page.user.click(page.getByRole('checkbox', { name: 'Also send by email' }));
    await preview(page);

    expect(page.getByText('Subject is required when the message is also sent by email.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.getByLabelText('Subject')));
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends to more than 10 people only after confirming the number the preview showed', async () => {
    const handler = notificationSent(1234);
    const asked = previewAnswer(1234, 1200, { subject: 'Hours for Maya', message: 'Hi Maya, new opening hours.' });
    const page = renderSection();
    await page.user.click(page.getByRole('radio', { name: 'All active members' }));
    expect(page.queryByLabelText('Member')).toBeNull();
    await page.user.type(page.getByLabelText('Subject'), 'Hours for {{first_name}');
    await page.user.type(page.getByLabelText('Message'), 'Hi {{first_name}, new opening hours.');
    await page.user.click(page.getByRole('checkbox', { name: 'Also send by email' }));
    await preview(page);

    const region = await page.findByRole('region', { name: 'Preview' });
    expect(region.textContent).toContain('Goes to 1,234 members, 1,200 of them also by email.');
    expect(within(region).getByText('Hours for Maya')).toBeTruthy();
    expect(within(region).getByText('Hi Maya, new opening hours.')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({
      audience: 'all_active',
      subject: 'Hours for {first_name}',
      message: 'Hi {first_name}, new opening hours.',
      withEmail: true,
    });
    await page.user.click(within(region).getByRole('button', { name: 'Send to 1,234 members' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Send to 1,234 members?' });
    expect(handler).not.toHaveBeenCalled();
    await page.user.click(within(dialog).getByRole('button', { name: 'Send to 1,234 members' }));

    const result = await page.findByRole('status');
    expect(result.textContent).toBe('Sent to 1,234 members.');
    expect(handler).toHaveBeenCalledWith({
      audience: 'all_active',
      subject: 'Hours for {first_name}',
      message: 'Hi {first_name}, new opening hours.',
      withEmail: true,
      confirmedRecipients: 1234,
    });
  });

  it('lets the confirmation be cancelled, sending nothing', async () => {
    const handler = notificationSent(12);
    previewAnswer(12);
    const page = renderSection();
    await page.user.click(page.getByRole('radio', { name: 'All active members' }));
    await page.user.type(page.getByLabelText('Message'), 'Hello');
    await preview(page);
    const region = await page.findByRole('region', { name: 'Preview' });
    await page.user.click(within(region).getByRole('button', { name: 'Send to 12 members' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Send to 12 members?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    expect(handler).not.toHaveBeenCalled();
  });

  it('drops a preview once the message changes, so what is sent is what was previewed', async () => {
    previewAnswer(3);
    const page = renderSection();
    await page.user.click(page.getByRole('radio', { name: 'All active members' }));
    await page.user.type(page.getByLabelText('Message'), 'Hello');
    await preview(page);
    expect(await page.findByRole('region', { name: 'Preview' })).toBeTruthy();
    await page.user.type(page.getByLabelText('Message'), ' again');
    expect(page.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('says when the group changed since the preview, and asks for a new preview', async () => {
    previewAnswer(12);
    server.use(
      trpcMutation('notifications.send', () => {
        throw new TrpcError({
          code: 'CONFLICT',
          message: 'The number of recipients changed: it is now 13. Check the preview and confirm again.',
        });
      }),
    );
    const page = renderSection();
    await page.user.click(page.getByRole('radio', { name: 'All active members' }));
    await page.user.type(page.getByLabelText('Message'), 'Hello');
    await preview(page);
    const region = await page.findByRole('region', { name: 'Preview' });
    await page.user.click(within(region).getByRole('button', { name: 'Send to 12 members' }));
    const dialog = await page.findByRole('alertdialog');
    await page.user.click(within(dialog).getByRole('button', { name: 'Send to 12 members' }));

    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe(
      'The number of recipients changed: it is now 13. Check the preview and confirm again.',
    );
    expect(page.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect((page.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it("asks for a plan for a plan's members and sends its id", async () => {
    const handler = notificationSent(2);
    previewAnswer(2);
    const page = renderSection();
    await page.user.click(page.getByRole('radio', { name: "A plan's members" }));
    await page.user.type(page.getByLabelText('Message'), 'Gold perks.');
    await preview(page);
    expect(page.getByText('Choose a plan.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.getByLabelText('Plan')));
    expect(handler).not.toHaveBeenCalled();

    await page.user.selectOptions(
      page.getByLabelText('Plan'),
      await page.findByRole('option', { name: 'Gold (12 members)' }),
    );
    await submit(page, 'Send to 2 members');
    expect((await page.findByRole('status')).textContent).toBe('Sent to 2 members.');
    expect(handler).toHaveBeenCalledWith({
      audience: 'plan',
      planId: 'p-gold',
      subject: '',
      message: 'Gold perks.',
      withEmail: false,
      confirmedRecipients: 2,
    });
  });

  it('shows an empty group in the preview, with nothing to send', async () => {
    previewAnswer(0);
    const page = renderSection();
    await page.user.click(page.getByRole('radio', { name: 'Members with overdue bills' }));
    await page.user.type(page.getByLabelText('Message'), 'Please pay.');
    await preview(page);
    const region = await page.findByRole('region', { name: 'Preview' });
    expect(region.textContent).toContain('No members in this group.');
    expect(within(region).queryByRole('button')).toBeNull();
    expect((page.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Please pay.');
  });

  it('counts characters and recipients a German gym’s way', async () => {
    notificationSent(1234);
    previewAnswer(1234);
    const page = renderPage(<NotificationsSection />, {
      path: '/notifications',
      gym: siteSettings({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' }),
    });
    expect(page.getByText('0 / 2.000 characters')).toBeTruthy();
    await page.user.click(page.getByRole('radio', { name: 'All active members' }));
    await page.user.type(page.getByLabelText('Message'), 'Neue Öffnungszeiten.');
    await submit(page, 'Send to 1.234 members');
    const dialog = await page.findByRole('alertdialog', { name: 'Send to 1.234 members?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Send to 1.234 members' }));
    expect((await page.findByRole('status')).textContent).toBe('Sent to 1.234 members.');
  });
});
