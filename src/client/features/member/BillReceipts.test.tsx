// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages.js';
import { memberBill, payment } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { BILLS_PAGE_SIZE, BillReceipts } from './BillReceipts.js';

const server = setupMswServer();
// The gym takes no payments online unless a test says so (no Pay now, no card panel).
beforeEach(() => {
  server.use(trpcQuery('onlinePayments.myCard', { enabled: false, card: null }));
});

interface PageInput {
  page: number;
  pageSize: number;
}

function bill(n: number, amountCents = 1250) {
  return memberBill({
    id: `b${n}`,
    amountCents,
    remainingCents: amountCents,
    date: new Date(Date.UTC(2025, 0, 31 - n, 9)).toISOString(),
  });
}

/** bills.listMine over `total` bills (b1 newest), answering the page asked for; the spy sees each input. */
function billsListing(total: number, amountCents = 1250) {
  const all = Array.from({ length: total }, (_, i) => bill(i + 1, amountCents));
  const handler = vi.fn(({ page, pageSize }: PageInput) => ({
    items: all.slice((page - 1) * pageSize, page * pageSize),
    total,
    page,
    pageSize,
  }));
  server.use(trpcQuery<PageInput>('bills.listMine', handler));
  return handler;
}

describe('BillReceipts', () => {
  it('shows the loading text until the bills arrive, then each bill with its date and amount', async () => {
    const hold = gate();
    const first = bill(1, 1250);
    const second = bill(2, 123450);
    server.use(
      trpcQuery('bills.listMine', async () => {
        await hold.promise;
        return { items: [first, second], total: 2, page: 1, pageSize: BILLS_PAGE_SIZE };
      }),
    );
    const page = renderPage(<BillReceipts />, { path: '/member' });

    expect(page.getByRole('heading', { level: 2, name: 'Bill Receipts' })).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe('Loading bill receipts...');
    hold.release();

    const list = await page.findByRole('list', { name: 'Bill receipts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Date: Jan 30, 2025')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Amount: $12.50')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Amount: $1,234.50')).toBeTruthy();
    expect(page.queryByText('Loading bill receipts...')).toBeNull();
    // Two bills fit on one page, so there is nothing to page through.
    expect(page.queryByRole('navigation')).toBeNull();
  });

  it('asks for the first page of 10', async () => {
    const handler = billsListing(1);
    const page = renderPage(<BillReceipts />, { path: '/member' });
    await page.findByText('Amount: $12.50');
    expect(handler).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
  });

  it('says so when the member has no bills', async () => {
    billsListing(0);
    const page = renderPage(<BillReceipts />, { path: '/member' });
    expect(await page.findByText('No bill receipts found.')).toBeTruthy();
    expect(page.queryByRole('list')).toBeNull();
  });

  it('shows the spec message when loading fails, and Try again loads the bills', async () => {
    let fail = true;
    server.use(
      trpcQuery('bills.listMine', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong.' });
        return { items: [bill(1)], total: 1, page: 1, pageSize: BILLS_PAGE_SIZE };
      }),
    );
    const page = renderPage(<BillReceipts />, { path: '/member' });

    expect((await page.findByRole('alert')).textContent).toBe(MESSAGES.billsLoadFailed);
    expect(MESSAGES.billsLoadFailed).toBe('Failed to load bill receipts. Please try again later.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));

    expect(await page.findByText('Amount: $12.50')).toBeTruthy();
    expect(page.queryByRole('alert')).toBeNull();
    expect(page.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('pages through more than 10 bills with the server’s page and total', async () => {
    const handler = billsListing(12);
    const page = renderPage(<BillReceipts />, { path: '/member' });

    const pager = await page.findByRole('navigation', { name: 'Bill receipts pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(page.getByRole('list', { name: 'Bill receipts' })).getAllByRole('listitem')).toHaveLength(10);
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await page.user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeTruthy();
    await page.findByText('Date: Jan 19, 2025');
    expect(within(page.getByRole('list', { name: 'Bill receipts' })).getAllByRole('listitem')).toHaveLength(2);
    expect(handler).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows what each bill is for, its status and due date, what remains, and a receipt per payment', async () => {
    const partly = memberBill({
      id: 'b-partly',
      description: 'Gold — Nov 2026',
      amountCents: 2999,
      paidCents: 1000,
      remainingCents: 1999,
      displayStatus: 'overdue',
      dueDate: '2026-11-15',
      payments: [payment({ id: 'pay-1', receiptNumber: 'R-2026-000122' })],
    });
    const paid = memberBill({
      id: 'b-paid',
      description: 'Locker rental',
      amountCents: 500,
      paidCents: 500,
      remainingCents: 0,
      status: 'paid',
      displayStatus: 'paid',
      payments: [payment({ id: 'pay-2', amountCents: 500, method: 'card', receiptNumber: 'R-2026-000123' })],
    });
    const voided = memberBill({
      id: 'b-void',
      description: 'Charge',
      status: 'void',
      displayStatus: 'void',
      remainingCents: 0,
    });
    server.use(trpcQuery('bills.listMine', { items: [partly, paid, voided], total: 3, page: 1, pageSize: 10 }));
    const page = renderPage(<BillReceipts />, { path: '/member' });

    const first = within((await page.findByText('Gold — Nov 2026')).closest('li') as HTMLElement);
    expect(first.getByText('Date: Nov 1, 2026')).toBeTruthy();
    expect(first.getByText('Amount: $29.99')).toBeTruthy();
    expect(first.getByText('Gold — Nov 2026')).toBeTruthy();
    expect(first.getByText('Overdue')).toBeTruthy();
    expect(first.getByText('Due Nov 15, 2026')).toBeTruthy();
    expect(first.getByText(/^Paid \$10\.00 by Cash on Nov 20, 2026/)).toBeTruthy();
    expect(first.getByText('Remaining: $19.99')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Receipt R-2026-000122' }).getAttribute('href')).toBe(
      '/member/receipts/pay-1',
    );

    const second = within(page.getByText('Locker rental').closest('li') as HTMLElement);
    expect(second.getByText('Paid')).toBeTruthy();
    expect(second.queryByText(/^Remaining/)).toBeNull();
    expect(second.queryByText(/^Due/)).toBeNull();
    expect(second.getByRole('link', { name: 'Receipt R-2026-000123' }).getAttribute('href')).toBe(
      '/member/receipts/pay-2',
    );
    expect(within(page.getByText('Charge').closest('li') as HTMLElement).getByText('Void')).toBeTruthy();
  });

  it("writes a German gym's bills its way: amounts in euro, dates as the day on the gym's clock", async () => {
    const german = siteSettings({ timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' });
    const lateEvening = memberBill({
      amountCents: 123450,
      paidCents: 23450,
      remainingCents: 100000,
      // 23:30 UTC on 31 October is already 1 November in Berlin.
      date: '2026-10-31T23:30:00.000Z',
      dueDate: '2026-11-15',
      payments: [payment({ amountCents: 23450, method: 'card' })],
    });
    server.use(trpcQuery('bills.listMine', { items: [lateEvening], total: 1, page: 1, pageSize: 10 }));
    const page = renderPage(<BillReceipts />, { path: '/member', gym: german });

    const item = within((await page.findByText('Amount: 1.234,50 €')).closest('li') as HTMLElement);
    expect(item.getByText('Date: 01.11.2026')).toBeTruthy();
    expect(item.getByText('Due 15.11.2026')).toBeTruthy();
    expect(item.getByText('Remaining: 1.000,00 €')).toBeTruthy();
    expect(item.getByText(/^Paid 234,50 € by Card on 20\.11\.2026/)).toBeTruthy();
  });
});
