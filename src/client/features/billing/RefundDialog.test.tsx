// @vitest-environment jsdom
// "Refund" on a payment made online: who sees it, what it asks and confirms, what it sends, and how
// the payment row shows the refund afterwards (with its refund receipt), for the desk and the member.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RefundPaymentInput } from '../../../shared/refunds.schemas.js';
import { type AdminBillRow, adminBill, member, memberBill, payment } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, gate, MEMBER, type SessionUser } from '../../test/session.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { BillReceiptItem } from '../member/BillReceiptItem.js';
import { BillsCard } from './BillsCard.js';

const server = setupMswServer();

const ONLINE = payment({
  id: 'pay-online',
  amountCents: 4000,
  method: 'card_online',
  paidOn: '2026-11-20',
  receiptNumber: 'R-2026-000120',
  refundableCents: 4000,
});
const CASH = payment({ id: 'pay-cash', amountCents: 1000, method: 'cash', receiptNumber: 'R-2026-000121' });
const PAID = adminBill({
  id: 'b-paid',
  amountCents: 5000,
  paidCents: 5000,
  remainingCents: 0,
  status: 'paid',
  displayStatus: 'paid',
  payments: [CASH, ONLINE],
});
const REFUNDED = {
  refundId: 'ref-1',
  amountCents: 4000,
  status: 'succeeded' as const,
  refundedOn: '2026-11-25',
  receiptNumber: 'R-2026-000130',
};

function listing(bill: AdminBillRow) {
  const row = structuredClone(bill);
  const list = vi.fn(() => ({ items: [row], nextCursor: null }));
  server.use(
    trpcQuery('members.list', { items: [member()], total: 1, page: 1, pageSize: 50 }),
    trpcQuery('bills.list', list),
  );
  return { row, list };
}

const FRONT_DESK: SessionUser = { id: 'u-desk', name: 'Dee Desk', email: 'dee@gym.test', role: 'frontdesk' };

function renderCard(session: SessionUser = ADMIN) {
  return renderPage(<BillsCard />, { path: '/billing', session });
}

async function openRefund(page: ReturnType<typeof renderCard>) {
  await page.user.click(await page.findByRole('button', { name: 'Refund' }));
  return within(await page.findByRole('dialog', { name: 'Refund' }));
}

describe('Refund on a payment made online', () => {
  it('is offered on online card payments only, to those who may refund', async () => {
    listing(PAID);
    const page = renderCard();
    const payments = within(await page.findByRole('list', { name: 'Payments' }));
    const [cash, online] = payments.getAllByRole('listitem');
    expect(within(cash as HTMLElement).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(online as HTMLElement).getByRole('button', { name: 'Refund' })).toBeTruthy();
    page.unmount();

    listing(PAID);
    const desk = renderCard(FRONT_DESK);
    await desk.findByRole('list', { name: 'Payments' });
    expect(desk.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('asks how much (what is left), confirms what will happen, sends it once, then shows the refund', async () => {
    const { row, list } = listing(PAID);
    const refund = vi.fn((_input: RefundPaymentInput) => {
      Object.assign(row, { paidCents: 1000, remainingCents: 4000, status: 'open', displayStatus: 'open' });
      row.payments = [CASH, { ...ONLINE, refundableCents: 0, refunds: [REFUNDED] }];
      return {
        refundId: 'ref-1',
        amountCents: 4000,
        status: 'succeeded',
        receiptNumber: 'R-2026-000130',
        refundedOn: '2026-11-25',
      };
    });
    server.use(trpcMutation<RefundPaymentInput>('payments.refund', refund));
    const page = renderCard();
    const dialog = await openRefund(page);
    expect(
      dialog.getByText('Alex Kim: Gold — Nov 2026: $40.00 paid online on Nov 20, 2026. $40.00 can be refunded.'),
    ).toBeTruthy();
    expect((dialog.getByLabelText('Amount') as HTMLInputElement).value).toBe('40.00');
    await page.user.type(dialog.getByLabelText('Note'), 'Moved away');
    await page.user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(
      dialog.getByText('Refund $40.00 to the card it was paid with? The bill reopens by that amount.'),
    ).toBeTruthy();
    expect(refund).not.toHaveBeenCalled();
    const calls = list.mock.calls.length;
    await page.user.click(dialog.getByRole('button', { name: 'Refund $40.00' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Refunded $40.00. Refund receipt R-2026-000130.');
    expect(within(message).getByRole('link', { name: 'R-2026-000130' }).getAttribute('href')).toBe(
      '/refund-receipts/ref-1',
    );
    expect(page.queryByRole('dialog')).toBeNull();
    expect(refund).toHaveBeenCalledExactlyOnceWith({
      paymentId: 'pay-online',
      amount: '40.00',
      note: 'Moved away',
      idempotencyKey: anyIdempotencyKey,
    });
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(calls));
    const refunds = await page.findByRole('list', { name: 'Refunds' });
    expect(refunds.textContent).toBe('Refunded $40.00 on Nov 25, 2026 · Refund receipt R-2026-000130');
    expect(within(refunds).getByRole('link').getAttribute('href')).toBe('/refund-receipts/ref-1');
    // Nothing is left to refund of it.
    expect(page.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('refuses more than is left before sending, with focus on Amount', async () => {
    listing(adminBill({ payments: [{ ...ONLINE, refundableCents: 1500 }] }));
    const refund = vi.fn();
    server.use(trpcMutation('payments.refund', refund));
    const page = renderCard();
    const dialog = await openRefund(page);
    const amount = dialog.getByLabelText('Amount');
    expect((amount as HTMLInputElement).value).toBe('15.00');
    await page.user.clear(amount);
    await page.user.type(amount, '15.01');
    await page.user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('At most $15.00 of this payment can be refunded.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(refund).not.toHaveBeenCalled();
  });

  it('is busy while the provider answers, and says so when it cannot be reached, changing nothing', async () => {
    const { list } = listing(PAID);
    const held = gate();
    server.use(
      trpcMutation('payments.refund', async () => {
        await held.promise;
        throw new TrpcError({ code: 'BAD_GATEWAY', message: 'Online payment is not available right now.' });
      }),
    );
    const page = renderCard();
    const dialog = await openRefund(page);
    await page.user.click(dialog.getByRole('button', { name: 'Continue' }));
    const calls = list.mock.calls.length;
    await page.user.click(dialog.getByRole('button', { name: 'Refund $40.00' }));
    const confirm = dialog.getByRole('button', { name: 'Refund $40.00' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect(confirm.disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    held.release();
    expect(await dialog.findByText('Online payment is not available right now.')).toBeTruthy();
    expect(page.getByRole('dialog', { name: 'Refund' })).toBeTruthy();
    expect(list.mock.calls.length).toBe(calls);
  });

  it('says when the card provider is still working on it, and tries the same refund again after a failure', async () => {
    listing(PAID);
    const keys: string[] = [];
    let tries = 0;
    server.use(
      trpcMutation<RefundPaymentInput & { idempotencyKey: string }>(
        'payments.refund',
        (input: RefundPaymentInput & { idempotencyKey: string }) => {
          keys.push(input.idempotencyKey);
          tries += 1;
          if (tries === 1)
            throw new TrpcError({ code: 'BAD_GATEWAY', message: 'Online payment is not available right now.' });
          return { refundId: 'ref-2', amountCents: 4000, status: 'requested', receiptNumber: null, refundedOn: null };
        },
      ),
    );
    const page = renderCard();
    const dialog = await openRefund(page);
    await page.user.click(dialog.getByRole('button', { name: 'Continue' }));
    await page.user.click(dialog.getByRole('button', { name: 'Refund $40.00' }));
    await dialog.findByText('Online payment is not available right now.');
    await page.user.click(dialog.getByRole('button', { name: 'Refund $40.00' }));
    expect((await page.findByRole('status')).textContent).toBe(
      'Refund of $40.00 sent to the card provider; the bill reopens when it confirms.',
    );
    // The same intent: the server sends the same refund again rather than a second one.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a refund still pending with the card provider as pending', async () => {
    listing(
      adminBill({
        payments: [
          {
            ...ONLINE,
            refundableCents: 0,
            refunds: [{ ...REFUNDED, status: 'requested', refundedOn: null, receiptNumber: null }],
          },
        ],
      }),
    );
    const page = renderCard();
    expect((await page.findByRole('list', { name: 'Refunds' })).textContent).toBe(
      'Refund of $40.00 pending with the card provider',
    );
  });
});

describe("the member's own bill list", () => {
  it('shows the refund under the payment, linking to the refund receipt', async () => {
    server.use(trpcQuery('onlinePayments.myCard', { enabled: true, card: null }));
    const bill = memberBill({ payments: [{ ...ONLINE, refundableCents: 0, refunds: [REFUNDED] }] });
    const page = renderPage(
      <ul>
        <BillReceiptItem bill={bill} />
      </ul>,
      { path: '/member', session: MEMBER },
    );
    const refunds = await page.findByRole('list', { name: 'Refunds' });
    expect(refunds.textContent).toBe('Refunded $40.00 on Nov 25, 2026 · Refund receipt R-2026-000130');
    expect(within(refunds).getByRole('link').getAttribute('href')).toBe('/member/refund-receipts/ref-1');
    expect(page.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
