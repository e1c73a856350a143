// @vitest-environment jsdom
// My profile's account cards: "Calendar feed" (the link shown once, a new one, "Stop sharing"),
// "Download my data" (the file's link) and "Close my account" (a confirm that says what is erased and
// what is kept, then "Withdraw").
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { MEMBER } from '../../test/session.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { AccountSections } from './AccountSections.js';

const server = setupMswServer();
const LINK = {
  url: 'http://localhost:3000/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE.ics',
  webcalUrl: 'webcal://localhost:3000/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE.ics',
};

let feed: { active: boolean; createdAt: string | null; lastReadAt: string | null };
let closure: { status: string; requestedAt: string; formerNumber: null; decidedAt: string | null } | null;

beforeEach(() => {
  feed = { active: false, createdAt: null, lastReadAt: null };
  closure = null;
  server.use(
    trpcQuery('calendarFeed.mine', () => feed),
    trpcQuery('account.myClosure', () => closure),
  );
});

const render = () => renderPage(<AccountSections />, { path: '/member/profile', session: MEMBER });
const card = (page: ReturnType<typeof render>, name: string) => page.getByRole('region', { name });

describe('Calendar feed', () => {
  it('creates a link, shows it once with help for Google and Apple Calendar, then stops sharing', async () => {
    const create = vi.fn(() => {
      feed = { active: true, createdAt: '2026-11-22T12:00:00.000Z', lastReadAt: null };
      return LINK;
    });
    const revoke = vi.fn(() => {
      feed = { active: false, createdAt: null, lastReadAt: null };
      return { revoked: true };
    });
    server.use(trpcMutation('calendarFeed.create', create), trpcMutation('calendarFeed.revoke', revoke));
    const page = render();
    await page.findByRole('button', { name: 'Create calendar link' });
    const calendar = card(page, 'Calendar feed');
    expect(within(calendar).getByText(/Google Calendar: Other calendars, \+, From URL/)).toBeTruthy();
    expect(within(calendar).getByText(/Apple Calendar: .*webcal:\/\//)).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Create calendar link' }));
    const url = (await page.findByLabelText('Your private calendar link')) as HTMLInputElement;
    expect(url.value).toBe(LINK.url);
    expect(url.readOnly).toBe(true);
    // Shown only once: focus lands on it (the button pressed is gone), and its warning is read with it.
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'It is shown only now.',
    );
    expect(page.getByRole('link', { name: 'Open in Apple Calendar' }).getAttribute('href')).toBe(LINK.webcalUrl);
    expect(create).toHaveBeenCalledTimes(1);

    await page.user.click(await page.findByRole('button', { name: 'Stop sharing' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Stop sharing your calendar?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await page.findByText('Your calendar link no longer works.')).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(page.queryByLabelText('Your private calendar link')).toBeNull();
    expect(await page.findByRole('button', { name: 'Create calendar link' })).toBeTruthy();
  });

  it('asks before replacing an active link', async () => {
    feed = { active: true, createdAt: '2026-11-20T09:00:00.000Z', lastReadAt: null };
    const create = vi.fn(() => LINK);
    server.use(trpcMutation('calendarFeed.create', create));
    const page = render();
    expect(await page.findByText(/Your calendar link is active \(made Nov 20, 2026\)/)).toBeTruthy();
    await page.user.click(page.getByRole('button', { name: 'Create a new link' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Create a new calendar link?' });
    expect(within(dialog).getByText(/The link you use now stops working/)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    await page.user.click(within(dialog).getByRole('button', { name: 'Create a new link' }));
    const url = (await page.findByLabelText('Your private calendar link')) as HTMLInputElement;
    expect(url.value).toBe(LINK.url);
    await waitFor(() => expect(document.activeElement).toBe(url));
  });
});

describe('Download my data', () => {
  it('is a link to the JSON file', async () => {
    const page = render();
    const link = await page.findByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/account/my-data.json');
    expect(link.hasAttribute('download')).toBe(true);
  });
});

describe('Close my account', () => {
  it('explains what is erased and kept, sends the request, and can withdraw it', async () => {
    const request = vi.fn(() => {
      closure = { status: 'requested', requestedAt: '2026-11-22T12:00:00.000Z', formerNumber: null, decidedAt: null };
      return closure;
    });
    const withdraw = vi.fn(() => {
      closure = { status: 'withdrawn', requestedAt: '2026-11-22T12:00:00.000Z', formerNumber: null, decidedAt: null };
      return closure;
    });
    server.use(trpcMutation('account.requestClosure', request), trpcMutation('account.withdrawClosure', withdraw));
    const page = render();
    await page.user.click(await page.findByRole('button', { name: 'Close my account' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Close your account?' });
    expect(within(dialog).getByText(/erase your personal data: your name, email, phone/)).toBeTruthy();
    expect(within(dialog).getByText(/bills, payments, refunds, check-ins and bookings are kept/)).toBeTruthy();
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(request).not.toHaveBeenCalled();

    await page.user.click(page.getByRole('button', { name: 'Close my account' }));
    await page.user.click(
      within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Close my account' }),
    );
    expect(await page.findByText('Your request to close your account was sent to the gym.')).toBeTruthy();
    expect(await page.findByText(/You asked to close your account on Nov 22, 2026/)).toBeTruthy();

    await page.user.click(page.getByRole('button', { name: 'Withdraw' }));
    expect(await page.findByText('Your request was withdrawn. Your account stays open.')).toBeTruthy();
    await waitFor(() => expect(page.getByRole('button', { name: 'Close my account' })).toBeTruthy());
    expect(withdraw).toHaveBeenCalledTimes(1);
  });
});
