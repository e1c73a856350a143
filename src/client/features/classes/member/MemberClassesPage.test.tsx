// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { CONFIGURED_GYM, type SiteSettings, siteSettings } from '../../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { memberHomeAnswer, PAUSED_REASON, pausedHome } from '../../member-home/member-home-fixtures.js';
import MemberClassesPage from './MemberClassesPage.js';

const server = setupMswServer();
beforeEach(() => {
  server.use(trpcQuery('memberHome.get', memberHomeAnswer()));
});

// A fresh install's formats (en-US) in London, so the gym's clock is not the tests' UTC in summer time.
const LONDON_GYM = siteSettings({ today: '2026-11-22', timeZone: 'Europe/London' });

type Booking = {
  status: 'booked' | 'waitlisted';
  waitlistPosition: number | null;
  canCancel: boolean;
  cancelUntil: string | null;
} | null;

/** A booked place as the server sends it: cancellable until two hours before its start. */
const booked = (startsAt: string, canCancel = true): Booking => ({
  status: 'booked',
  waitlistPosition: null,
  canCancel,
  cancelUntil: new Date(Date.parse(startsAt) - 2 * 60 * 60_000).toISOString(),
});

function session(id: string, startsAt: string, fields: Partial<Record<string, unknown>> = {}) {
  const capacity = 10;
  const bookedCount = (fields.bookedCount as number | undefined) ?? 4;
  return {
    id,
    classId: 'c1',
    day: startsAt.slice(0, 10),
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString(),
    capacity,
    bookedCount,
    status: 'scheduled',
    cancelReason: null,
    className: 'Spin',
    trainer: 'Ana',
    waitlistCount: 0,
    spotsLeft: capacity - bookedCount,
    myBooking: null as Booking,
    ...fields,
  };
}

function renderClasses(gym: SiteSettings = LONDON_GYM) {
  return renderPage(<MemberClassesPage />, { path: '/member/classes', gym });
}

const itemOf = async (page: ReturnType<typeof renderClasses>, time: string) =>
  within((await page.findByText(time, { selector: 'time' })).closest('li') as HTMLElement);

describe('MemberClassesPage', () => {
  it('lists the coming sessions by day in the gym time, with the places left', async () => {
    server.use(
      trpcQuery('bookings.upcoming', {
        items: [
          session('s1', '2026-11-24T18:00:00.000Z'),
          session('s2', '2026-11-24T19:00:00.000Z', {
            bookedCount: 10,
            waitlistCount: 3,
            className: 'Yoga',
            trainer: '',
          }),
          session('s3', '2026-11-25T07:00:00.000Z', { status: 'cancelled', cancelReason: 'Trainer ill' }),
        ],
        nextCursor: null,
      }),
    );
    const page = renderClasses();
    expect(page.getByText('Loading classes...')).toBeTruthy();
    expect(await page.findByRole('heading', { level: 2, name: 'Tue, Nov 24, 2026' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: 'Wed, Nov 25, 2026' })).toBeTruthy();

    const spin = await itemOf(page, '6:00 PM');
    expect(spin.getByText('with Ana · 6 spots left')).toBeTruthy();
    expect(spin.getByRole('button', { name: 'Book' })).toBeTruthy();
    const yoga = await itemOf(page, '7:00 PM');
    expect(yoga.getByText('Full · 3 waiting')).toBeTruthy();
    expect(yoga.getByRole('button', { name: 'Join waitlist' })).toBeTruthy();
    const cancelled = await itemOf(page, '7:00 AM');
    expect(cancelled.getByText('Cancelled: Trainer ill')).toBeTruthy();
    expect(cancelled.queryByRole('button')).toBeNull();
    expect(page.getByText("Times are the gym's local time (Europe/London).")).toBeTruthy();
  });

  it('books a place, then shows it as booked with "Cancel booking" and until when', async () => {
    let mine: Booking = null;
    const book = vi.fn(() => {
      mine = booked('2026-11-24T18:00:00.000Z');
      return { ok: true, status: 'booked', waitlistPosition: null, bookingId: 'b1' };
    });
    server.use(
      trpcQuery('bookings.upcoming', () => ({
        items: [session('s1', '2026-11-24T18:00:00.000Z', { myBooking: mine })],
        nextCursor: null,
      })),
      trpcMutation('bookings.book', book),
      trpcQuery('notifications.listMine', []),
    );
    const page = renderClasses();
    await page.user.click((await itemOf(page, '6:00 PM')).getByRole('button', { name: 'Book' }));

    const message = await page.findByRole('status');
    expect(message.textContent).toBe('Booked: Spin on Tue, Nov 24, 6:00 PM.');
    expect(document.activeElement).toBe(message);
    expect(book).toHaveBeenCalledExactlyOnceWith({ sessionId: 's1' });
    const item = await itemOf(page, '6:00 PM');
    expect(await item.findByText('Booked')).toBeTruthy();
    expect(item.getByText('You can cancel until Tue, Nov 24, 4:00 PM.')).toBeTruthy();
    expect(item.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('joins the waitlist of a full session and says the place in the queue', async () => {
    server.use(
      trpcQuery('bookings.upcoming', {
        items: [session('s1', '2026-11-24T18:00:00.000Z', { bookedCount: 10 })],
        nextCursor: null,
      }),
      trpcMutation('bookings.book', { ok: true, status: 'waitlisted', waitlistPosition: 4, bookingId: 'b1' }),
      trpcQuery('notifications.listMine', []),
    );
    const page = renderClasses();
    await page.user.click((await itemOf(page, '6:00 PM')).getByRole('button', { name: 'Join waitlist' }));
    expect((await page.findByRole('status')).textContent).toMatch(
      /^You're on the waitlist for Spin on Tue, Nov 24, 6:00 PM \(number 4\)\./,
    );
  });

  it("shows the server's refusal when a booking is too late to cancel", async () => {
    const message = 'Bookings can be cancelled until 2 hours before the class starts.';
    server.use(
      trpcQuery('bookings.upcoming', {
        items: [session('s1', '2026-11-24T18:00:00.000Z', { myBooking: booked('2026-11-24T18:00:00.000Z') })],
        nextCursor: null,
      }),
      trpcMutation('bookings.cancel', () => {
        throw new TrpcError({ code: 'CONFLICT', message });
      }),
      trpcQuery('notifications.listMine', []),
    );
    const page = renderClasses();
    await page.user.click((await itemOf(page, '6:00 PM')).getByRole('button', { name: 'Cancel booking' }));
    expect((await page.findByRole('alert')).textContent).toBe(message);
    expect((await itemOf(page, '6:00 PM')).getByText('Booked')).toBeTruthy();
  });

  it('shows a waitlist place with "Leave waitlist"', async () => {
    const cancel = vi.fn(() => ({ ok: true, promoted: false }));
    server.use(
      trpcQuery('bookings.upcoming', {
        items: [
          session('s1', '2026-11-24T18:00:00.000Z', {
            bookedCount: 10,
            myBooking: { status: 'waitlisted', waitlistPosition: 2, canCancel: true, cancelUntil: null },
          }),
        ],
        nextCursor: null,
      }),
      trpcMutation('bookings.cancel', cancel),
      trpcQuery('notifications.listMine', []),
    );
    const page = renderClasses();
    const item = await itemOf(page, '6:00 PM');
    expect(item.getByText('Waitlist #2')).toBeTruthy();
    await page.user.click(item.getByRole('button', { name: 'Leave waitlist' }));
    expect((await page.findByRole('status')).textContent).toBe(
      'You left the waitlist for Spin on Tue, Nov 24, 6:00 PM.',
    );
    expect(cancel).toHaveBeenCalledExactlyOnceWith({ sessionId: 's1' });
  });

  it('loads later sessions on demand', async () => {
    const upcoming = vi.fn((input: { cursor?: string }) =>
      input.cursor === 'next'
        ? { items: [session('s2', '2026-12-01T18:00:00.000Z')], nextCursor: null }
        : { items: [session('s1', '2026-11-24T18:00:00.000Z')], nextCursor: 'next' },
    );
    server.use(trpcQuery('bookings.upcoming', upcoming));
    const page = renderClasses();
    await page.user.click(await page.findByRole('button', { name: 'Show later classes' }));
    expect(await page.findByRole('heading', { level: 2, name: 'Tue, Dec 1, 2026' })).toBeTruthy();
    expect(page.getByRole('heading', { level: 2, name: 'Tue, Nov 24, 2026' })).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Show later classes' })).toBeNull();
  });

  it('says when nothing is scheduled, and offers to try again after an error', async () => {
    let fail = true;
    server.use(
      trpcQuery('bookings.upcoming', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return { items: [], nextCursor: null };
      }),
    );
    const page = renderClasses();
    expect((await page.findByRole('alert')).textContent).toBe('Could not load the classes.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('No classes are scheduled yet. Check back soon.')).toBeTruthy();
  });

  it('shows a British gym’s days and 24-hour times', async () => {
    server.use(
      trpcQuery('bookings.upcoming', {
        items: [session('s1', '2026-11-24T18:00:00.000Z', { myBooking: booked('2026-11-24T18:00:00.000Z') })],
        nextCursor: null,
      }),
    );
    const page = renderClasses(CONFIGURED_GYM);
    expect(await page.findByRole('heading', { level: 2, name: 'Tue, 24 Nov 2026' })).toBeTruthy();
    const spin = await itemOf(page, '18:00');
    expect(spin.getByText('– 18:45')).toBeTruthy();
    expect(spin.getByText('You can cancel until Tue 24 Nov, 16:00.')).toBeTruthy();
  });

  it('shows a German gym’s days, times and counts on its own clock', async () => {
    server.use(
      trpcQuery('bookings.upcoming', {
        // 23:30 UTC on the 24th is already the 25th in Berlin: the day comes from the server, the time is Berlin's.
        items: [
          session('s1', '2026-11-24T23:30:00.000Z', {
            day: '2026-11-25',
            capacity: 2000,
            bookedCount: 0,
            spotsLeft: 1500,
          }),
        ],
        nextCursor: null,
      }),
    );
    const page = renderClasses(siteSettings({ timeZone: 'Europe/Berlin', locale: 'de-DE', currency: 'EUR' }));
    expect(await page.findByRole('heading', { level: 2, name: 'Mi., 25. Nov. 2026' })).toBeTruthy();
    const spin = await itemOf(page, '00:30');
    expect(spin.getByText('with Ana · 1.500 spots left')).toBeTruthy();
    expect(page.getByText("Times are the gym's local time (Europe/Berlin).")).toBeTruthy();
  });

  it('tells a paused member why they cannot book, with no Book or Join waitlist buttons', async () => {
    server.use(
      trpcQuery('memberHome.get', pausedHome()),
      trpcQuery('bookings.upcoming', {
        items: [
          session('s1', '2026-11-24T18:00:00.000Z'),
          session('s2', '2026-11-24T19:00:00.000Z', { bookedCount: 10 }),
        ],
        nextCursor: null,
      }),
    );
    const page = renderClasses();
    expect(await page.findByText(PAUSED_REASON)).toBeTruthy();
    expect((await itemOf(page, '6:00 PM')).queryByRole('button')).toBeNull();
    expect((await itemOf(page, '7:00 PM')).queryByRole('button')).toBeNull();
  });

  it('hides "Cancel booking" inside the cancel window and says until when it could be cancelled', async () => {
    server.use(
      trpcQuery('bookings.upcoming', {
        items: [session('s1', '2026-11-24T18:00:00.000Z', { myBooking: booked('2026-11-24T18:00:00.000Z', false) })],
        nextCursor: null,
      }),
    );
    const page = renderClasses();
    const item = await itemOf(page, '6:00 PM');
    expect(item.getByText('Booked')).toBeTruthy();
    expect(item.getByText('Bookings could be cancelled until Tue, Nov 24, 4:00 PM.')).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
