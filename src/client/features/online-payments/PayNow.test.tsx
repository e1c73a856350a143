// @vitest-environment jsdom
// "Pay now" on the member dashboard: beside "Balance due" for all of it and on each open bill, only
// when the gym takes payments online and there is something to pay; pressing it sends the browser to
// the provider's page, and a refusal is said beside the button. "Payment cancelled" after coming back
// without paying.
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberBill } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import MemberDashboard from '../member/MemberDashboard.js';
import { memberHomeAnswer } from '../member-home/member-home-fixtures.js';
import { leaveForProvider } from './leaveForProvider.js';

vi.mock('./leaveForProvider.js', () => ({ leaveForProvider: vi.fn() }));

const server = setupMswServer();
const HOSTED = 'http://127.0.0.1:4999/pay/cs_test_1';

beforeEach(() => {
  vi.mocked(leaveForProvider).mockClear();
});

function dashboard(
  options: { enabled?: boolean; balanceDueCents?: number; bills?: ReturnType<typeof memberBill>[] } = {},
) {
  const bills = options.bills ?? [
    memberBill({ id: 'b-1', description: 'Gold — Feb 2026', amountCents: 1999, remainingCents: 1999 }),
  ];
  server.use(
    trpcQuery(
      'memberHome.get',
      memberHomeAnswer({ balanceCents: options.balanceDueCents ?? 1999, onlinePay: options.enabled ?? true }),
    ),
    trpcQuery('onlinePayments.myCard', { enabled: options.enabled ?? true, card: null }),
    trpcQuery('bills.listMine', { items: bills, total: bills.length, page: 1, pageSize: 10 }),
    trpcQuery('bills.balanceMine', { balanceDueCents: options.balanceDueCents ?? 1999 }),
    trpcQuery('payments.listMine', { items: [], total: 0, page: 1, pageSize: 10 }),
    trpcQuery('notifications.listMine', []),
    trpcQuery('notifications.unreadCountMine', { unread: 0 }),
    trpcQuery('checkIns.myCode', { code: 'K7M2QP9X', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    trpcQuery('equipment.listOutOfOrder', { items: [], total: 0, page: 1, pageSize: 10 }),
  );
}

describe('Pay now beside "Balance due"', () => {
  it('pays the balance shown: the browser goes to the hosted page, the button busy meanwhile', async () => {
    dashboard();
    const pay = vi.fn(() => ({ url: HOSTED }));
    server.use(trpcMutation('onlinePayments.payBalance', pay));
    const page = renderPage(<MemberDashboard />, { path: '/member' });

    const button = await page.findByRole('button', { name: 'Pay now: $19.99' });
    await page.user.click(button);
    await vi.waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(HOSTED));
    expect(pay).toHaveBeenCalledWith({ amount: '19.99' });
    // Still busy: the page is on its way out.
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('says why it could not start, reads the balance again, and stays on the dashboard', async () => {
    dashboard();
    const balance = vi.fn(() => ({ balanceDueCents: 1999 }));
    server.use(
      trpcQuery('bills.balanceMine', balance),
      trpcMutation('onlinePayments.payBalance', () => {
        throw new TrpcError({
          code: 'CONFLICT',
          message:
            'Your balance is now $25.00, not $19.99. Nothing was charged; press Pay now again to pay the new balance.',
        });
      }),
    );
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    await page.user.click(await page.findByRole('button', { name: 'Pay now: $19.99' }));
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your balance is now $25.00, not $19.99. Nothing was charged; press Pay now again to pay the new balance.',
    );
    expect(document.activeElement).toBe(alert);
    await vi.waitFor(() => expect(balance).toHaveBeenCalledTimes(2));
    expect(leaveForProvider).not.toHaveBeenCalled();
    expect(page.getByRole('button', { name: 'Pay now: $19.99' }).hasAttribute('disabled')).toBe(false);
  });

  it('is not there when the gym takes no payments online, or when nothing is due', async () => {
    dashboard({ enabled: false });
    const off = renderPage(<MemberDashboard />, { path: '/member' });
    expect(await off.findByText('Amount: $19.99')).toBeTruthy();
    expect(off.queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(off.queryByRole('heading', { name: 'Card for automatic payments' })).toBeNull();
    off.unmount();

    dashboard({
      balanceDueCents: 0,
      bills: [memberBill({ status: 'paid', displayStatus: 'paid', paidCents: 2999, remainingCents: 0 })],
    });
    const settled = renderPage(<MemberDashboard />, { path: '/member' });
    expect(await settled.findByRole('heading', { name: 'Card for automatic payments' })).toBeTruthy();
    expect((await settled.findByText('Balance due:', { exact: false })).textContent).toBe('Balance due: $0.00');
    expect(settled.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });
});

describe('Pay now on a bill', () => {
  it('is on each open bill and pays that bill', async () => {
    dashboard({
      balanceDueCents: 4498,
      bills: [
        memberBill({
          id: 'b-open',
          description: 'Gold — Feb 2026',
          amountCents: 2999,
          remainingCents: 1499,
          paidCents: 1500,
        }),
        memberBill({
          id: 'b-paid',
          description: 'Gold — Jan 2026',
          status: 'paid',
          displayStatus: 'paid',
          paidCents: 2999,
          remainingCents: 0,
        }),
        memberBill({
          id: 'b-overdue',
          description: 'Locker',
          displayStatus: 'overdue',
          amountCents: 2999,
          remainingCents: 2999,
        }),
      ],
    });
    const pay = vi.fn(() => ({ url: HOSTED }));
    server.use(trpcMutation('onlinePayments.payBill', pay));
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    const bills = within(await page.findByRole('list', { name: 'Bill receipts' }));
    expect(bills.getAllByRole('button', { name: /^Pay now/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pay now: Gold — Feb 2026, $14.99',
      'Pay now: Locker, $29.99',
    ]);
    await page.user.click(bills.getByRole('button', { name: 'Pay now: Locker, $29.99' }));
    await vi.waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith(HOSTED));
    expect(pay).toHaveBeenCalledWith({ billId: 'b-overdue' });
  });

  it('says "not available right now" when the provider is down, beside that bill', async () => {
    dashboard();
    server.use(
      trpcMutation('onlinePayments.payBill', () => {
        throw new TrpcError({ code: 'SERVICE_UNAVAILABLE', message: 'Online payment is not available right now.' });
      }),
    );
    const page = renderPage(<MemberDashboard />, { path: '/member' });
    const bills = within(await page.findByRole('list', { name: 'Bill receipts' }));
    await page.user.click(bills.getByRole('button', { name: 'Pay now: Gold — Feb 2026, $19.99' }));
    expect((await bills.findByRole('alert')).textContent).toBe('Online payment is not available right now.');
  });
});

describe('back from the provider without paying', () => {
  it('says nothing was charged until dismissed', async () => {
    dashboard();
    const page = renderPage(<MemberDashboard />, { path: '/member?payment=cancelled' });
    expect((await page.findByText('Payment cancelled — nothing was charged.')).textContent).toBeTruthy();
    await page.user.click(page.getByRole('button', { name: 'Dismiss' }));
    expect(page.queryByText('Payment cancelled — nothing was charged.')).toBeNull();
    expect(page.location.history.at(-1)).toBe('/member');
  });
});
