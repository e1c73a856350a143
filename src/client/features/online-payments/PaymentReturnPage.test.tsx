// @vitest-environment jsdom
// The return page: "Confirming your payment…" while the webhook has not been recorded, asking again
// until it has; then "Payment received" with the amount and the receipt, "Card saved", or what
// happened and the way back. Each outcome is announced and its heading takes focus.
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import PaymentReturnPage from './PaymentReturnPage.js';

const server = setupMswServer();

function answers(...statuses: unknown[]) {
  const asked = vi.fn(
    (_input: { checkoutId: string }) => statuses[Math.min(asked.mock.calls.length - 1, statuses.length - 1)],
  );
  server.use(trpcQuery('onlinePayments.checkoutStatus', asked));
  return asked;
}

const WAITING = { status: 'waiting', mode: 'payment', amountCents: 4000 };

describe('the payment return page', () => {
  it('confirms while waiting, asks again, then says "Payment received" with the amount and the receipt', async () => {
    const asked = answers(WAITING, {
      status: 'recorded',
      mode: 'payment',
      amountCents: 4000,
      receiptNumber: '2026-000123',
      paymentId: 'pay-7',
    });
    const page = renderPage(<PaymentReturnPage />, { path: '/member/payment-return?checkout=ck-1' });
    expect(await page.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeTruthy();
    expect(page.getByRole('status').getAttribute('aria-busy')).toBe('true');

    const received = await page.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 5000 });
    expect(asked.mock.calls.map(([input]) => input)).toEqual([{ checkoutId: 'ck-1' }, { checkoutId: 'ck-1' }]);
    const status = page.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('false');
    expect(status.textContent).toContain('Thank you: $40.00 was paid. Receipt 2026-000123.');
    expect(document.activeElement).toBe(received);
    expect(page.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe('/member/receipts/pay-7');
    expect(page.getByRole('link', { name: 'Back to Member Dashboard' }).getAttribute('href')).toBe('/member');
  });

  it('says "Card saved" after saving a card', async () => {
    answers({ status: 'card_saved', mode: 'setup', amountCents: null });
    const page = renderPage(<PaymentReturnPage />, { path: '/member/payment-return?checkout=ck-2' });
    expect(await page.findByRole('heading', { level: 1, name: 'Card saved' })).toBeTruthy();
    expect(page.getByRole('status').textContent).toContain('charged to this card when they are issued');
  });

  it.each([
    ['expired', 'Payment page expired', 'Nothing was charged.'],
    ['failed', 'Payment could not be started', 'Nothing was charged'],
  ])('says what happened when the checkout %s, with the way back', async (outcome, heading, text) => {
    answers({ status: outcome, mode: 'payment', amountCents: 4000 });
    const page = renderPage(<PaymentReturnPage />, { path: '/member/payment-return?checkout=ck-3' });
    expect(await page.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(page.getByRole('status').textContent).toContain(text);
    expect(page.getByRole('link', { name: 'Back to Member Dashboard' })).toBeTruthy();
  });

  it("says so for a payment that is not the member's, or a link without one", async () => {
    server.use(
      trpcQuery('onlinePayments.checkoutStatus', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Payment not found.' });
      }),
    );
    const page = renderPage(<PaymentReturnPage />, { path: '/member/payment-return?checkout=someone-elses' });
    expect(await page.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeTruthy();
    page.unmount();

    const bare = renderPage(<PaymentReturnPage />, { path: '/member/payment-return' });
    expect(bare.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeTruthy();
  });
});
