// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { trpcQuery } from '../../test/trpc-msw.js';
import { MemberCodeCard } from '../member/MemberCodeCard.js';
import { HomeCard } from './HomeCard.js';
import { memberHomeAnswer, PAUSED_REASON, pausedHome } from './member-home-fixtures.js';

const server = setupMswServer();
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M2 2h7v7H2z"/></svg>';

beforeEach(() => {
  server.use(
    trpcQuery('onlinePayments.myCard', { enabled: false, card: null }),
    trpcQuery('bills.balanceMine', { balanceDueCents: 1250 }),
    trpcQuery('checkIns.myCode', { code: 'K7M2QP9X', qrSvg: QR_SVG }),
  );
});

function renderHome() {
  return renderPage(
    <>
      <HomeCard />
      <MemberCodeCard />
    </>,
    { path: '/member' },
  );
}

describe('HomeCard', () => {
  it('shows an active member their plan, status, next bill and balance, with "Book a class"', async () => {
    server.use(trpcQuery('memberHome.get', memberHomeAnswer()));
    const page = renderHome();
    const card = within(await page.findByRole('region', { name: 'My membership' }));

    expect(await card.findByText('Plan: Gold ($30.00 monthly)')).toBeTruthy();
    expect(card.getByText('Active')).toBeTruthy();
    expect(card.getByText('$30.00 on Dec 15, 2026')).toBeTruthy();
    expect((await card.findByText('Balance due:', { exact: false })).textContent).toBe('Balance due: $12.50');
    expect(card.getByRole('link', { name: 'Book a class' }).getAttribute('href')).toBe('/member/classes');
    expect(card.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/member/profile');
    expect(await page.findByText('Show this at the front desk to check in.')).toBeTruthy();
  });

  it('tells a paused member why, with no "Book a class" and no invitation to check in', async () => {
    server.use(trpcQuery('memberHome.get', pausedHome()));
    const page = renderHome();
    const card = within(await page.findByRole('region', { name: 'My membership' }));

    expect(await card.findByText('Paused')).toBeTruthy();
    expect(card.getByText('Paused until Dec 20, 2026')).toBeTruthy();
    // One sentence for both, said once in the card and once under the code.
    expect(card.getAllByText(PAUSED_REASON)).toHaveLength(1);
    expect(card.queryByRole('link', { name: 'Book a class' })).toBeNull();
    const code = within(page.getByRole('region', { name: 'Member code' }));
    expect(await code.findByText(PAUSED_REASON)).toBeTruthy();
    expect(page.queryByText('Show this at the front desk to check in.')).toBeNull();
  });

  it("shows a pass's visits left and says why a used-up pass cannot check in", async () => {
    const reason = 'Your Duo is used up, so you cannot check in.';
    server.use(
      trpcQuery(
        'memberHome.get',
        memberHomeAnswer({
          plan: null,
          pass: { name: 'Duo', visitsLeft: 0, expiresOn: '2026-12-09', usable: false },
          nextBill: null,
          checkIn: { ok: false, reason },
        }),
      ),
    );
    const page = renderHome();
    expect(await page.findByText('Pass: Duo — 0 visits left, valid until Dec 9, 2026')).toBeTruthy();
    expect(await page.findAllByText(reason)).toHaveLength(2);
    // Booking is still open to a pass holder.
    expect(page.getByRole('link', { name: 'Book a class' })).toBeTruthy();
  });
});
