// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInInput } from '../../../shared/checkins.schemas.js';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { CONFIGURED_GYM, type SiteSettings, siteSettings } from '../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { CheckInDesk } from './CheckInDesk.js';

const server = setupMswServer();

// A fresh install in New York, so a UTC time would give itself away.
const NEW_YORK_GYM = siteSettings({ today: '2026-11-22', timeZone: 'America/New_York' });
// 6:05 PM in New York, 23:05 in London, 00:05 the next day in Berlin.
const AT = '2026-11-22T23:05:00.000Z';

/** checkIns.today over a list the check-in handlers add to. */
function deskServer(answer: (input: CheckInInput) => unknown) {
  const visits: { id: string; memberId: string; memberName: string; checkedInAt: string; source: string }[] = [];
  const checkIn = vi.fn((input: CheckInInput) => {
    const result = answer(input) as { outcome: string; memberName: string; at: string };
    if (result.outcome === 'checked_in') {
      visits.unshift({
        id: `c${visits.length}`,
        memberId: 'm',
        memberName: result.memberName,
        checkedInAt: result.at,
        source: 'desk',
      });
    }
    return result;
  });
  server.use(
    trpcQuery('checkIns.today', () => ({ day: '2026-11-22', total: visits.length, items: visits })),
    trpcMutation<CheckInInput>('checkIns.checkIn', checkIn),
  );
  return { checkIn, visits };
}

function renderDesk(gym: SiteSettings = NEW_YORK_GYM) {
  return renderPage(<CheckInDesk />, { path: '/check-in', gym });
}

const field = (page: ReturnType<typeof renderDesk>) => page.getByLabelText('Member code or name') as HTMLInputElement;
const answer = (page: ReturnType<typeof renderDesk>) => page.findByTestId('desk-answer');

describe('CheckInDesk', () => {
  it('checks a member in when a scanner types the code and Enter, empties the field and keeps focus there', async () => {
    const desk = deskServer(() => ({ outcome: 'checked_in', memberId: 'm1', memberName: 'Ana Lima', at: AT }));
    const page = renderDesk();
    expect(await page.findByText('Nobody has checked in yet today.')).toBeTruthy();
    expect(document.activeElement).toBe(field(page));

    await page.user.type(field(page), 'k7m2qp9x{Enter}');
    expect((await answer(page)).textContent).toBe('Checked in: Ana Limaat 6:05 PM');
    expect(desk.checkIn).toHaveBeenCalledExactlyOnceWith({ text: 'k7m2qp9x' });
    expect(field(page).value).toBe('');
    expect(document.activeElement).toBe(field(page));

    // Today's list shows the visit, at the gym's time.
    const today = within(await page.findByRole('list', { name: "Today's check-ins" }));
    expect(today.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['6:05 PMAna Lima']);
    expect(page.getByRole('heading', { name: 'Today, Nov 22, 2026 · 1 check-in' })).toBeTruthy();
  });

  it('says why a member is refused, loud enough to interrupt, and keeps the field ready', async () => {
    deskServer(() => ({ outcome: 'refused', memberName: 'Bo Chen', reason: "Bo Chen's membership is paused" }));
    const page = renderDesk();
    await page.user.type(field(page), 'ABCDEFGH{Enter}');
    const shown = await answer(page);
    expect(shown.textContent).toBe("Not checked in: Bo Chen's membership is paused");
    expect(shown.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    expect(await page.findByText('Nobody has checked in yet today.')).toBeTruthy();
    expect(document.activeElement).toBe(field(page));
  });

  it('says when the member already checked in within the hour, even twice in a row', async () => {
    deskServer(() => ({ outcome: 'already', memberId: 'm1', memberName: 'Ana Lima', at: AT }));
    const page = renderDesk();
    await page.user.type(field(page), 'K7M2QP9X{Enter}');
    expect((await answer(page)).textContent).toBe('Already checked in at 6:05 PMAna Lima');
    const first = await answer(page);
    await page.user.type(field(page), 'K7M2QP9X{Enter}');
    // A new answer replaces the old one (so it is announced again).
    await waitFor(() => expect(page.getByTestId('desk-answer')).not.toBe(first));
  });

  it('checks in the next scan that arrives before the first answer, and announces both', async () => {
    let release = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const desk = deskServer(() => ({ outcome: 'checked_in', memberId: 'm', memberName: 'unused', at: AT }));
    server.use(
      trpcMutation<CheckInInput>('checkIns.checkIn', async (input: CheckInInput) => {
        desk.checkIn(input);
        if (input.text === 'AAAAAAAA') await firstAnswered;
        return { outcome: 'checked_in', memberId: input.text, memberName: `Member ${input.text}`, at: AT };
      }),
    );
    const page = renderDesk();
    await page.user.type(field(page), 'AAAAAAAA{Enter}');
    await waitFor(() => expect(desk.checkIn).toHaveBeenCalledTimes(1));
    await page.user.type(field(page), 'BBBBBBBB{Enter}');
    await waitFor(() => expect(desk.checkIn).toHaveBeenCalledTimes(2));
    expect(desk.checkIn.mock.calls).toEqual([[{ text: 'AAAAAAAA' }], [{ text: 'BBBBBBBB' }]]);
    expect(field(page).value).toBe('');

    const second = await page.findByText('Checked in: Member BBBBBBBB');
    release();
    // The first answer lands last and replaces the second, as a new announcement.
    expect(await page.findByText('Checked in: Member AAAAAAAA')).toBeTruthy();
    expect(second.isConnected).toBe(false);
  });

  it('offers the members a name matches, and checks in the one chosen', async () => {
    deskServer(() => ({
      outcome: 'choose',
      candidates: [
        { id: 'm1', name: 'Ana Lima', email: 'ana@gym.test', membershipType: 'Gold', status: 'active' },
        { id: 'm2', name: 'Ana Souza', email: 'souza@gym.test', membershipType: null, status: null },
      ],
    }));
    const chosen = vi.fn(() => ({ outcome: 'checked_in', memberId: 'm2', memberName: 'Ana Souza', at: AT }));
    server.use(trpcMutation('checkIns.checkInMember', chosen));
    const page = renderDesk();
    await page.user.type(field(page), 'ana{Enter}');

    const list = within(await page.findByRole('region', { name: '2 members match “ana”' }));
    expect(list.getByText('Pending')).toBeTruthy();
    await page.user.click(list.getByRole('button', { name: 'Check in Ana Souza (souza@gym.test)' }));
    expect((await answer(page)).textContent).toBe('Checked in: Ana Souzaat 6:05 PM');
    expect(chosen).toHaveBeenCalledExactlyOnceWith({ userId: 'm2' });
    expect(page.queryByRole('region', { name: /match/ })).toBeNull();
    expect(document.activeElement).toBe(field(page));
  });

  it('asks for something to look up instead of sending an empty field', async () => {
    const desk = deskServer(() => ({ outcome: 'refused', memberName: null, reason: 'unused' }));
    const page = renderDesk();
    await page.user.type(field(page), '   {Enter}');
    expect((await answer(page)).textContent).toBe('Enter a member code or a name.');
    expect(desk.checkIn).not.toHaveBeenCalled();
  });

  it("shows the server's message when the check-in fails", async () => {
    deskServer(() => {
      throw new TrpcError({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a moment.' });
    });
    const page = renderDesk();
    await page.user.type(field(page), 'K7M2QP9X{Enter}');
    expect((await answer(page)).textContent).toBe('Too many requests. Please wait a moment.');
    expect(document.activeElement).toBe(field(page));
  });

  it("counts all of today's check-ins but lists only the latest on a busy day", async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({
      id: `c${i}`,
      memberId: `m${i}`,
      memberName: `Member ${i}`,
      checkedInAt: AT,
      source: i === 0 ? 'class' : 'desk',
    }));
    server.use(trpcQuery('checkIns.today', { day: '2026-11-22', total: 1234, items }));
    const page = renderDesk();
    expect(await page.findByRole('heading', { name: 'Today, Nov 22, 2026 · 1,234 check-ins' })).toBeTruthy();
    expect(page.getAllByRole('listitem')).toHaveLength(100);
    expect(page.getByText('Showing the latest 100. The attendance report has them all.')).toBeTruthy();
    expect(within(page.getAllByRole('listitem')[0] as HTMLElement).getByText('Class')).toBeTruthy();
  });

  it('writes times on a British gym’s 24-hour clock', async () => {
    deskServer(() => ({ outcome: 'checked_in', memberId: 'm1', memberName: 'Ana Lima', at: AT }));
    const page = renderDesk(CONFIGURED_GYM);
    await page.user.type(field(page), 'K7M2QP9X{Enter}');
    expect((await answer(page)).textContent).toBe('Checked in: Ana Limaat 23:05');
    const today = within(await page.findByRole('list', { name: "Today's check-ins" }));
    expect(today.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['23:05Ana Lima']);
    expect(page.getByRole('heading', { name: 'Today, 22 Nov 2026 · 1 check-in' })).toBeTruthy();
  });

  it('writes the day, counts and times a German gym’s way, on its own clock', async () => {
    const items = [{ id: 'c1', memberId: 'm1', memberName: 'Ana Lima', checkedInAt: AT, source: 'desk' }];
    server.use(trpcQuery('checkIns.today', { day: '2026-11-23', total: 1234, items }));
    const page = renderDesk(siteSettings({ today: '2026-11-23', timeZone: 'Europe/Berlin', locale: 'de-DE' }));
    expect(await page.findByRole('heading', { name: 'Today, 23.11.2026 · 1.234 check-ins' })).toBeTruthy();
    expect(page.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['00:05Ana Lima']);
  });
});
