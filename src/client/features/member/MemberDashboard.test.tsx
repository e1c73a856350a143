// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberBill } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { CONFIGURED_GYM } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { memberHomeAnswer } from '../member-home/member-home-fixtures.js';
import MemberDashboard from './MemberDashboard.js';

const server = setupMswServer();
// The gym takes no payments online unless a test says so (no Pay now, no card panel).
beforeEach(() => {
  server.use(
    trpcQuery('onlinePayments.myCard', { enabled: false, card: null }),
    trpcQuery('memberHome.get', memberHomeAnswer()),
  );
});

function answerEverything(balance: unknown = { balanceDueCents: 1999 }) {
  server.use(
    trpcQuery('bills.listMine', {
      items: [memberBill({ amountCents: 1250, remainingCents: 1250, date: '2025-01-30T09:00:00.000Z' })],
      total: 1,
      page: 1,
      pageSize: 10,
    }),
    trpcQuery('bills.balanceMine', () => {
      if (balance instanceof Error) throw balance;
      return balance;
    }),
    trpcQuery('payments.listMine', { items: [], total: 0, page: 1, pageSize: 10 }),
    trpcQuery('notifications.listMine', [{ id: 'n1', message: 'Gym closed Monday', date: '2025-01-29T09:00:00.000Z' }]),
    trpcQuery('notifications.unreadCountMine', { unread: 0 }),
    trpcQuery('checkIns.myCode', { code: 'K7M2QP9X', qrSvg: QR_SVG }),
    trpcQuery('equipment.listOutOfOrder', { items: [], total: 0, page: 1, pageSize: 10 }),
  );
}

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M2 2h7v7H2z"/></svg>';

describe('MemberDashboard', () => {
  it('shows the balance due above Member code, Bill Receipts, Payments, Notifications, Equipment status and Change Password', async () => {
    answerEverything();
    const page = renderPage(<MemberDashboard />, { path: '/member' });

    expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeTruthy();
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'My membership',
      'Member code',
      'Bill Receipts',
      'Payments',
      'Notifications',
      'Equipment status',
      'Change Password',
    ]);
    const balance = await page.findByText('Balance due:', { exact: false });
    expect(balance.textContent).toBe('Balance due: $19.99');
    // Above the spec's bills.
    const bills = page.getByRole('region', { name: 'Bill Receipts' });
    expect(balance.compareDocumentPosition(bills) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await page.findByText('Amount: $12.50')).toBeTruthy();
    expect(await page.findByText('Gym closed Monday')).toBeTruthy();
    expect(await within(page.getByRole('region', { name: 'Payments' })).findByText('No payments yet.')).toBeTruthy();
    expect(page.getByLabelText('New Password')).toBeTruthy();
    expect(page.container.querySelector('.dashboard-grid')?.children).toHaveLength(6);
  });

  it("shows the member's code as text and as a QR code the desk can scan, and links to Classes", async () => {
    answerEverything();
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    const card = within(page.getByRole('region', { name: 'Member code' }));
    expect(await card.findByText('K7M2QP9X')).toBeTruthy();
    const qr = card.getByRole('img', { name: 'QR code for member code K7M2QP9X' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toBe(`data:image/svg+xml;charset=utf-8,${QR_SVG}`);

    await page.user.click(page.getByRole('link', { name: 'Classes' }));
    expect(page.location.history.at(-1)).toBe('/member/classes');
  });

  it('says when the member code cannot be loaded', async () => {
    answerEverything();
    server.use(
      trpcQuery('checkIns.myCode', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    const card = within(page.getByRole('region', { name: 'Member code' }));
    expect((await card.findByRole('alert')).textContent).toBe('Could not load your member code.');
    expect(card.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("writes the balance and the bills in the gym's currency", async () => {
    answerEverything({ balanceDueCents: 123450 });
    const page = renderPage(<MemberDashboard />, { path: '/member', gym: CONFIGURED_GYM });
    expect((await page.findByText('Balance due:', { exact: false })).textContent).toBe('Balance due: £1,234.50');
    expect(await page.findByText('Amount: £12.50')).toBeTruthy();
    expect(page.getByText('Date: 30 Jan 2025')).toBeTruthy();
  });

  it('shows a zero balance as $0.00', async () => {
    answerEverything({ balanceDueCents: 0 });
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    expect((await page.findByText('Balance due:', { exact: false })).textContent).toBe('Balance due: $0.00');
  });

  it('says when the balance cannot be loaded, and loads it again on Try again', async () => {
    let fail = true;
    answerEverything();
    server.use(
      trpcQuery('bills.balanceMine', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return { balanceDueCents: 500 };
      }),
    );
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    expect(await page.findByText('Could not load your balance.')).toBeTruthy();
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect((await page.findByText('Balance due:', { exact: false })).textContent).toBe('Balance due: $5.00');
  });

  it('shows one loading message until the cards have their answers, then every card at once, so none moves another', async () => {
    answerEverything();
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    const body = page.container.querySelector('.dashboard-body') as HTMLElement;
    // The spec's words for the Bill Receipts card, said once for the page while every card is hidden.
    const pageStatus = page.getAllByText('Loading bill receipts...')[0] as HTMLElement;
    expect(pageStatus.getAttribute('role')).toBe('status');
    expect(body.contains(pageStatus)).toBe(false);
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.classList.contains('first-load')).toBe(true);

    expect(await page.findByText('Gym closed Monday')).toBeTruthy();
    expect(body.getAttribute('aria-busy')).toBe('false');
    expect(body.classList.contains('first-load')).toBe(false);
    expect(page.queryAllByText('Loading bill receipts...')).toEqual([]);
    expect(page.getByText('Balance due:', { exact: false }).textContent).toBe('Balance due: $19.99');
  });
});
