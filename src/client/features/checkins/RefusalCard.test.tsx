// @vitest-environment jsdom
// The desk's refusal card: a refused member's balance and reason, "Collect <amount>" (its dialog),
// "Sell a pass", "Open member page", then "Check in now" — and only what the role may do.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { MEMBER, sessionAs } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { CheckInDesk } from './CheckInDesk.js';

const server = setupMswServer();
const GYM = siteSettings({ today: '2026-11-22', timeZone: 'America/New_York' });
const AT = '2026-11-22T23:05:00.000Z';
const REASON = 'Lucas Rossi has a bill overdue since Sep 15, 2026';

const OWING = {
  memberId: 'm1',
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
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      displayStatus: 'overdue',
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
    { billId: 'b2', description: 'Gold — Oct 2026', amountCents: 4000, paymentId: 'pay-2' },
  ],
};

/** A desk that refuses Lucas for an overdue bill and knows his balance. */
function refusingDesk(balance: unknown = OWING) {
  const balanceOf = vi.fn(() => balance);
  server.use(
    trpcQuery('checkIns.today', { day: '2026-11-22', total: 0, items: [] }),
    trpcMutation('checkIns.checkIn', {
      outcome: 'refused',
      memberId: 'm1',
      memberName: 'Lucas Rossi',
      kind: 'overdue',
      reason: REASON,
    }),
    trpcQuery('payments.balanceOf', () => balanceOf()),
  );
  return { balanceOf };
}

async function scanLucas() {
  const page = renderPage(<CheckInDesk />, { path: '/check-in', gym: GYM });
  await page.user.type(page.getByLabelText('Member code or name'), 'LR7Q2M9X{Enter}');
  const card = await page.findByRole('region', { name: `Not checked in: ${REASON}` });
  return { page, card: within(card), cardElement: card };
}

describe('the refusal card', () => {
  it("moves focus to its heading, and shows the member's balance, open bills and what resolves it", async () => {
    refusingDesk();
    const { page, card } = await scanLucas();
    expect(document.activeElement).toBe(card.getByRole('heading', { name: `Not checked in: ${REASON}` }));
    expect(card.getByText('Lucas Rossi')).toBeTruthy();
    expect(await card.findByText('Balance due: $90.00')).toBeTruthy();
    const bills = card.getByRole('list', { name: 'Open bills of Lucas Rossi' });
    expect(
      within(bills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gold — Sep 2026Overdue since Sep 15, 2026$50.00', 'Gold — Oct 2026Overdue since Oct 15, 2026$40.00']);
    expect(card.getByRole('button', { name: 'Collect $90.00' })).toBeTruthy();
    // An overdue member on a recurring plan cannot be sold a pass: collecting is what resolves it.
    expect(card.queryByRole('link', { name: 'Sell a pass' })).toBeNull();
    expect(card.getByRole('link', { name: 'Open member page' }).getAttribute('href')).toBe('/admin/members/m1');
    // The live region still says it, for whoever listens there.
    expect(page.getByTestId('desk-answer').textContent).toBe(`Not checked in: ${REASON}`);
  });

  it('collects the whole balance by card with a note, shows the receipt, then checks the member in', async () => {
    refusingDesk();
    const collect = vi.fn(() => COLLECTED);
    const checkIn = vi.fn(() => ({ outcome: 'checked_in', memberId: 'm1', memberName: 'Lucas Rossi', at: AT }));
    server.use(trpcMutation('payments.collectBalance', collect), trpcMutation('checkIns.checkInMember', checkIn));
    const { page, card } = await scanLucas();

    await page.user.click(await card.findByRole('button', { name: 'Collect $90.00' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Collect $90.00' }));
    expect(
      dialog.getByText(
        'Lucas Rossi owes $90.00 on 2 open bills. One payment pays them, the oldest first, on one receipt.',
      ),
    ).toBeTruthy();
    // The dialog opens on its first field.
    expect(document.activeElement).toBe(dialog.getByLabelText('Method'));
    await page.user.selectOptions(dialog.getByLabelText('Method'), 'Card');
    await page.user.type(dialog.getByLabelText('Note'), 'Paid at the desk');
    await page.user.click(dialog.getByRole('button', { name: 'Collect $90.00' }));

    const done = await card.findByText(/Collected \$90\.00 from Lucas Rossi/);
    expect(collect).toHaveBeenCalledExactlyOnceWith({
      memberId: 'm1',
      amount: '90.00',
      method: 'card',
      note: 'Paid at the desk',
      idempotencyKey: anyIdempotencyKey,
    });
    expect(page.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[role="status"]')));
    const receipt = card.getByRole('link', { name: /^R-2026-000007/ });
    expect(receipt.textContent).toBe('R-2026-000007 (opens in a new tab)');
    expect(receipt.getAttribute('href')).toBe('/admin/receipts/pay-1');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(card.queryByRole('button', { name: /^Collect/ })).toBeNull();

    await page.user.click(card.getByRole('button', { name: 'Check in now' }));
    expect((await page.findByTestId('desk-answer')).textContent).toBe('Checked in: Lucas Rossiat 6:05 PM');
    await waitFor(() => expect(page.queryByRole('region', { name: /Not checked in/ })).toBeNull());
    expect(checkIn).toHaveBeenCalledExactlyOnceWith({ userId: 'm1' });
    expect(document.activeElement).toBe(page.getByLabelText('Member code or name'));
  });

  it('keeps the dialog open with the new balance when it changed meanwhile, and shows the new one on Cancel', async () => {
    const desk = refusingDesk();
    server.use(
      trpcMutation('payments.collectBalance', () => {
        throw new TrpcError({
          code: 'CONFLICT',
          message: 'Nothing was collected: the balance is now $0.00, not $90.00.',
        });
      }),
    );
    const { page, card } = await scanLucas();
    await page.user.click(await card.findByRole('button', { name: 'Collect $90.00' }));
    const dialog = within(await page.findByRole('dialog'));
    desk.balanceOf.mockReturnValue({ memberId: 'm1', balanceCents: 0, total: 0, bills: [] });
    await page.user.click(dialog.getByRole('button', { name: 'Collect $90.00' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Nothing was collected: the balance is now $0.00, not $90.00.',
    );

    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(await card.findByText('Nothing owed.')).toBeTruthy();
    expect(card.queryByRole('button', { name: /^Collect/ })).toBeNull();
  });

  it('"Next member" puts the card away and the field back in focus', async () => {
    refusingDesk();
    const { page, card } = await scanLucas();
    await page.user.click(card.getByRole('button', { name: 'Next member' }));
    expect(page.queryByRole('region', { name: /Not checked in/ })).toBeNull();
    expect(document.activeElement).toBe(page.getByLabelText('Member code or name'));
  });

  it('offers only what the role may do', async () => {
    const desk = refusingDesk();
    // A role the table gives none of these (the desk page itself is refused to it): no balance, no
    // Collect, no Sell a pass, no member page; the reason and "Next member" stay.
    server.use(sessionAs(MEMBER));
    const { card } = await scanLucas();
    expect(card.getByRole('button', { name: 'Next member' })).toBeTruthy();
    expect(card.queryByText(/Balance due/)).toBeNull();
    expect(card.queryByRole('button', { name: /^Collect/ })).toBeNull();
    expect(card.queryByRole('link')).toBeNull();
    expect(desk.balanceOf).not.toHaveBeenCalled();
  });

  it.each([
    ['pass_used_up', "Lucas Rossi's 10-visit pass is used up"],
    ['pass_expired', "Lucas Rossi's 10-visit pass has expired on Nov 1, 2026"],
    ['cancelled', "Lucas Rossi's membership is cancelled"],
  ])('offers "Sell a pass" for a %s refusal, on the member page', async (kind, reason) => {
    server.use(
      trpcQuery('checkIns.today', { day: '2026-11-22', total: 0, items: [] }),
      trpcMutation('checkIns.checkIn', { outcome: 'refused', memberId: 'm1', memberName: 'Lucas Rossi', kind, reason }),
      trpcQuery('payments.balanceOf', { memberId: 'm1', balanceCents: 0, total: 0, bills: [] }),
    );
    const page = renderPage(<CheckInDesk />, { path: '/check-in', gym: GYM });
    await page.user.type(page.getByLabelText('Member code or name'), 'LR7Q2M9X{Enter}');
    const card = within(await page.findByRole('region', { name: `Not checked in: ${reason}` }));
    expect(card.getByRole('link', { name: 'Sell a pass' }).getAttribute('href')).toBe('/admin/members/m1?sell=pass');
  });

  it.each([
    ['a code nobody has', null, 'unknown', 'unknown member code'],
    ['a registration awaiting approval', 'p1', 'pending', "Pat Lee's registration is awaiting approval"],
  ])('is not shown for %s: there is no member to act for', async (_, memberId, kind, reason) => {
    server.use(
      trpcQuery('checkIns.today', { day: '2026-11-22', total: 0, items: [] }),
      trpcMutation('checkIns.checkIn', { outcome: 'refused', memberId, memberName: null, kind, reason }),
    );
    const page = renderPage(<CheckInDesk />, { path: '/check-in', gym: GYM });
    await page.user.type(page.getByLabelText('Member code or name'), 'ZZZZZZZZ{Enter}');
    expect((await page.findByTestId('desk-answer')).textContent).toBe(`Not checked in: ${reason}`);
    expect(page.queryByRole('region', { name: /Not checked in/ })).toBeNull();
    expect(document.activeElement).toBe(page.getByLabelText('Member code or name'));
  });
});
