// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN } from '../../../test/session.js';
import { trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { PendingPausesCard } from '../../pauses/PendingPausesCard.js';
import { PausesCard } from './PausesCard.js';

const server = setupMswServer();

const PENDING = { id: 'p2', memberId: 'u-1', startsOn: '2026-12-01', endsOn: '2026-12-14', status: 'pending' };
const WHAT = "Pat Pause's pause from Dec 1, 2026 until Dec 14, 2026";

describe('pause requests for admins', () => {
  it("lists a member's requests and approves a pending one", async () => {
    let status = 'pending';
    const decide = vi.fn(() => {
      status = 'approved';
      return { status: 'approved' };
    });
    server.use(
      trpcQuery('pauses.forMember', () => ({
        items: [
          { ...PENDING, status },
          { ...PENDING, id: 'p1', startsOn: '2026-10-01', endsOn: '2026-10-05', status: 'withdrawn' },
        ],
      })),
      trpcMutation('pauses.decide', decide),
      trpcQuery('pauses.pending', { items: [], total: 0 }),
      trpcQuery('memberPage.get', {}),
    );
    const page = renderPage(<PausesCard memberId="u-1" name="Pat Pause" />, { session: ADMIN });
    const card = within(await page.findByRole('region', { name: 'Pause requests' }));
    expect(await card.findByText('Waiting for approval')).toBeTruthy();
    expect(card.getByText('Withdrawn')).toBeTruthy();

    await page.user.click(card.getByRole('button', { name: `Approve ${WHAT}` }));

    expect((await card.findByRole('status')).textContent).toBe(`Approved: ${WHAT}.`);
    expect(decide).toHaveBeenCalledExactlyOnceWith({ requestId: 'p2', decision: 'approve' });
    expect(await card.findByText('Approved')).toBeTruthy();
    expect(card.queryByRole('button', { name: `Decline ${WHAT}` })).toBeNull();
  });

  it('lists the pending requests of the gym and declines one after asking', async () => {
    const decide = vi.fn(() => ({ status: 'declined' }));
    server.use(
      trpcQuery('pauses.pending', { items: [{ ...PENDING, memberName: 'Pat Pause' }], total: 1 }),
      trpcMutation('pauses.decide', decide),
      trpcQuery('memberPage.get', {}),
    );
    const page = renderPage(<PendingPausesCard />, { session: ADMIN });
    const card = within(await page.findByRole('region', { name: 'Pause requests' }));
    expect((await card.findByRole('link', { name: 'Pat Pause' })).getAttribute('href')).toBe('/members/u-1');

    await page.user.click(card.getByRole('button', { name: `Decline ${WHAT}` }));
    await page.user.click(await page.findByRole('button', { name: 'Decline' }));

    expect((await card.findByRole('status')).textContent).toBe(`Declined: ${WHAT}.`);
    expect(decide).toHaveBeenCalledExactlyOnceWith({ requestId: 'p2', decision: 'decline' });
  });
});
