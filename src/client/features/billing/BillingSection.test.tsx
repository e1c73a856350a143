// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createGymFormat } from '../../../shared/format.js';
import { adminBill, member } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { BillingSection } from './BillingSection.js';
import { describeBillingRun } from './RunBillingCard.js';

const server = setupMswServer();

let listCalls: ReturnType<typeof vi.fn>;
beforeEach(() => {
  listCalls = vi.fn(() => ({ items: [adminBill()], nextCursor: null }));
  server.use(
    trpcQuery('members.list', { items: [member()], total: 1, page: 1, pageSize: 50 }),
    trpcQuery('bills.list', listCalls),
  );
});

/** Alex owes two bills: one overdue, one not yet due. */
const OWING = {
  memberId: 'u-1',
  balanceCents: 9000,
  total: 2,
  bills: [
    {
      id: 'b1',
      description: 'Gold — Sep 2026',
      amountCents: 5000,
      remainingCents: 5000,
      issueDate: '2026-09-01',
      dueDate: '2026-09-15',
      displayStatus: 'overdue',
    },
    {
      id: 'b2',
      description: 'Gold — Oct 2026',
      amountCents: 4000,
      remainingCents: 4000,
      issueDate: '2026-12-01',
      dueDate: '2026-12-15',
      displayStatus: 'open',
    },
  ],
};
const COLLECTED = {
  ok: true,
  receiptNumber: 'R-2026-000007',
  paymentId: 'pay-1',
  collectedCents: 9000,
  bills: [
    { billId: 'b1', description: 'Gold — Sep 2026', amountCents: 5000, paymentId: 'pay-1' },
    { billId: 'b2', description: 'Gold — Oct 2026', amountCents: 4000, paymentId: 'pay-1' },
  ],
};

function renderSection() {
  return renderPage(<BillingSection />, { path: '/billing' });
}

describe('BillingSection', () => {
  it("puts the desk's Record Payment first, then the spec's Create Bill form, Run billing now and the Bills list", async () => {
    const page = renderSection();
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Record Payment',
      'Create Bill',
      'Recurring billing',
      'Bills',
    ]);
    const record = page.getByRole('region', { name: 'Record Payment' });
    expect(within(record).getByRole('combobox', { name: 'Member' })).toBeTruthy();
    const create = page.getByRole('region', { name: 'Create Bill' });
    expect(within(create).getByRole('combobox', { name: 'Member' })).toBeTruthy();
    expect(within(create).getByLabelText('Amount')).toBeTruthy();
    expect(within(create).getByLabelText('Description')).toBeTruthy();
    expect(within(create).getByRole('button', { name: 'Create Bill' })).toBeTruthy();
    expect(await page.findByText('Gold — Nov 2026')).toBeTruthy();
  });

  it('finds a member, shows what they owe on which bills, and collects it on one receipt', async () => {
    const balanceOf = vi.fn((_input: { memberId: string }) => OWING);
    const collect = vi.fn(() => COLLECTED);
    server.use(trpcQuery('payments.balanceOf', balanceOf), trpcMutation('payments.collectBalance', collect));
    const page = renderSection();
    const record = within(page.getByRole('region', { name: 'Record Payment' }));
    await page.user.type(record.getByRole('combobox', { name: 'Member' }), 'alex');
    await page.user.keyboard('{ArrowDown}');
    await record.findByRole('option', { name: /^Alex Kim/ });
    await page.user.keyboard('{Enter}');

    expect(await record.findByText('Balance due: $90.00')).toBeTruthy();
    expect(balanceOf).toHaveBeenCalledWith({ memberId: 'u-1' });
    const bills = record.getByRole('list', { name: 'Open bills of Alex Kim' });
    expect(
      within(bills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gold — Sep 2026Overdue since Sep 15, 2026$50.00', 'Gold — Oct 2026Due Dec 15, 2026$40.00']);
    await page.user.click(record.getByRole('button', { name: 'Collect $90.00' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Collect $90.00' }));
    await page.user.selectOptions(dialog.getByLabelText('Method'), 'card');
    await page.user.click(dialog.getByRole('button', { name: 'Collect $90.00' }));

    const said = await record.findByRole('status');
    expect(said.textContent).toBe('Collected $90.00 from Alex Kim. Receipt R-2026-000007 (opens in a new tab).');
    expect(collect).toHaveBeenCalledWith({
      memberId: 'u-1',
      amount: '90.00',
      method: 'card',
      idempotencyKey: anyIdempotencyKey,
    });
  });

  it('says when the member owes nothing, and shows their bills in the list below on request', async () => {
    server.use(
      trpcQuery('payments.balanceOf', { memberId: 'u-1', balanceCents: 0, total: 0, bills: [] }),
      trpcQuery('members.get', member()),
    );
    const page = renderSection();
    const record = within(page.getByRole('region', { name: 'Record Payment' }));
    await page.user.type(record.getByRole('combobox', { name: 'Member' }), 'alex');
    await page.user.click(await record.findByRole('option', { name: /^Alex Kim/ }));
    expect(await record.findByText('Nothing owed.')).toBeTruthy();
    await page.user.click(record.getByRole('button', { name: 'Show their bills' }));
    expect(page.location.history?.at(-1)).toBe('/billing?member=u-1');
    await waitFor(() => expect(listCalls).toHaveBeenLastCalledWith({ status: 'all', memberId: 'u-1', limit: 20 }));
    const filter = within(page.getByRole('group', { name: 'Filter bills' }));
    await waitFor(() =>
      expect((filter.getByRole('combobox', { name: 'Member' }) as HTMLInputElement).value).toBe('Alex Kim'),
    );
  });

  it('runs billing now, says what it did, focuses that and refreshes the bills', async () => {
    const hold = gate();
    const run = vi.fn(async () => {
      await hold.promise;
      return { today: '2026-11-20', billsIssued: 2, overdueNotices: 1 };
    });
    server.use(trpcMutation('bills.runNow', run));
    const page = renderSection();
    await page.findByText('Gold — Nov 2026');
    const before = listCalls.mock.calls.length;
    const button = page.getByRole('button', { name: 'Run billing now' });
    await page.user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    hold.release();

    const card = page.getByRole('region', { name: 'Recurring billing' });
    const message = await within(card).findByRole('status');
    expect(message.textContent).toBe('2 bills issued; 1 overdue notice sent.');
    expect(document.activeElement).toBe(message);
    expect(run).toHaveBeenCalledTimes(1);
    expect(listCalls.mock.calls.length).toBeGreaterThan(before);
  });

  it('says when there was nothing to bill', async () => {
    server.use(trpcMutation('bills.runNow', { today: '2026-11-20', billsIssued: 0, overdueNotices: 0 }));
    const page = renderSection();
    await page.user.click(page.getByRole('button', { name: 'Run billing now' }));
    expect((await page.findByText('Nothing to bill today.')).getAttribute('role')).toBe('status');
  });

  it("words every outcome of a run, counting the gym's way", () => {
    const us = createGymFormat({ locale: 'en-US', currency: 'USD', timeZone: 'UTC' });
    const german = createGymFormat({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' });
    expect(describeBillingRun({ billsIssued: 1, overdueNotices: 0 }, us)).toBe(
      '1 bill issued; 0 overdue notices sent.',
    );
    expect(describeBillingRun({ billsIssued: 0, overdueNotices: 3 }, us)).toBe(
      'Nothing to bill today; 3 overdue notices sent.',
    );
    expect(describeBillingRun({ billsIssued: 1234, overdueNotices: 1 }, us)).toBe(
      '1,234 bills issued; 1 overdue notice sent.',
    );
    expect(describeBillingRun({ billsIssued: 1234, overdueNotices: 0 }, german)).toBe(
      '1.234 bills issued; 0 overdue notices sent.',
    );
  });

  it("shows the server's message when the run fails", async () => {
    server.use(
      trpcMutation('bills.runNow', () => {
        throw new TrpcError({ code: 'FORBIDDEN', message: 'Administrators only.' });
      }),
    );
    const page = renderSection();
    await page.user.click(page.getByRole('button', { name: 'Run billing now' }));
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toBe('Administrators only.');
    expect(document.activeElement).toBe(alert);
  });
});
