// @vitest-environment jsdom
// The member page's "Waiver and account" card: the waiver line staff read, and for administrators a
// member's request to close their account with "Erase personal data" (after a confirm). Also the
// administrators' "Account closures" list.
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, type SessionUser } from '../../test/session.js';
import { trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { AccountClosuresCard } from './AccountClosuresCard.js';
import { MemberAccountCard } from './MemberAccountCard.js';

const server = setupMswServer();
const DESK: SessionUser = { id: 'u-desk', name: 'Dee Desk', email: 'dee@gym.test', role: 'frontdesk' };
const MEMBER_ROW = { id: 'm-1', name: 'Grace Hopper' };
const REQUESTED = { status: 'requested', requestedAt: '2026-11-20T09:00:00.000Z', formerNumber: null, decidedAt: null };

describe('the member page’s waiver and account card', () => {
  it('shows the acceptance with its version, day and address', async () => {
    server.use(
      trpcQuery('waiver.ofMember', {
        gymHasWaiver: true,
        currentVersion: 2,
        pending: false,
        accepted: { version: 2, acceptedAt: '2026-11-21T10:00:00.000Z', ip: '198.51.100.8' },
      }),
    );
    const page = renderPage(<MemberAccountCard member={MEMBER_ROW} />, { session: DESK });
    expect(await page.findByText('Waiver accepted: version 2 on Nov 21, 2026 from 198.51.100.8')).toBeTruthy();
    // The front desk sees no closure line.
    expect(page.queryByRole('button', { name: /Erase personal data/ })).toBeNull();
  });

  it('says "Not accepted" when the member has not accepted it', async () => {
    server.use(trpcQuery('waiver.ofMember', { gymHasWaiver: true, currentVersion: 1, pending: true, accepted: null }));
    const page = renderPage(<MemberAccountCard member={MEMBER_ROW} />, { session: DESK });
    expect(await page.findByText('Waiver: Not accepted')).toBeTruthy();
  });

  it('lets an administrator erase the personal data of a member who asked, after a confirm', async () => {
    let closure: Record<string, unknown> | null = REQUESTED;
    const erase = vi.fn(() => {
      closure = { ...REQUESTED, status: 'erased', formerNumber: 4, decidedAt: '2026-11-22T12:00:00.000Z' };
      return { formerNumber: 4, formerName: 'Former member #4' };
    });
    server.use(
      trpcQuery('account.closureOfMember', () => closure),
      trpcMutation('account.erase', erase),
    );
    const page = renderPage(<MemberAccountCard member={MEMBER_ROW} />, { session: ADMIN });
    expect(await page.findByText('Asked to close their account on Nov 20, 2026.')).toBeTruthy();
    await page.user.click(page.getByRole('button', { name: 'Erase personal data of Grace Hopper' }));
    const dialog = await page.findByRole('alertdialog', { name: "Erase Grace Hopper's personal data?" });
    expect(within(dialog).getByText(/kept under "Former member" and a number. This cannot be undone./)).toBeTruthy();
    await page.user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await page.findByText('Personal data erased. The account is now Former member #4.')).toBeTruthy();
    expect(erase).toHaveBeenCalledWith({ userId: 'm-1' });
    expect(await page.findByText('Personal data erased on Nov 22, 2026.')).toBeTruthy();
  });
});

describe('Account closures', () => {
  it('lists the members who asked, oldest first, or says there are none', async () => {
    server.use(
      trpcQuery('account.listClosures', {
        items: [{ userId: 'm-1', name: 'Grace Hopper', email: 'g@x.test', ...REQUESTED }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    const page = renderPage(<AccountClosuresCard />, { session: ADMIN });
    const link = await page.findByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toContain('m-1');
    expect(page.getByText('asked on Nov 20, 2026', { exact: false })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Erase personal data of Grace Hopper' })).toBeTruthy();
  });

  it('says when nobody has asked', async () => {
    server.use(trpcQuery('account.listClosures', { items: [], total: 0, page: 1, pageSize: 20 }));
    const page = renderPage(<AccountClosuresCard />, { session: ADMIN });
    expect(await page.findByText('No member has asked to close their account.')).toBeTruthy();
  });
});
