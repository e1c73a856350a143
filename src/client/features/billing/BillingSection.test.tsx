// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createGymFormat } from '../../../shared/format.js';
import { adminBill, member } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { gate } from '../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
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

function renderSection() {
  return renderPage(<BillingSection />, { path: '/billing' });
}

describe('BillingSection', () => {
  it("keeps the spec's Create Bill form, then Run billing now, then the Bills list", async () => {
    const page = renderSection();
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Create Bill',
      'Recurring billing',
      'Bills',
    ]);
    const create = page.getByRole('region', { name: 'Create Bill' });
    expect(within(create).getByLabelText('Member').tagName).toBe('SELECT');
    expect(within(create).getByLabelText('Amount')).toBeTruthy();
    expect(within(create).getByLabelText('Description')).toBeTruthy();
    expect(within(create).getByRole('button', { name: 'Create Bill' })).toBeTruthy();
    expect(await page.findByText('Gold — Nov 2026')).toBeTruthy();
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
