// @vitest-environment jsdom
// Admin › Classes › Week: the sessions of a week in day columns on the gym's clock (Auckland, 13
// hours ahead of the tests' UTC, so a session placed by the browser's day would land a day off), the
// week kept in the address, and a session opening its roster.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN, sessionAs } from '../../../test/session.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { person, SETTINGS, type SessionRow, sessionPages, sessionRow } from './classes-fixtures.js';
import { SessionsCard } from './SessionsCard.js';

const server = setupMswServer();

// The gym's today is Friday 20 November 2026: this week runs Monday 16 to Sunday 22.
/** Monday 16 November 07:00 in Auckland: still Sunday the 15th in UTC. */
const EARLY_MONDAY = sessionRow({
  id: 's-mon',
  className: 'Sunrise Spin',
  trainer: 'Kim Trainer',
  startsAt: '2026-11-15T18:00:00.000Z',
  endsAt: '2026-11-15T18:45:00.000Z',
  bookedCount: 5,
  capacity: 12,
});
/** Wednesday 18 November 18:00 in Auckland, cancelled. */
const CANCELLED_WED = sessionRow({
  id: 's-wed',
  startsAt: '2026-11-18T05:00:00.000Z',
  endsAt: '2026-11-18T06:00:00.000Z',
  status: 'cancelled',
  cancelReason: 'Trainer is ill',
});
/** Sunday 22 November 23:30 in Auckland: Sunday 10:30 in UTC. */
const LATE_SUNDAY = sessionRow({
  id: 's-sun',
  className: 'Night Yoga',
  startsAt: '2026-11-22T10:30:00.000Z',
  endsAt: '2026-11-22T11:30:00.000Z',
});

function weekAnswers(weeks: Record<string, SessionRow[]>) {
  const week = vi.fn((input: { weekOf: string }) => ({
    weekStart: input.weekOf,
    items: weeks[input.weekOf] ?? [],
    more: false,
  }));
  server.use(trpcQuery('classes.week', week), sessionPages([sessionRow()]).handler);
  return week;
}

function renderCard(path = '/admin/classes?view=week') {
  return renderPage(<SessionsCard />, { path, gym: SETTINGS });
}

type Page = ReturnType<typeof renderCard>;
const dayColumn = async (page: Page, heading: string) => within(await page.findByRole('listitem', { name: heading }));
const lastPath = (page: Page) => page.location.history?.at(-1);

describe('the week calendar', () => {
  it("puts each session in its day on the gym's clock, with time, trainer and how full, cancelled marked", async () => {
    const week = weekAnswers({ '2026-11-16': [EARLY_MONDAY, CANCELLED_WED, LATE_SUNDAY] });
    const page = renderCard();

    expect(await page.findByRole('heading', { name: 'Week of Nov 16, 2026 – Nov 22, 2026' })).toBeTruthy();
    expect(week).toHaveBeenCalledWith({ weekOf: '2026-11-16' });
    const days = within(await page.findByRole('list', { name: 'Week of Nov 16, 2026 – Nov 22, 2026' }));
    expect(days.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Mon, Nov 16, 2026',
      'Tue, Nov 17, 2026',
      'Wed, Nov 18, 2026',
      'Thu, Nov 19, 2026',
      'Fri, Nov 20, 2026 · Today',
      'Sat, Nov 21, 2026',
      'Sun, Nov 22, 2026',
    ]);

    const monday = await dayColumn(page, 'Mon, Nov 16, 2026');
    const spin = monday.getByRole('button', { name: /^Roster: .* Sunrise Spin / });
    expect(spin.textContent).toBe('Roster: 7:00 AM–7:45 AM Sunrise Spin Kim Trainer 5 of 12 booked');
    const wednesday = await dayColumn(page, 'Wed, Nov 18, 2026');
    expect(wednesday.getByText('Cancelled')).toBeTruthy();
    expect(wednesday.queryByRole('button')).toBeNull();
    const sunday = await dayColumn(page, 'Sun, Nov 22, 2026');
    expect(sunday.getByText('Night Yoga')).toBeTruthy();
    // The times are split so a narrow column breaks the line after the dash; they read as one.
    expect(sunday.getByText('Night Yoga').closest('li')?.querySelector('time')?.textContent).toBe('11:30 PM–12:30 AM');
    expect((await dayColumn(page, 'Tue, Nov 17, 2026')).getByText('No sessions')).toBeTruthy();
    expect(page.getByRole('listitem', { name: /^Fri, Nov 20, 2026/ }).getAttribute('aria-current')).toBe('date');
  });

  it('moves a week back and on, back to this week, and keeps the week in the address', async () => {
    const week = weekAnswers({
      '2026-11-16': [EARLY_MONDAY],
      '2026-11-23': [sessionRow({ id: 's-next', className: 'Next Pilates' })],
    });
    const page = renderCard();
    await page.findByRole('heading', { name: 'Week of Nov 16, 2026 – Nov 22, 2026' });
    expect((page.getByRole('button', { name: 'This week' }) as HTMLButtonElement).disabled).toBe(true);

    await page.user.click(page.getByRole('button', { name: 'Next week' }));
    expect(await page.findByText('Next Pilates')).toBeTruthy();
    expect(page.getByRole('heading', { name: 'Week of Nov 23, 2026 – Nov 29, 2026' })).toBeTruthy();
    expect(week).toHaveBeenLastCalledWith({ weekOf: '2026-11-23' });
    expect(lastPath(page)).toBe('/admin/classes?view=week&week=2026-11-23');

    await page.user.click(page.getByRole('button', { name: 'Previous week' }));
    await page.user.click(page.getByRole('button', { name: 'Previous week' }));
    expect(await page.findByRole('heading', { name: 'Week of Nov 9, 2026 – Nov 15, 2026' })).toBeTruthy();
    expect(week).toHaveBeenLastCalledWith({ weekOf: '2026-11-09' });
    expect(lastPath(page)).toBe('/admin/classes?view=week&week=2026-11-09');

    await page.user.click(page.getByRole('button', { name: 'This week' }));
    expect(await page.findByText('Sunrise Spin')).toBeTruthy();
    expect(lastPath(page)).toBe('/admin/classes?view=week');
  });

  it('opens the week an address names, from any day of it', async () => {
    const week = weekAnswers({ '2026-11-30': [] });
    const page = renderCard('/admin/classes?view=week&week=2026-12-03');
    expect(await page.findByRole('heading', { name: 'Week of Nov 30, 2026 – Dec 6, 2026' })).toBeTruthy();
    expect(week).toHaveBeenCalledWith({ weekOf: '2026-11-30' });
  });

  it("opens a session's roster, and gives focus back to the session when it closes", async () => {
    weekAnswers({ '2026-11-16': [EARLY_MONDAY] });
    server.use(trpcQuery('classes.roster', () => ({ session: EARLY_MONDAY, people: [person()] })));
    const page = renderCard();
    const spin = (await dayColumn(page, 'Mon, Nov 16, 2026')).getByRole('button', {
      name: /^Roster: .* Sunrise Spin /,
    });
    await page.user.click(spin);
    const dialog = within(await page.findByRole('dialog', { name: 'Roster: Sunrise Spin' }));
    expect(await dialog.findByText('Ana Ruiz')).toBeTruthy();
    await page.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(spin);
  });

  it('cancels a session from its menu in the week, says who was told and shows it cancelled', async () => {
    server.use(sessionAs(ADMIN));
    let cancelled = false;
    const week = vi.fn((input: { weekOf: string }) => ({
      weekStart: input.weekOf,
      items: [cancelled ? { ...EARLY_MONDAY, status: 'cancelled' as const, bookedCount: 0 } : EARLY_MONDAY],
      more: false,
    }));
    const cancel = vi.fn(() => {
      cancelled = true;
      return { status: 'cancelled', told: 5 };
    });
    server.use(trpcQuery('classes.week', week), trpcMutation('classes.cancelSession', cancel));
    const page = renderCard();
    const monday = await dayColumn(page, 'Mon, Nov 16, 2026');
    await page.user.click(
      await monday.findByRole('button', { name: 'More actions for Sunrise Spin, Mon, Nov 16, 7:00 AM–7:45 AM' }),
    );
    await page.user.click(await page.findByRole('menuitem', { name: 'Cancel session…' }));
    const dialog = within(
      await page.findByRole('dialog', { name: 'Cancel Sunrise Spin on Mon, Nov 16, 7:00 AM–7:45 AM?' }),
    );
    await page.user.click(dialog.getByRole('button', { name: 'Cancel session' }));

    expect((await page.findByRole('status')).textContent).toBe(
      'Cancelled Sunrise Spin on Mon, Nov 16, 7:00 AM–7:45 AM. 5 members told.',
    );
    expect(cancel).toHaveBeenCalledExactlyOnceWith({ sessionId: 's-mon' });
    expect(await monday.findByText('Cancelled')).toBeTruthy();
    expect(monday.queryByRole('button')).toBeNull();
  });

  it('offers no Cancel session where the server would refuse it: a started session, or a role without it', async () => {
    server.use(sessionAs(ADMIN));
    weekAnswers({ '2026-11-16': [{ ...EARLY_MONDAY, started: true }, LATE_SUNDAY] });
    const page = renderCard();
    const monday = await dayColumn(page, 'Mon, Nov 16, 2026');
    expect(monday.getByRole('button', { name: /^Roster: / })).toBeTruthy();
    expect(monday.queryByRole('button', { name: /^More actions/ })).toBeNull();
    expect(
      await (await dayColumn(page, 'Sun, Nov 22, 2026')).findByRole('button', { name: /^More actions/ }),
    ).toBeTruthy();
  });

  it('switches between the list and the week, the choice in the address', async () => {
    weekAnswers({ '2026-11-16': [EARLY_MONDAY] });
    const page = renderCard('/admin/classes');
    const toggle = within(await page.findByRole('group', { name: 'Show sessions as' }));
    expect(toggle.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.findByRole('list', { name: 'Sessions, page 1' })).toBeTruthy();

    await page.user.click(toggle.getByRole('button', { name: 'Week' }));
    expect(await page.findByText('Sunrise Spin')).toBeTruthy();
    expect(toggle.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    expect(lastPath(page)).toBe('/admin/classes?view=week');
    expect(page.queryByRole('list', { name: 'Sessions, page 1' })).toBeNull();

    await page.user.click(toggle.getByRole('button', { name: 'List' }));
    expect(await page.findByRole('list', { name: 'Sessions, page 1' })).toBeTruthy();
    expect(lastPath(page)).toBe('/admin/classes');
  });

  it('says when the week cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      trpcQuery('classes.week', () => {
        if (fail) throw new TrpcError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' });
        return { weekStart: '2026-11-16', items: [EARLY_MONDAY], more: false };
      }),
    );
    const page = renderCard();
    expect((await page.findByRole('alert')).textContent).toBe('Could not load the week.');
    fail = false;
    await page.user.click(page.getByRole('button', { name: 'Try again' }));
    expect(await page.findByText('Sunrise Spin')).toBeTruthy();
  });
});
