// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN, gate, sessionAs } from '../../../test/session.js';
import { type SiteSettings, siteSettings } from '../../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { person, SETTINGS, type SessionRow, sessionPages, sessionRow } from './classes-fixtures.js';
import { SessionsCard } from './SessionsCard.js';

const server = setupMswServer();

// An administrator: every session's actions show (a trainer's view is in ClassesSection.trainer.test.tsx).
beforeEach(() => {
  server.use(sessionAs(ADMIN));
});

function sessions(...pages: SessionRow[][]) {
  const api = sessionPages(...pages);
  server.use(api.handler);
  return api;
}

function renderCard(gym: SiteSettings = SETTINGS) {
  return renderPage(<SessionsCard />, { path: '/admin/classes', gym });
}

type Page = ReturnType<typeof renderCard>;
const sessionItem = async (page: Page, time: string) =>
  within((await page.findByText(time, { selector: 'time' })).closest('li') as HTMLElement);

const YOGA_TUE = sessionRow();
const SPIN_WED = sessionRow({
  id: 'session-2',
  classId: 'class-spin',
  className: 'Spin',
  trainer: '',
  startsAt: '2026-11-25T19:30:00.000Z',
  endsAt: '2026-11-25T20:15:00.000Z',
  capacity: 12,
  bookedCount: 12,
  spotsLeft: 0,
  waitlistCount: 3,
});
const CANCELLED = sessionRow({
  id: 'session-3',
  startsAt: '2026-11-26T05:00:00.000Z',
  endsAt: '2026-11-26T06:00:00.000Z',
  bookedCount: 0,
  spotsLeft: 20,
  status: 'cancelled',
  cancelReason: 'Trainer is ill',
});

describe('SessionsCard', () => {
  it("lists upcoming sessions on the gym's clock with how full they are", async () => {
    const hold = gate();
    server.use(
      trpcQuery('classes.sessions', async () => {
        await hold.promise;
        return { items: [YOGA_TUE, SPIN_WED, CANCELLED], nextCursor: null };
      }),
    );
    const page = renderCard();
    expect(page.getByRole('heading', { level: 2, name: 'Upcoming sessions' })).toBeTruthy();
    expect(await page.findByText("The next 8 weeks, on the gym's clock (Pacific/Auckland).")).toBeTruthy();
    expect(page.getByText('Loading sessions...')).toBeTruthy();
    hold.release();

    // 05:00 UTC is 18:00 in Auckland (the tests' own clock is UTC).
    const yoga = await sessionItem(page, 'Tue, Nov 24, 6:00 PM–7:00 PM');
    expect(yoga.getByText('Yoga')).toBeTruthy();
    expect(yoga.getByText('Trainer: Sam Lee')).toBeTruthy();
    expect(yoga.getByText('12 of 20 booked · 0 on the waitlist')).toBeTruthy();
    expect(yoga.queryByText('Full')).toBeNull();

    const spin = await sessionItem(page, 'Thu, Nov 26, 8:30 AM–9:15 AM');
    expect(spin.getByText('Full')).toBeTruthy();
    expect(spin.getByText('12 of 12 booked · 3 on the waitlist')).toBeTruthy();
    const actions = within(page.getByRole('group', { name: 'Spin, Thu, Nov 26, 8:30 AM–9:15 AM' }));
    expect(actions.getByRole('button', { name: 'Roster' })).toBeTruthy();
    // Cancelling is rare and final: it is in the session's menu, not a red button on every row.
    expect(actions.queryByRole('button', { name: 'Cancel session' })).toBeNull();
    expect(
      await actions.findByRole('button', { name: 'More actions for Spin, Thu, Nov 26, 8:30 AM–9:15 AM' }),
    ).toBeTruthy();

    const cancelled = await sessionItem(page, 'Thu, Nov 26, 6:00 PM–7:00 PM');
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    expect(cancelled.getByText('Reason: Trainer is ill')).toBeTruthy();
    expect(cancelled.queryByRole('button')).toBeNull();
    expect(page.queryByRole('navigation', { name: 'Sessions pages' })).toBeNull();
  });

  it('offers the roster but not "Cancel session" once a session has started', async () => {
    sessions([{ ...YOGA_TUE, started: true }]);
    const page = renderCard();
    const actions = within(await page.findByRole('group', { name: 'Yoga, Tue, Nov 24, 6:00 PM–7:00 PM' }));
    expect(actions.getByRole('button', { name: 'Roster' })).toBeTruthy();
    expect(actions.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });

  it('says when nothing is scheduled, and offers Try again after a failure', async () => {
    let fail = true;
    server.use(
      trpcQuery('classes.sessions', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return { items: [], nextCursor: null };
      }),
    );
    const page = renderCard();
    expect((await page.findByRole('alert')).textContent).toBe('Could not load the sessions.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('No upcoming sessions. Add a weekly time to a class to schedule some.')).toBeTruthy();
  });

  it('pages with the cursor and moves focus to the new page', async () => {
    const list = sessions([YOGA_TUE], [SPIN_WED]);
    const page = renderCard();
    const pager = await page.findByRole('navigation', { name: 'Sessions pages' });
    expect(within(pager).getByText('Page 1')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await page.user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await page.findByText('Thu, Nov 26, 8:30 AM–9:15 AM')).toBeTruthy();
    expect(list.list).toHaveBeenLastCalledWith({ cursor: 'c1', limit: 20 });
    expect(within(pager).getByText('Page 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(page.getByRole('list', { name: 'Sessions, page 2' })));

    await page.user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await page.findByText('Tue, Nov 24, 6:00 PM–7:00 PM')).toBeTruthy();
    expect(within(pager).getByText('Page 1')).toBeTruthy();
  });

  it('cancels a session with a reason after saying that booked members will be notified', async () => {
    const { pages } = sessions([YOGA_TUE, SPIN_WED]);
    const cancel = vi.fn((input: { sessionId: string; reason?: string }) => {
      Object.assign(pages[0]?.[0] as SessionRow, { status: 'cancelled', cancelReason: input.reason ?? null });
      return { status: 'cancelled', told: 12 };
    });
    server.use(trpcMutation('classes.cancelSession', cancel));
    const page = renderCard();
    await chooseCancel(page, await sessionItem(page, 'Tue, Nov 24, 6:00 PM–7:00 PM'));
    const dialog = within(await page.findByRole('dialog', { name: 'Cancel Yoga on Tue, Nov 24, 6:00 PM–7:00 PM?' }));
    expect(
      dialog.getByText(
        'Booked members and anyone on the waitlist will be notified and their bookings cancelled (now 12 booked members, 0 on the waitlist). This cannot be undone.',
      ),
    ).toBeTruthy();
    await page.user.type(dialog.getByLabelText('Reason'), '  Trainer is ill ');
    await page.user.click(dialog.getByRole('button', { name: 'Cancel session' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Cancelled Yoga on Tue, Nov 24, 6:00 PM–7:00 PM. 12 members told.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(cancel).toHaveBeenCalledExactlyOnceWith({ sessionId: 'session-1', reason: 'Trainer is ill' });
    const yoga = await sessionItem(page, 'Tue, Nov 24, 6:00 PM–7:00 PM');
    expect(await yoga.findByText('Reason: Trainer is ill')).toBeTruthy();
    expect(yoga.getByText('Cancelled')).toBeTruthy();
    expect(yoga.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });

  it('sends no reason when none is given, keeps the session on "Keep session", and shows a refusal', async () => {
    sessions([YOGA_TUE]);
    const cancel = vi.fn(() => {
      throw new TrpcError({ code: 'CONFLICT', message: 'This session was already cancelled.' });
    });
    server.use(trpcMutation('classes.cancelSession', cancel));
    const page = renderCard();
    const yoga = await sessionItem(page, 'Tue, Nov 24, 6:00 PM–7:00 PM');
    await chooseCancel(page, yoga);
    await page.user.click(within(await page.findByRole('dialog')).getByRole('button', { name: 'Keep session' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(yoga.getByRole('button', { name: /^More actions for Yoga/ }));

    await chooseCancel(page, yoga);
    const dialog = within(await page.findByRole('dialog'));
    await page.user.click(dialog.getByRole('button', { name: 'Cancel session' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('This session was already cancelled.');
    expect(cancel).toHaveBeenCalledExactlyOnceWith({ sessionId: 'session-1' });
  });

  it('shows the roster, booked first then the waitlist in order, and marks someone attended', async () => {
    sessions([SPIN_WED]);
    const people = [
      person(),
      person({
        id: 'booking-ben',
        memberName: 'Ben Ito',
        memberEmail: 'ben@gym.test',
        attendedAt: '2026-11-25T19:20:00.000Z',
      }),
      person({
        id: 'booking-dee',
        memberName: 'Dee Moss',
        memberEmail: 'dee@gym.test',
        status: 'waitlisted',
        waitlistPosition: 7,
      }),
      person({
        id: 'booking-cy',
        memberName: 'Cy Park',
        memberEmail: 'cy@gym.test',
        status: 'waitlisted',
        waitlistPosition: 4,
      }),
    ];
    const roster = vi.fn(({ sessionId }: { sessionId: string }) => {
      if (sessionId !== 'session-2') throw new TrpcError({ code: 'NOT_FOUND', message: 'Session not found.' });
      return { session: SPIN_WED, people };
    });
    const markAttended = vi.fn(({ bookingId }: { bookingId: string }) => {
      Object.assign(people.find((p) => p.id === bookingId) ?? {}, { attendedAt: '2026-11-25T19:25:00.000Z' });
      return { attended: true, attendedAt: '2026-11-25T19:25:00.000Z' };
    });
    server.use(trpcQuery('classes.roster', roster), trpcMutation('classes.markAttended', markAttended));
    const page = renderCard();
    await page.user.click(
      (await sessionItem(page, 'Thu, Nov 26, 8:30 AM–9:15 AM')).getByRole('button', { name: 'Roster' }),
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Roster: Spin' }));
    expect(dialog.getByText('Thu, Nov 26, 8:30 AM–9:15 AM · 12 of 12 booked')).toBeTruthy();

    const booked = within(await dialog.findByRole('list', { name: 'Booked (2)' }));
    const [ana, ben] = booked.getAllByRole('listitem').map((li) => within(li));
    expect(ana?.getByText('Ana Ruiz')).toBeTruthy();
    expect(ben?.getByText('Attended')).toBeTruthy();
    expect(ben?.queryByRole('button', { name: 'Mark attended' })).toBeNull();
    const waiting = within(dialog.getByRole('list', { name: 'Waitlist (2)' }));
    // Places in the queue, not the queue's ticket numbers (7 and 4: others have left or got a spot).
    expect(
      waiting
        .getAllByRole('listitem')
        .map((li) => [li.querySelector('.roster-position')?.textContent, li.querySelector('strong')?.textContent]),
    ).toEqual([
      ['1.', 'Cy Park'],
      ['2.', 'Dee Moss'],
    ]);
    expect(waiting.queryByRole('button')).toBeNull();

    const mark = ana?.getByRole('button', { name: 'Mark attended' }) as HTMLElement;
    expect(mark.getAttribute('aria-describedby')).toBe(ana?.getByText('Ana Ruiz').id);
    await page.user.click(mark);
    const message = await dialog.findByRole('status');
    expect(message.textContent).toBe('Ana Ruiz attended; the visit is recorded.');
    expect(document.activeElement).toBe(message);
    expect(markAttended).toHaveBeenCalledExactlyOnceWith({ bookingId: 'booking-ana' });
    expect(ana?.getByText('Attended')).toBeTruthy();
    expect(ana?.queryByRole('button', { name: 'Mark attended' })).toBeNull();

    await page.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  });

  it('writes session times and counts a German gym’s way, on its own clock', async () => {
    // 17:00 UTC is 18:00 in Berlin.
    const big = sessionRow({
      startsAt: '2026-11-24T17:00:00.000Z',
      endsAt: '2026-11-24T18:00:00.000Z',
      capacity: 1500,
      bookedCount: 1200,
      spotsLeft: 300,
      waitlistCount: 0,
    });
    sessions([big]);
    const page = renderCard(siteSettings({ timeZone: 'Europe/Berlin', locale: 'de-DE', currency: 'EUR' }));
    expect(await page.findByText("The next 8 weeks, on the gym's clock (Europe/Berlin).")).toBeTruthy();
    const yoga = await sessionItem(page, 'Di., 24. Nov., 18:00–19:00');
    expect(yoga.getByText('1.200 of 1.500 booked · 0 on the waitlist')).toBeTruthy();
  });
});

/** Opens a session's menu and chooses "Cancel session…" (a form dialog that asks first). */
async function chooseCancel(page: ReturnType<typeof renderCard>, item: ReturnType<typeof within>) {
  await page.user.click(await item.findByRole('button', { name: /^More actions for / }));
  await page.user.click(await page.findByRole('menuitem', { name: 'Cancel session…' }));
}
