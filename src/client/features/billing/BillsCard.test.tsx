// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListBillsInput } from '../../../shared/billing.schemas.js';
import { type AdminBillRow, adminBill, member, payment } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { CONFIGURED_GYM } from '../../test/site-settings.js';
import { TrpcError, trpcQuery } from '../../test/trpc-msw.js';
import { BillsCard } from './BillsCard.js';

const server = setupMswServer();

const ALEX = member();
const LEO = member({ id: 'u-2', name: 'Leo Chen', email: 'leo@gym.test' });
const OPEN = adminBill({ id: 'b-open', description: 'Locker rental', amountCents: 1500, remainingCents: 1500 });
const PARTLY = adminBill({
  id: 'b-partly',
  description: 'Gold — Nov 2026',
  amountCents: 2999,
  paidCents: 1000,
  remainingCents: 1999,
  displayStatus: 'overdue',
  payments: [payment()],
});
const PAID = adminBill({
  id: 'b-paid',
  memberId: 'u-2',
  memberName: 'Leo Chen',
  description: 'Gold — Oct 2026',
  paidCents: 2999,
  remainingCents: 0,
  status: 'paid',
  displayStatus: 'paid',
  payments: [payment({ id: 'pay-2', amountCents: 2999, method: 'bank_transfer', receiptNumber: 'R-2026-000100' })],
});

/** bills.list answering `pages` in turn by cursor (page 1 without one); the spy sees each input. */
function billPages(...pages: AdminBillRow[][]) {
  const list = vi.fn((input: ListBillsInput) => {
    const index = input.cursor ? Number(input.cursor.slice(1)) : 0;
    return { items: pages[index] ?? [], nextCursor: index + 1 < pages.length ? `c${index + 1}` : null };
  });
  server.use(trpcQuery<ListBillsInput>('bills.list', list));
  return list;
}

beforeEach(() => {
  server.use(
    trpcQuery('members.list', { items: [ALEX, LEO], total: 2, page: 1, pageSize: 50 }),
    // The address names the filtered member by id; the card asks who that is.
    trpcQuery('members.get', ({ userId }: { userId: string }) => {
      const found = [ALEX, LEO].find((m) => m.id === userId);
      if (!found) throw new TrpcError({ code: 'NOT_FOUND', message: 'Member not found.' });
      return found;
    }),
  );
});

function renderCard(path = '/billing') {
  return renderPage(<BillsCard />, { path });
}

const lastPath = (page: ReturnType<typeof renderCard>) => page.location.history?.at(-1);
const itemOf = async (page: ReturnType<typeof renderCard>, text: string) =>
  (await page.findByText(text)).closest('li') as HTMLElement;

describe('Bills', () => {
  it('lists each bill with member, description, amount, what remains, due date, status and receipts', async () => {
    const list = billPages([OPEN, PARTLY, PAID]);
    const page = renderCard();
    expect(page.getByText('Loading bills...')).toBeTruthy();

    const partly = within(await itemOf(page, 'Gold — Nov 2026'));
    expect(partly.getByText('Alex Kim')).toBeTruthy();
    expect(partly.getByText('Amount: $29.99')).toBeTruthy();
    expect(partly.getByText('Remaining: $19.99')).toBeTruthy();
    expect(partly.getByText('Due Nov 15, 2026')).toBeTruthy();
    expect(partly.getByText(/^Paid \$10\.00 by Cash on Nov 20, 2026/)).toBeTruthy();
    expect(partly.getByText('Overdue')).toBeTruthy();
    expect(partly.getByRole('link', { name: 'Receipt R-2026-000122' }).getAttribute('href')).toBe('/receipts/pay-1');
    expect(partly.getByRole('button', { name: 'Record Payment' })).toBeTruthy();
    // A bill with payments cannot be voided.
    expect(partly.queryByRole('button', { name: /^More actions/ })).toBeNull();

    const open = within(await itemOf(page, 'Locker rental'));
    expect(open.getByText('Open')).toBeTruthy();
    expect(open.queryByText(/^Remaining/)).toBeNull();
    // Void is rare and final: it sits in the row's menu, not beside Record Payment.
    expect(open.queryByRole('button', { name: 'Void' })).toBeNull();
    expect(open.getByRole('button', { name: 'More actions for Alex Kim: Locker rental' })).toBeTruthy();

    const paid = within(await itemOf(page, 'Gold — Oct 2026'));
    expect(paid.getByText('Paid')).toBeTruthy();
    expect(paid.getByText(/by Bank transfer/)).toBeTruthy();
    expect(paid.queryByRole('button')).toBeNull();

    expect(page.getByRole('group', { name: 'Alex Kim: Locker rental' })).toBeTruthy();
    expect(list).toHaveBeenCalledExactlyOnceWith({ status: 'all', limit: 20 });
    expect(page.queryByRole('navigation', { name: 'Bills pages' })).toBeNull();
  });

  it("writes amounts and days the gym's way in a British gym", async () => {
    billPages([PARTLY]);
    const page = renderPage(<BillsCard />, { path: '/billing', gym: CONFIGURED_GYM });
    const partly = within(await itemOf(page, 'Gold — Nov 2026'));
    expect(partly.getByText('Amount: £29.99')).toBeTruthy();
    expect(partly.getByText('Remaining: £19.99')).toBeTruthy();
    expect(partly.getByText('Due 15 Nov 2026')).toBeTruthy();
    expect(partly.getByText(/^Paid £10\.00 by Cash on 20 Nov 2026/)).toBeTruthy();
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    const list = billPages([OPEN]);
    const page = renderCard();
    await page.findByText('Locker rental');
    const status = page.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).toEqual(['All', 'Open', 'Overdue', 'Paid', 'Void']);

    await page.user.selectOptions(status, 'overdue');
    expect(lastPath(page)).toBe('/billing?status=overdue');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'overdue', limit: 20 }));

    const member = page.getByRole('combobox', { name: 'Member' }) as HTMLInputElement;
    expect(page.getByText("Empty: every member's bills.")).toBeTruthy();
    await page.user.type(member, 'leo');
    await page.user.click(await page.findByRole('option', { name: /^Leo Chen/ }));
    expect(member.value).toBe('Leo Chen');
    expect(lastPath(page)).toBe('/billing?status=overdue&member=u-2');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'overdue', memberId: 'u-2', limit: 20 }));

    await page.user.selectOptions(status, 'all');
    expect(lastPath(page)).toBe('/billing?member=u-2');
    expect(page.location.history).toHaveLength(4);
  });

  it('opens with the filters the address holds, naming the member', async () => {
    server.use(trpcQuery('members.list', { items: [ALEX], total: 2, page: 1, pageSize: 50 }));
    const list = billPages([PAID]);
    const page = renderCard('/billing?status=paid&member=u-2');
    await page.findByText('Gold — Oct 2026');
    expect(list).toHaveBeenCalledWith({ status: 'paid', memberId: 'u-2', limit: 20 });
    expect((page.getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
    const member = page.getByRole('combobox', { name: 'Member' }) as HTMLInputElement;
    await waitFor(() => expect(member.value).toBe('Leo Chen'));
  });

  it("shows every member's bills again once the member is cleared", async () => {
    const list = billPages([PAID]);
    const page = renderCard('/billing?member=u-2');
    const member = page.getByRole('combobox', { name: 'Member' }) as HTMLInputElement;
    await waitFor(() => expect(member.value).toBe('Leo Chen'));
    await page.user.click(page.getByRole('button', { name: 'Clear member' }));
    expect(lastPath(page)).toBe('/billing');
    expect(member.value).toBe('');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ status: 'all', limit: 20 }));
  });

  it('treats an unknown status in the address as All', async () => {
    const list = billPages([OPEN]);
    const page = renderCard('/billing?status=bogus');
    await page.findByText('Locker rental');
    expect(list).toHaveBeenCalledWith({ status: 'all', limit: 20 });
  });

  it('says when no bill matches', async () => {
    billPages([]);
    const page = renderCard('/billing?status=void');
    expect(await page.findByText('No bills match these filters.')).toBeTruthy();
    expect(page.queryByRole('list', { name: /Bills/ })).toBeNull();
  });

  it("shows the server's message when the bills cannot be loaded, and Try again", async () => {
    let fail = true;
    server.use(
      trpcQuery('bills.list', () => {
        if (fail) throw new TrpcError({ code: 'BAD_REQUEST', message: 'Invalid page.' });
        return { items: [OPEN], nextCursor: null };
      }),
    );
    const page = renderCard();
    expect((await page.findByRole('alert')).textContent).toBe('Invalid page.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Locker rental')).toBeTruthy();
  });

  it('pages forward with the cursor the server gave and back again', async () => {
    const second = adminBill({ id: 'b-2', description: 'Towel hire' });
    const list = billPages([OPEN], [second]);
    const page = renderCard();
    const pager = await page.findByRole('navigation', { name: 'Bills pages' });
    expect(within(pager).getByText('Page 1')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await page.user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await page.findByText('Towel hire')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ status: 'all', cursor: 'c1', limit: 20 });
    expect(within(pager).getByText('Page 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    // Focus moves to the new page rather than staying on a button that is now disabled.
    await waitFor(() => expect(document.activeElement).toBe(page.getByRole('list', { name: 'Bills, page 2' })));

    await page.user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await page.findByText('Locker rental')).toBeTruthy();
    expect(within(pager).getByText('Page 1')).toBeTruthy();
  });
});
