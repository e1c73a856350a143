// @vitest-environment jsdom
// The member page's bills card: "Collect balance" (the desk's dialog) above the bills, and only the
// actions the signed-in role may use (no "Void" and no Billing link for the front desk).
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminBill } from '../../../test/money-fixtures.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN, type SessionUser, sessionAs } from '../../../test/session.js';
import { anyIdempotencyKey, trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { MemberBillsCard } from './MemberBillsCard.js';
import type { MemberProfile } from './types.js';

const server = setupMswServer();
const FRONT_DESK: SessionUser = { id: 'u-desk', name: 'Dana Desk', email: 'dana@gym.test', role: 'frontdesk' };
const MEMBER = { id: 'u-1', name: 'Zoë Adams' } as MemberProfile;
const OPEN = adminBill({ id: 'b-1', memberId: 'u-1', memberName: 'Zoë Adams', description: 'Gold — Nov 2026' });

function billsCard(user: SessionUser, balanceCents = 2999) {
  let balance = { memberId: 'u-1', balanceCents, total: balanceCents > 0 ? 1 : 0, bills: [] };
  const collect = vi.fn(() => {
    balance = { memberId: 'u-1', balanceCents: 0, total: 0, bills: [] };
    return {
      ok: true,
      receiptNumber: 'R-2026-000042',
      paymentId: 'pay-42',
      collectedCents: 2999,
      bills: [{ billId: 'b-1', description: 'Gold — Nov 2026', amountCents: 2999, paymentId: 'pay-42' }],
    };
  });
  server.use(
    sessionAs(user),
    trpcQuery('bills.listForMember', { items: [OPEN], nextCursor: null }),
    trpcQuery('payments.balanceOf', () => balance),
    trpcMutation('payments.collectBalance', collect),
  );
  const page = renderPage(<MemberBillsCard member={MEMBER} />, { path: '/members/u-1' });
  return { page, collect };
}

describe('MemberBillsCard', () => {
  it('collects the balance with the same dialog, and links the receipt', async () => {
    const { page, collect } = billsCard(FRONT_DESK);
    expect(await page.findByText('Balance due: $29.99')).toBeTruthy();
    await page.user.click(page.getByRole('button', { name: 'Collect balance' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Collect $29.99' }));
    await page.user.click(dialog.getByRole('button', { name: 'Collect $29.99' }));

    const message = await page.findByText(/Collected \$29\.99\. Receipt/);
    expect(collect).toHaveBeenCalledExactlyOnceWith({
      memberId: 'u-1',
      amount: '29.99',
      method: 'cash',
      idempotencyKey: anyIdempotencyKey,
    });
    expect(within(message).getByRole('link', { name: 'R-2026-000042' }).getAttribute('href')).toBe('/receipts/pay-42');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('[role="status"]')));
    // The balance is read again: nothing is owed, so nothing is offered.
    await waitFor(() => expect(page.queryByText(/Balance due/)).toBeNull());
    expect(page.queryByRole('button', { name: 'Collect balance' })).toBeNull();
  });

  it('offers no "Void" and no Billing link to the front desk, which the table refuses both', async () => {
    const { page } = billsCard(FRONT_DESK);
    expect(await page.findByRole('button', { name: 'Record Payment' })).toBeTruthy();
    expect(page.queryByRole('button', { name: /^More actions/ })).toBeNull();
    expect(page.queryByRole('link', { name: 'Filter these bills in Billing' })).toBeNull();
  });

  it('offers both to an administrator, and no Collect when nothing is owed', async () => {
    const { page } = billsCard(ADMIN, 0);
    await page.user.click(await page.findByRole('button', { name: /^More actions for / }));
    expect(await page.findByRole('menuitem', { name: 'Void bill…' })).toBeTruthy();
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    expect(page.getByRole('link', { name: 'Filter these bills in Billing' })).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Collect balance' })).toBeNull();
  });
});
