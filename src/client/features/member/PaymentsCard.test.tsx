// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MyPaymentRow, payment } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { PAYMENTS_PAGE_SIZE, PaymentsCard } from './PaymentsCard.js';

const server = setupMswServer();

function myPayment(n: number): MyPaymentRow {
  return {
    ...payment({ id: `pay-${n}`, receiptNumber: `R-2026-${String(n).padStart(6, '0')}` }),
    billId: 'b-1',
    note: null,
    billDescription: 'Gold — Nov 2026',
  };
}

describe('PaymentsCard', () => {
  it('lists date, amount, method and a receipt link for each payment', async () => {
    const hold = gate();
    server.use(
      trpcQuery('payments.listMine', async () => {
        await hold.promise;
        return {
          items: [{ ...myPayment(123), amountCents: 2999, method: 'bank_transfer' }],
          total: 1,
          page: 1,
          pageSize: 10,
        };
      }),
    );
    const page = renderPage(<PaymentsCard />, { path: '/member' });
    expect(page.getByText('Loading payments...')).toBeTruthy();
    hold.release();

    const list = await page.findByRole('list', { name: 'Payments' });
    const item = within(within(list).getByRole('listitem'));
    expect(item.getByText('$29.99')).toBeTruthy();
    expect(item.getByText(/by Bank transfer on Nov 20, 2026/)).toBeTruthy();
    expect(item.getByText('Gold — Nov 2026')).toBeTruthy();
    expect(item.getByRole('link', { name: 'Receipt R-2026-000123' }).getAttribute('href')).toBe(
      '/member/receipts/pay-123',
    );
  });

  it("writes a Japanese gym's payments in whole yen, dated its way", async () => {
    const japanese = siteSettings({ timeZone: 'Asia/Tokyo', currency: 'JPY', locale: 'ja-JP' });
    server.use(
      trpcQuery('payments.listMine', {
        items: [{ ...myPayment(7), amountCents: 12_000, method: 'card' }],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
    );
    const page = renderPage(<PaymentsCard />, { path: '/member', gym: japanese });
    const item = within(within(await page.findByRole('list', { name: 'Payments' })).getByRole('listitem'));
    expect(item.getByText('￥12,000')).toBeTruthy();
    expect(item.getByText(/by Card on 2026\/11\/20/)).toBeTruthy();
  });

  it('pages through the payments', async () => {
    const all = Array.from({ length: 12 }, (_, i) => myPayment(i + 1));
    const handler = vi.fn(({ page, pageSize }: { page: number; pageSize: number }) => ({
      items: all.slice((page - 1) * pageSize, page * pageSize),
      total: all.length,
      page,
      pageSize,
    }));
    server.use(trpcQuery('payments.listMine', handler));
    const page = renderPage(<PaymentsCard />, { path: '/member' });
    const pager = await page.findByRole('navigation', { name: 'Payments pages' });
    await page.user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await page.findByRole('link', { name: 'Receipt R-2026-000011' })).toBeTruthy();
    expect(handler).toHaveBeenLastCalledWith({ page: 2, pageSize: PAYMENTS_PAGE_SIZE });
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    server.use(
      trpcQuery('payments.listMine', () => {
        throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
      }),
    );
    const page = renderPage(<PaymentsCard />, { path: '/member' });
    expect((await page.findByRole('alert')).textContent).toBe('Failed to load payments. Please try again later.');
    server.use(trpcQuery('payments.listMine', { items: [], total: 0, page: 1, pageSize: 10 }));
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('No payments yet.')).toBeTruthy();
  });
});
