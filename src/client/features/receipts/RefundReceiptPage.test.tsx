// @vitest-environment jsdom
// The printable refund receipt at its two addresses, through the app's own routes.
import { within } from '@testing-library/react';
import type { inferRouterOutputs } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../../server/trpc/router.js';
import { App } from '../../App.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, MEMBER, type SessionUser, sessionAs } from '../../test/session.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';

const server = setupMswServer();

type RefundReceipt = inferRouterOutputs<AppRouter>['payments']['refundReceipt'];

const RECEIPT: RefundReceipt = {
  refundId: 'ref-1',
  receiptNumber: 'R-2026-000130',
  refundedOn: '2026-11-25',
  memberId: 'u-1',
  memberName: 'Alex Kim',
  memberEmail: 'alex@gym.test',
  reason: 'admin',
  note: 'Moved away',
  paymentReceiptNumber: 'R-2026-000120',
  lines: [
    { paymentId: 'pay-2', billDescription: 'Gold — Dec 2026', amountCents: 2999 },
    { paymentId: 'pay-1', billDescription: 'Gold — Nov 2026', amountCents: 1001 },
  ],
  totalCents: 4000,
  gym: { name: 'Iron Temple', street: '1 Main St', city: 'Springfield', taxId: '', receiptFooter: 'Thank you!' },
  tax: null,
};

function open(path: string, user: SessionUser, answer: RefundReceipt | TrpcError) {
  const asked = vi.fn((_input: { refundId: string }) => {
    if (answer instanceof TrpcError) throw answer;
    return answer;
  });
  server.use(sessionAs(user), trpcQuery('payments.refundReceipt', asked));
  return { page: renderPage(<App />, { path }), asked };
}

describe('RefundReceiptPage', () => {
  it('shows a member their refund receipt: gym, number, day, who, how much, each bill reopened, and the payment', async () => {
    const { page, asked } = open('/member/refund-receipts/ref-1', MEMBER, RECEIPT);
    const heading = await page.findByRole('heading', { level: 1, name: 'Refund receipt R-2026-000130' });
    const article = heading.closest('article') as HTMLElement;
    expect(within(article).getByText('Iron Temple')).toBeTruthy();
    const details = Object.fromEntries(
      [...article.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      'Date refunded': 'Nov 25, 2026',
      Member: 'Alex Kim',
      Email: 'alex@gym.test',
      'Amount refunded': '$40.00',
      'Refunded to': 'The card it was paid with',
      'Payment receipt': 'R-2026-000120',
      Note: 'Moved away',
    });
    const table = within(within(article).getByRole('table', { name: 'Bills reopened' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'BillAmount',
      'Gold — Dec 2026$29.99',
      'Gold — Nov 2026$10.01',
      'Total$40.00',
    ]);
    expect(page.getByRole('link', { name: 'Back to Member Dashboard' }).getAttribute('href')).toBe('/member');
    expect(asked).toHaveBeenCalledWith({ refundId: 'ref-1' });
  });

  it('opens for the desk at /admin/refund-receipts, going back to Billing', async () => {
    const { page } = open('/admin/refund-receipts/ref-1', ADMIN, RECEIPT);
    await page.findByRole('heading', { level: 1, name: 'Refund receipt R-2026-000130' });
    expect(page.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/admin/billing');
  });

  it("says so when it is not the caller's or does not exist", async () => {
    const { page } = open(
      '/member/refund-receipts/ref-x',
      MEMBER,
      new TrpcError({ code: 'NOT_FOUND', message: 'Refund receipt not found.' }),
    );
    expect(
      await page.findByText('Refund receipt not found. It may belong to another account, or the link is wrong.'),
    ).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an overpaid refund reopened no bill and says so', async () => {
    const { page } = open('/member/refund-receipts/ref-1', MEMBER, {
      ...RECEIPT,
      reason: 'overpaid',
      lines: [],
      note: null,
    });
    expect(await page.findByText('Paid online beyond what was owed; no bill changed.')).toBeTruthy();
    expect(page.queryByRole('table')).toBeNull();
  });
});
