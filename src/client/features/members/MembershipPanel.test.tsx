// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangePlanInput } from '../../../shared/memberships.schemas.js';
import { trpc } from '../../lib/trpc.js';
import { GOLD, type MemberRow, member, OLD, STANDARD } from '../../test/money-fixtures.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, sessionAs } from '../../test/session.js';
import { CONFIGURED_GYM, siteSettings } from '../../test/site-settings.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { MembershipPanel } from './MembershipPanel.js';

const server = setupMswServer();
// The actions show for roles the permission table allows: an admin here.
beforeEach(() => server.use(sessionAs(ADMIN)));

/** members.list over rows the mutation handlers change, as the server would. */
function members(...initial: MemberRow[]) {
  const rows = initial.map((row) => ({ ...row }));
  server.use(
    trpcQuery('members.list', () => ({ items: rows, total: rows.length, page: 1, pageSize: 20 })),
    trpcQuery('plans.list', [STANDARD, GOLD, OLD]),
  );
  return rows;
}

/** The panel for each member members.list gives, refreshed as the actions refresh it (as on a member page). */
function Panels() {
  const list = trpc.members.list.useQuery({});
  return (
    <>
      {list.data?.items.map((row) => (
        <MembershipPanel key={row.id} member={row} />
      ))}
    </>
  );
}

function renderSection(gym = siteSettings()) {
  return renderPage(<Panels />, { path: '/members/u-1', gym, session: ADMIN });
}

/** Chooses Gold in the Plan select once the plans have loaded. */
async function chooseGold(page: ReturnType<typeof renderSection>, panel: Awaited<ReturnType<typeof panelOf>>) {
  await page.user.selectOptions(panel.getByLabelText('Plan'), await panel.findByRole('option', { name: /^Gold/ }));
}

async function panelOf(page: ReturnType<typeof renderSection>, name: string) {
  return within(await page.findByRole('group', { name: `Membership Type for ${name}` }));
}

describe('Membership Type area', () => {
  let changePlan: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    changePlan = vi.fn();
  });

  it('offers the plans that are not archived, showing the current one, and saves nothing on choosing', async () => {
    members(member());
    server.use(trpcMutation('memberships.changePlan', changePlan));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    const select = panel.getByLabelText('Plan') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(STANDARD.id));
    expect([...select.options].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual([
      'Standard (Free)',
      'Gold ($29.99 Monthly)',
    ]);

    // The reported bug: the first arrow key in a closed select saved at once.
    select.focus();
    await page.user.keyboard('{ArrowDown}');
    await page.user.selectOptions(select, GOLD.id);
    expect(select.value).toBe(GOLD.id);
    expect(changePlan).not.toHaveBeenCalled();
    expect(panel.queryByRole('status')).toBeNull();
  });

  it('moves a member on a running period from the next period, says so and focuses the message', async () => {
    const rows = members(member({ membershipType: 'Standard' }));
    const change = vi.fn((input: ChangePlanInput) => {
      Object.assign(rows[0] as MemberRow, { nextPlanName: 'Gold', nextPlanFrom: '2026-12-01' });
      return { planName: 'Gold', effectiveFrom: '2026-12-01', startsNow: false, input };
    });
    server.use(trpcMutation<ChangePlanInput>('memberships.changePlan', change));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await chooseGold(page, panel);
    await page.user.click(panel.getByRole('button', { name: 'Change plan' }));

    const message = await panel.findByRole('status');
    expect(message.textContent).toBe('Alex Kim moves to Gold from Dec 1, 2026.');
    expect(document.activeElement).toBe(message);
    expect(change).toHaveBeenCalledExactlyOnceWith({
      userId: 'u-1',
      planId: GOLD.id,
      idempotencyKey: anyIdempotencyKey,
    });
    expect(await panel.findByText('Moves to Gold on Dec 1, 2026')).toBeTruthy();
    expect(panel.getByText('Standard')).toBeTruthy();
  });

  it('says when the new plan starts today', async () => {
    const rows = members(member());
    server.use(
      trpcMutation('memberships.changePlan', () => {
        (rows[0] as MemberRow).membershipType = 'Gold';
        return { planName: 'Gold', effectiveFrom: '2026-11-20', startsNow: true };
      }),
    );
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await chooseGold(page, panel);
    await page.user.click(panel.getByRole('button', { name: 'Change plan' }));
    expect((await panel.findByRole('status')).textContent).toBe('Alex Kim is on Gold from today.');
    await waitFor(() => expect(panel.getByText('Gold')).toBeTruthy());
  });

  it('shows a waiting change from the list with the day it takes effect', async () => {
    members(member({ nextPlanName: 'Gold', nextPlanFrom: '2027-01-31' }));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    expect(panel.getByText('Moves to Gold on Jan 31, 2027')).toBeTruthy();
  });

  it("writes prices and days the gym's way: a British gym in pounds", async () => {
    members(member({ nextPlanName: 'Gold', nextPlanFrom: '2027-01-31' }));
    const page = renderSection(CONFIGURED_GYM);
    const panel = await panelOf(page, 'Alex Kim');
    expect(panel.getByText('Moves to Gold on 31 Jan 2027')).toBeTruthy();
    const select = panel.getByLabelText('Plan') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(STANDARD.id));
    expect([...select.options].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual([
      'Standard (Free)',
      'Gold (£29.99 Monthly)',
    ]);
  });

  it("shows the server's refusal as an alert and focuses it", async () => {
    members(member());
    server.use(
      trpcMutation('memberships.changePlan', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'Plan not found.' });
      }),
    );
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await chooseGold(page, panel);
    await page.user.click(panel.getByRole('button', { name: 'Change plan' }));
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).toBe('Plan not found.');
    expect(document.activeElement).toBe(alert);
  });

  it('pauses an active membership after saying it lasts until resumed, and then offers Resume', async () => {
    const rows = members(member());
    const pause = vi.fn(() => {
      (rows[0] as MemberRow).status = 'paused';
      return { status: 'paused', endsOn: null };
    });
    server.use(trpcMutation('memberships.pause', pause));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    expect(panel.queryByRole('button', { name: 'Resume' })).toBeNull();
    await page.user.click(panel.getByRole('button', { name: 'Pause' }));
    const dialog = within(await page.findByRole('alertdialog', { name: "Pause Alex Kim's membership?" }));
    expect(
      dialog.getByText(
        'From today until you resume it: no bills are issued and Alex Kim cannot check in. On resuming, the next bill date moves on by the days paused.',
      ),
    ).toBeTruthy();
    expect(pause).not.toHaveBeenCalled();
    await page.user.click(dialog.getByRole('button', { name: 'Pause membership' }));

    const message = await panel.findByRole('status');
    expect(message.textContent).toBe("Alex Kim's membership is paused.");
    expect(document.activeElement).toBe(message);
    expect(pause).toHaveBeenCalledExactlyOnceWith({ userId: 'u-1', idempotencyKey: anyIdempotencyKey });
    expect(panel.getByText('Paused')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('changes nothing when the pause is not confirmed', async () => {
    members(member());
    const pause = vi.fn();
    server.use(trpcMutation('memberships.pause', pause));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await page.user.click(panel.getByRole('button', { name: 'Pause' }));
    const dialog = within(await page.findByRole('alertdialog'));
    await page.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    expect(pause).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(panel.getByRole('button', { name: 'Pause' }));
    expect(panel.getByText('Active')).toBeTruthy();
  });

  it('resumes a paused membership', async () => {
    const rows = members(member({ status: 'paused' }));
    server.use(
      trpcMutation('memberships.resume', () => {
        (rows[0] as MemberRow).status = 'active';
        return { status: 'active', endsOn: null };
      }),
    );
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await page.user.click(panel.getByRole('button', { name: 'Resume' }));
    expect((await panel.findByRole('status')).textContent).toBe("Alex Kim's membership is active again.");
    expect(panel.getByText('Active')).toBeTruthy();
  });

  it('asks before cancelling, then says when the membership ends and focuses that', async () => {
    const rows = members(member());
    const cancel = vi.fn(() => {
      (rows[0] as MemberRow).status = 'cancelled';
      return { status: 'cancelled', endsOn: '2026-12-01' };
    });
    server.use(trpcMutation('memberships.cancel', cancel));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await page.user.click(panel.getByRole('button', { name: 'Cancel membership' }));
    const dialog = await page.findByRole('alertdialog', { name: "Cancel Alex Kim's membership?" });
    expect(cancel).not.toHaveBeenCalled();
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    const message = await panel.findByRole('status');
    expect(message.textContent).toBe("Alex Kim's membership is cancelled; it ends on Dec 1, 2026.");
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(cancel).toHaveBeenCalledExactlyOnceWith({ userId: 'u-1', idempotencyKey: anyIdempotencyKey });
    expect(await panel.findByText('Cancelled')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(panel.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('keeps the membership when the cancel dialog is dismissed', async () => {
    members(member());
    const cancel = vi.fn();
    server.use(trpcMutation('memberships.cancel', cancel));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await page.user.click(panel.getByRole('button', { name: 'Cancel membership' }));
    const dialog = await page.findByRole('alertdialog');
    await page.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    expect(cancel).not.toHaveBeenCalled();
    expect(panel.queryByRole('status')).toBeNull();
  });

  it('shows a failed cancel as an alert with focus once the dialog has closed', async () => {
    members(member());
    server.use(
      trpcMutation('memberships.cancel', () => {
        throw new TrpcError({
          code: 'CONFLICT',
          message: 'This membership was just changed by someone else. Please try again.',
        });
      }),
    );
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    await page.user.click(panel.getByRole('button', { name: 'Cancel membership' }));
    await page.user.click(
      within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Cancel membership' }),
    );
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).toBe('This membership was just changed by someone else. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('asks for a plan when the member is on an archived one, and puts focus on the Plan select', async () => {
    members(member({ membershipType: 'Old Timer' }));
    server.use(trpcMutation('memberships.changePlan', changePlan));
    const page = renderSection();
    const panel = await panelOf(page, 'Alex Kim');
    const select = panel.getByLabelText('Plan') as HTMLSelectElement;
    await panel.findByRole('option', { name: /^Gold/ });
    expect(select.value).toBe('');

    await page.user.click(panel.getByRole('button', { name: 'Change plan' }));
    expect(panel.getByText('Choose a plan.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(changePlan).not.toHaveBeenCalled();
  });
});
