// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordPaymentInput, VoidBillInput } from '../../../shared/billing.schemas.js';
import { type AdminBillRow, adminBill, member, payment } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { BillsCard } from './BillsCard.js';

const server = setupMswServer();

/** The gym's day, which the form must use whatever the browser's own date is. */
const GYM_TODAY = '2026-11-23';
const GYM = siteSettings({ today: GYM_TODAY, timeZone: 'Pacific/Auckland' });
/** A gym in Germany: amounts are written '1.234,50 €' and typed '1.234,50'. */
const GERMAN_GYM = siteSettings({ today: GYM_TODAY, timeZone: 'Europe/Berlin', currency: 'EUR', locale: 'de-DE' });
const PARTLY = adminBill({ id: 'b-partly', amountCents: 2999, paidCents: 1000, remainingCents: 1999 });
const UNPAID = adminBill({ id: 'b-unpaid', description: 'Locker rental', amountCents: 1500, remainingCents: 1500 });

/** One bill the mutation handlers change, listed as the server lists it. */
function oneBill(bill: AdminBillRow) {
  const row = { ...bill };
  const list = vi.fn(() => ({ items: [row], nextCursor: null }));
  server.use(
    trpcQuery('members.list', { items: [member()], total: 1, page: 1, pageSize: 50 }),
    trpcQuery('bills.list', list),
  );
  return { row, list };
}

function renderCard(gym: SiteSettings = GYM) {
  return renderPage(<BillsCard />, { path: '/billing', gym });
}

async function openDialog(page: ReturnType<typeof renderCard>, button: string, title: string) {
  await page.user.click(await page.findByRole('button', { name: button }));
  return within(await page.findByRole('dialog', { name: title }));
}

describe('Record Payment', () => {
  let record: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    record = vi.fn();
  });

  it("defaults to what remains, paid in cash on the gym's today, and sends what the admin chose", async () => {
    const { row, list } = oneBill(PARTLY);
    record.mockImplementation((input: RecordPaymentInput) => {
      Object.assign(row, { paidCents: 2999, remainingCents: 0, status: 'paid', displayStatus: 'paid' });
      row.payments = [
        payment({ id: 'pay-9', amountCents: 1999, method: input.method, receiptNumber: 'R-2026-000123' }),
      ];
      return { ok: true, paymentId: 'pay-9', receiptNumber: 'R-2026-000123', billStatus: 'paid', remainingCents: 0 };
    });
    server.use(trpcMutation<RecordPaymentInput>('bills.recordPayment', record));
    const page = renderCard();
    const dialog = await openDialog(page, 'Record Payment', 'Record Payment');
    expect(dialog.getByText('Alex Kim: Gold — Nov 2026. $19.99 remains to be paid.')).toBeTruthy();
    expect((dialog.getByLabelText('Amount') as HTMLInputElement).value).toBe('19.99');
    const method = dialog.getByLabelText('Method') as HTMLSelectElement;
    expect(method.value).toBe('cash');
    expect([...method.options].map((o) => o.textContent)).toEqual(['Cash', 'Card', 'Bank transfer', 'Other']);
    const date = dialog.getByLabelText('Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.value).toBe(GYM_TODAY);

    await page.user.selectOptions(method, 'card');
    await page.user.type(dialog.getByLabelText('Note'), 'Paid at the desk');
    const calls = list.mock.calls.length;
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Payment recorded. Receipt R-2026-000123.');
    expect(within(message).getByRole('link', { name: 'R-2026-000123' }).getAttribute('href')).toBe('/receipts/pay-9');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(page.queryByRole('dialog')).toBeNull();
    expect(record).toHaveBeenCalledExactlyOnceWith({
      billId: 'b-partly',
      amount: '19.99',
      method: 'card',
      paidOn: GYM_TODAY,
      note: 'Paid at the desk',
      idempotencyKey: anyIdempotencyKey,
    });
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(calls));
    expect(await page.findByText('Paid', { selector: '.badge' })).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Record Payment' })).toBeNull();
  });

  it('refuses more than what remains before sending, with focus on Amount', async () => {
    oneBill(PARTLY);
    server.use(trpcMutation('bills.recordPayment', record));
    const page = renderCard();
    const dialog = await openDialog(page, 'Record Payment', 'Record Payment');
    const amount = dialog.getByLabelText('Amount');
    await page.user.clear(amount);
    await page.user.type(amount, '20');
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(dialog.getByText('The payment is more than the $19.99 that remains.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(record).not.toHaveBeenCalled();
  });

  it("reads and writes amounts the gym's way: '1.234,50' in a German gym is sent as 1234.50", async () => {
    oneBill(adminBill({ id: 'b-big', amountCents: 250_000, paidCents: 50_000, remainingCents: 200_000 }));
    record.mockReturnValue({
      ok: true,
      paymentId: 'pay-9',
      receiptNumber: 'R-2026-000123',
      billStatus: 'open',
      remainingCents: 76_550,
    });
    server.use(trpcMutation<RecordPaymentInput>('bills.recordPayment', record));
    const page = renderCard(GERMAN_GYM);
    const item = within((await page.findByText('Amount: 2.500,00 €')).closest('li') as HTMLElement);
    expect(item.getByText('Remaining: 2.000,00 €')).toBeTruthy();
    expect(item.getByText('Due 15.11.2026')).toBeTruthy();

    const dialog = await openDialog(page, 'Record Payment', 'Record Payment');
    expect(dialog.getByText('Alex Kim: Gold — Nov 2026. 2.000,00 € remains to be paid.')).toBeTruthy();
    const amount = dialog.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('2000,00');
    await page.user.clear(amount);
    await page.user.type(amount, '2.000,01');
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(dialog.getByText('The payment is more than the 2.000,00 € that remains.')).toBeTruthy();
    await page.user.clear(amount);
    await page.user.type(amount, '1234.50');
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    // In German '.' groups thousands, so this is not read as a guess.
    expect(dialog.getByText('Enter an amount like 12,50 (at most 2 decimals).')).toBeTruthy();
    expect(record).not.toHaveBeenCalled();

    await page.user.clear(amount);
    await page.user.type(amount, '1.234,50');
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(record).toHaveBeenCalledExactlyOnceWith({
      billId: 'b-big',
      amount: '1234.50',
      method: 'cash',
      paidOn: GYM_TODAY,
      idempotencyKey: anyIdempotencyKey,
    });
  });

  it('checks the amount with the shared rules', async () => {
    oneBill(PARTLY);
    server.use(trpcMutation('bills.recordPayment', record));
    const page = renderCard();
    const dialog = await openDialog(page, 'Record Payment', 'Record Payment');
    await page.user.clear(dialog.getByLabelText('Amount'));
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect(dialog.getByText('Amount is required.')).toBeTruthy();
    expect(record).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    oneBill(PARTLY);
    server.use(
      trpcMutation('bills.recordPayment', () => {
        throw new TrpcError({ code: 'BAD_REQUEST', message: 'The payment date cannot be in the future.' });
      }),
    );
    const page = renderCard();
    const dialog = await openDialog(page, 'Record Payment', 'Record Payment');
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The payment date cannot be in the future.');
    expect(page.getByRole('dialog', { name: 'Record Payment' })).toBeTruthy();
  });

  it('closes on Cancel without sending anything', async () => {
    oneBill(PARTLY);
    server.use(trpcMutation('bills.recordPayment', record));
    const page = renderCard();
    const dialog = await openDialog(page, 'Record Payment', 'Record Payment');
    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Record Payment' }));
    expect(record).not.toHaveBeenCalled();
  });
  it("sends a retry after a lost answer with the first try's key, and the next payment with a new one", async () => {
    const { row } = oneBill(PARTLY);
    const keys: string[] = [];
    record.mockImplementation((input: RecordPaymentInput & { idempotencyKey: string }) => {
      keys.push(input.idempotencyKey);
      // The first answer never arrives (the write went through; the desk sees an error).
      if (keys.length === 1) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'x' });
      Object.assign(row, { paidCents: row.paidCents + 500, remainingCents: row.remainingCents - 500 });
      return {
        ok: true,
        paymentId: `pay-${keys.length}`,
        receiptNumber: 'R-2026-000124',
        billStatus: 'open',
        remainingCents: 999,
      };
    });
    server.use(trpcMutation<RecordPaymentInput>('bills.recordPayment', record));
    const page = renderCard();

    const recordFive = async () => {
      const dialog = await openDialog(page, 'Record Payment', 'Record Payment');
      await page.user.clear(dialog.getByLabelText('Amount'));
      await page.user.type(dialog.getByLabelText('Amount'), '5.00');
      await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
      return dialog;
    };
    const dialog = await recordFive();
    expect(await dialog.findByText('Could not record the payment. Please try again.')).toBeTruthy();
    // The same payment again, as the desk would after "Please try again": the same key.
    await page.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys[1]).toBe(keys[0]);

    // It went through; the same amount again is another payment, with a key of its own.
    await recordFive();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });
});

/** Opens the bill's row menu from the keyboard and chooses "Void bill…". */
async function openVoidFromMenu(page: ReturnType<typeof renderCard>) {
  const more = await page.findByRole('button', { name: 'More actions for Alex Kim: Locker rental' });
  more.focus();
  await page.user.keyboard('{Enter}');
  const item = await page.findByRole('menuitem', { name: 'Void bill…' });
  await waitFor(() => expect(document.activeElement).toBe(item));
  await page.user.keyboard('{Enter}');
  return within(await page.findByRole('dialog', { name: 'Void Locker rental for Alex Kim?' }));
}

describe('Void', () => {
  it('is in the row menu, not a red button, and needs a reason before it voids the bill and says so', async () => {
    const { row } = oneBill(UNPAID);
    const voidBill = vi.fn((_input: VoidBillInput) => {
      Object.assign(row, { status: 'void', displayStatus: 'void', remainingCents: 0, voidReason: 'Entered twice' });
      return { status: 'void' };
    });
    server.use(trpcMutation<VoidBillInput>('bills.void', voidBill));
    const page = renderCard();
    await page.findByRole('button', { name: 'Record Payment' });
    expect(page.queryByRole('button', { name: 'Void' })).toBeNull();
    const dialog = await openVoidFromMenu(page);
    expect(
      dialog.getByText('Alex Kim will no longer owe $15.00 for Locker rental. A void bill cannot be reopened.'),
    ).toBeTruthy();
    await page.user.click(dialog.getByRole('button', { name: 'Void bill' }));
    expect(dialog.getByText('Reason is required.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('Reason'));
    expect(voidBill).not.toHaveBeenCalled();

    await page.user.type(dialog.getByLabelText('Reason'), 'Entered twice');
    await page.user.click(dialog.getByRole('button', { name: 'Void bill' }));
    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Voided Locker rental for Alex Kim.');
    expect(voidBill).toHaveBeenCalledExactlyOnceWith({
      billId: 'b-unpaid',
      reason: 'Entered twice',
      idempotencyKey: anyIdempotencyKey,
    });
    expect(await page.findByText('Void: Entered twice')).toBeTruthy();
    expect(page.queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it('changes nothing when cancelled, and gives focus back to the menu button', async () => {
    oneBill(UNPAID);
    const voidBill = vi.fn();
    server.use(trpcMutation('bills.void', voidBill));
    const page = renderCard();
    const dialog = await openVoidFromMenu(page);
    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'More actions for Alex Kim: Locker rental' }));
    expect(voidBill).not.toHaveBeenCalled();
    expect(page.getByText('Open', { selector: '.badge' })).toBeTruthy();
  });

  it('is not offered on a bill with payments', async () => {
    oneBill(PARTLY);
    const page = renderCard();
    await page.findByRole('button', { name: 'Record Payment' });
    expect(page.queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    oneBill(UNPAID);
    server.use(
      trpcMutation('bills.void', () => {
        throw new TrpcError({ code: 'CONFLICT', message: 'A bill with payments cannot be voided.' });
      }),
    );
    const page = renderCard();
    const dialog = await openVoidFromMenu(page);
    await page.user.type(dialog.getByLabelText('Reason'), 'Mistake');
    await page.user.click(dialog.getByRole('button', { name: 'Void bill' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('A bill with payments cannot be voided.');
  });
});
