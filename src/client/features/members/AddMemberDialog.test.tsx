// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { AddMemberInput, SellPassInput } from '../../../shared/passes.schemas.js';
import { plan, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { sessionAs } from '../../test/session.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { AddMemberDialog } from './AddMemberDialog.js';
import { MemberPassCard } from './page/MemberPassCard.js';

const server = setupMswServer();

const DESK = { id: 'u-desk', name: 'Dana Desk', email: 'dana@gym.test', role: 'frontdesk' as const };
const TEN_VISITS = plan({
  id: 'plan-ten',
  name: '10-visit pass',
  priceCents: 12000,
  isDefault: false,
  kind: 'pass',
  passVisits: 10,
  passDays: 90,
});

describe('Add member', () => {
  it('adds a walk-in without email on a pass, paid now, and ends with the code and a link to the page', async () => {
    const add = vi.fn(() => ({
      member: { id: 'u-9', name: 'Walker Reyes', memberCode: 'K7PX2M9Q', invited: false },
      billIds: ['b-1'],
      receiptNumbers: ['R-2026-000001'],
    }));
    server.use(trpcQuery('plans.list', [STANDARD, TEN_VISITS]), trpcMutation<AddMemberInput>('members.add', add));
    const page = renderPage(<AddMemberDialog />, { session: DESK });
    await page.user.click(page.getByRole('button', { name: 'Add member' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add member' }));
    await page.user.type(dialog.getByLabelText('Name'), 'Walker Reyes');
    await dialog.findByRole('option', { name: /10-visit pass/ });
    await page.user.selectOptions(dialog.getByLabelText('Plan or pass'), 'plan-ten');
    await page.user.selectOptions(dialog.getByLabelText('Method'), 'card');
    await page.user.click(dialog.getByRole('button', { name: 'Add member' }));

    expect(await dialog.findByText('K7PX2M9Q')).toBeTruthy();
    expect(dialog.getByRole('link', { name: "Open Walker Reyes's page" }).getAttribute('href')).toBe('/members/u-9');
    expect(add).toHaveBeenCalledExactlyOnceWith({
      name: 'Walker Reyes',
      phone: '',
      planId: 'plan-ten',
      // The gym's today (siteSettings), the field's default.
      startsOn: '2026-11-20',
      payment: { method: 'card' },
      idempotencyKey: anyIdempotencyKey,
    });
  });

  it('shows an email already in use beside the Email field', async () => {
    server.use(
      trpcQuery('plans.list', [STANDARD]),
      trpcMutation('members.add', () => {
        throw new TrpcError({
          code: 'BAD_REQUEST',
          message: 'This email is already in use by another account.',
          fieldErrors: { email: 'This email is already in use by another account.' },
        });
      }),
    );
    const page = renderPage(<AddMemberDialog />, { session: DESK });
    await page.user.click(page.getByRole('button', { name: 'Add member' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add member' }));
    await page.user.type(dialog.getByLabelText('Name'), 'Maya Patel');
    await page.user.type(dialog.getByLabelText('Email (optional)'), 'maya@example.com');
    await dialog.findByRole('option', { name: /Standard/ });
    await page.user.selectOptions(dialog.getByLabelText('Plan or pass'), STANDARD.id);
    await page.user.click(dialog.getByRole('button', { name: 'Add member' }));

    const email = dialog.getByLabelText('Email (optional)');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('This email is already in use by another account.')).toBeTruthy();
  });
});

describe('the member page pass card', () => {
  it('shows visits left and the last day, and opens Sell a pass when the address asks (?sell=pass)', async () => {
    const sell = vi.fn(() => ({ name: '10-visit pass', receiptNumber: null }));
    server.use(
      sessionAs(DESK),
      trpcQuery('plans.list', [STANDARD, TEN_VISITS]),
      trpcQuery('passes.forMember', {
        pass: {
          name: '10-visit pass',
          visitsTotal: 10,
          visitsUsed: 3,
          visitsLeft: 7,
          startsOn: '2026-11-01',
          expiresOn: '2027-01-29',
          usable: true,
        },
      }),
      trpcMutation<SellPassInput>('passes.sell', sell),
    );
    const page = renderPage(
      <Route path="/members/:id">{() => <MemberPassCard member={{ id: 'u-9', name: 'Walker Reyes' }} />}</Route>,
      { path: '/members/u-9?sell=pass', session: DESK },
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Sell a pass' }));
    const card = within(page.getByRole('region', { name: 'Pass', hidden: true }));
    expect(await card.findByText('7 of 10')).toBeTruthy();
    expect(card.getByText('Jan 29, 2027')).toBeTruthy();
    await dialog.findByRole('option', { name: /10-visit pass/ });
    expect(dialog.queryByRole('option', { name: /Standard/ })).toBeNull();
  });
});
