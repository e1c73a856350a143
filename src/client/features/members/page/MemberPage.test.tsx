// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react';
import type { inferRouterOutputs } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { AppRouter } from '../../../../server/trpc/router.js';
import type { AddMemberNoteInput } from '../../../../shared/member-page.schemas.js';
import { adminBill, STANDARD } from '../../../test/money-fixtures.js';
import { setupMswServer } from '../../../test/msw-server.js';
import { renderPage } from '../../../test/render.js';
import { ADMIN } from '../../../test/session.js';
import { type SiteSettings, siteSettings } from '../../../test/site-settings.js';
import { TrpcError, trpcMutation, trpcQuery } from '../../../test/trpc-msw.js';
import { MemberPage } from './MemberPage.js';

type Outputs = inferRouterOutputs<AppRouter>;
type Note = Outputs['memberNotes']['list']['items'][number];

const server = setupMswServer();

const PROFILE: Outputs['memberPage']['get'] = {
  id: 'u-1',
  name: 'Zoë Adams',
  email: 'zoe@gym.test',
  joinDate: '2025-03-04T10:00:00.000Z',
  membershipType: 'Standard',
  ...{ nextPlanName: null, nextPlanFrom: null, status: 'active', endsOn: null },
  ...{ memberCode: 'K7PX2M9Q', balanceCents: 1750 },
};

const empty = { items: [], nextCursor: null };

/** A fresh install's formats (en-US, USD) in Berlin, an hour from the tests' UTC. */
const BERLIN_GYM = siteSettings({ today: '2026-11-22', timeZone: 'Europe/Berlin' });

/** The member page's procedures answering as for a member with nothing yet, unless told otherwise. */
function answers(overrides: Partial<Record<string, unknown>> = {}) {
  const all: Record<string, unknown> = {
    'memberPage.get': PROFILE,
    'plans.list': [STANDARD],
    'bills.listForMember': empty,
    'payments.balanceOf': { memberId: 'u-1', balanceCents: 0, bills: [], total: 0 },
    'memberPage.checkIns': empty,
    'memberPage.bookings': { items: [], total: 0, page: 1, pageSize: 10 },
    'memberPage.history': empty,
    'memberNotes.list': empty,
    'passes.forMember': { pass: null },
    'pauses.forMember': { items: [] },
    'ptAppointments.forMember': { items: [], total: 0, page: 1, pageSize: 10 },
    ...overrides,
  };
  server.use(...Object.entries(all).map(([path, answer]) => trpcQuery(path, answer)));
}

function renderMemberPage(id = 'u-1', gym: SiteSettings = BERLIN_GYM) {
  const path = `/members/${id}`;
  return renderPage(<Route path="/members/:id" component={MemberPage} />, { path, gym, session: ADMIN });
}

async function card(page: ReturnType<typeof renderMemberPage>, title: string) {
  return within(await page.findByRole('region', { name: title }));
}

afterEach(() => {
  window.history.replaceState(null, '');
});

describe('member page', () => {
  it('names the member in the tab title once the page knows who it is, and gives the title back on leaving', async () => {
    answers({});
    document.title = 'Member — Admin — Iron Works Gym';
    const page = renderMemberPage();

    await waitFor(() => expect(document.title).toBe('Zoë Adams — Member — Admin — Iron Works Gym'));
    page.unmount();
    expect(document.title).toBe('Member — Admin — Iron Works Gym');
  });

  it('shows the member’s name as the heading and every card with its data, on the gym’s clock', async () => {
    answers({
      'bills.listForMember': {
        items: [adminBill({ memberId: 'u-1', memberName: 'Zoë Adams', description: 'Gold — Nov 2026' })],
        nextCursor: null,
      },
      'memberPage.checkIns': {
        items: [{ id: 'c-1', checkedInAt: '2026-11-21T17:05:00.000Z', source: 'desk', className: null }],
        nextCursor: null,
      },
      'memberPage.bookings': (input: { when: string }) => ({
        items: [
          {
            id: `b-${input.when}`,
            className: input.when === 'upcoming' ? 'Spin' : 'Yoga',
            status: input.when === 'upcoming' ? 'waitlisted' : 'booked',
            waitlistPosition: input.when === 'upcoming' ? 2 : null,
            attendedAt: input.when === 'upcoming' ? null : '2026-11-20T18:00:00.000Z',
            startsAt: input.when === 'upcoming' ? '2026-11-23T17:00:00.000Z' : '2026-11-20T17:00:00.000Z',
            sessionStatus: 'scheduled',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
      'memberNotes.list': {
        items: [
          {
            id: 'n-1',
            body: 'Knee injury:\nno jumping.',
            createdAt: '2026-11-20T09:00:00.000Z',
            createdByName: 'Ada Admin',
          },
        ],
        nextCursor: null,
      },
      'memberPage.history': {
        items: [
          {
            id: 'e-1',
            type: 'admin.membership_paused',
            at: '2026-11-19T08:30:00.000Z',
            description: 'Membership paused',
            by: 'Ada Admin',
          },
          { id: 'e-2', type: 'signed_in', at: '2026-11-18T23:30:00.000Z', description: 'Signed in', by: null },
        ],
        nextCursor: null,
      },
    });
    const page = renderMemberPage();

    expect(await page.findByRole('heading', { level: 2, name: 'Zoë Adams' })).toBeTruthy();
    const facts = await card(page, 'Membership');
    expect(facts.getByText('zoe@gym.test')).toBeTruthy();
    expect(facts.getByText('K7PX2M9Q')).toBeTruthy();
    expect(facts.getByText('$17.50')).toBeTruthy();
    expect(facts.getByText('Mar 4, 2025')).toBeTruthy();
    expect(facts.getByRole('group', { name: 'Membership Type for Zoë Adams' })).toBeTruthy();
    expect(facts.getByText('Active')).toBeTruthy();
    expect(facts.getByRole('button', { name: 'Pause' })).toBeTruthy();

    const bills = await card(page, 'Bills and payments');
    expect(await bills.findByText('Gold — Nov 2026')).toBeTruthy();
    expect(bills.getByRole('button', { name: /Record Payment/ })).toBeTruthy();

    // Berlin is UTC+1 in November.
    const checkIns = await card(page, 'Check-ins');
    expect(await checkIns.findByText('Nov 21, 2026, 6:05 PM')).toBeTruthy();
    expect(checkIns.getByText('Front desk')).toBeTruthy();

    const bookings = await card(page, 'Class bookings');
    const upcoming = within(await bookings.findByRole('region', { name: 'Upcoming' }));
    expect(await upcoming.findByText('Spin')).toBeTruthy();
    expect(upcoming.getByText('Waitlisted, number 2')).toBeTruthy();
    expect(upcoming.getByText('Nov 23, 2026, 6:00 PM')).toBeTruthy();
    const past = within(bookings.getByRole('region', { name: 'Past' }));
    expect(await past.findByText('Yoga')).toBeTruthy();
    expect(past.getByText('Attended')).toBeTruthy();

    const notes = await card(page, 'Admin notes');
    expect(await notes.findByText(/Knee injury:/)).toBeTruthy();
    expect(notes.getByText('Ada Admin, Nov 20, 2026, 10:00 AM')).toBeTruthy();

    const history = await card(page, 'History');
    const rows = within(await history.findByRole('list', { name: 'History, page 1' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Membership pausedby Ada AdminNov 19, 2026, 9:30 AM',
      'Signed inNov 19, 2026, 12:30 AM',
    ]);
  });

  it('writes money, dates and times a German gym’s way, on its own clock', async () => {
    answers({
      'memberPage.get': { ...PROFILE, balanceCents: 123450, status: 'cancelled', endsOn: '2026-12-01' },
      'memberPage.checkIns': {
        items: [{ id: 'c-1', checkedInAt: '2026-11-21T17:05:00.000Z', source: 'desk', className: null }],
        nextCursor: null,
      },
      'memberPage.history': {
        items: [{ id: 'e-1', type: 'signed_in', at: '2026-11-18T23:30:00.000Z', description: 'Signed in', by: null }],
        nextCursor: null,
      },
    });
    const page = renderMemberPage('u-1', siteSettings({ timeZone: 'Europe/Berlin', locale: 'de-DE', currency: 'EUR' }));
    const facts = await card(page, 'Membership');
    expect(await facts.findByText('1.234,50 €')).toBeTruthy();
    expect(facts.getByText('04.03.2025')).toBeTruthy();
    expect(facts.getByText('01.12.2026')).toBeTruthy();
    expect(await (await card(page, 'Check-ins')).findByText('21.11.2026, 18:05')).toBeTruthy();
    expect(await (await card(page, 'History')).findByText('19.11.2026, 00:30')).toBeTruthy();
  });

  it('says so in each card when there is nothing yet', async () => {
    answers();
    const page = renderMemberPage();
    expect(await (await card(page, 'Bills and payments')).findByText('No bills yet.')).toBeTruthy();
    expect(await (await card(page, 'Check-ins')).findByText('No check-ins yet.')).toBeTruthy();
    const bookings = await card(page, 'Class bookings');
    expect(await bookings.findByText('No upcoming bookings.')).toBeTruthy();
    expect(await bookings.findByText('No past bookings.')).toBeTruthy();
    expect(await (await card(page, 'Admin notes')).findByText('No notes yet.')).toBeTruthy();
    expect(await (await card(page, 'History')).findByText('No history yet.')).toBeTruthy();
  });

  it('adds a note, shows it on top and moves focus to the message', async () => {
    const notes: Note[] = [];
    const add = vi.fn((input: AddMemberNoteInput) => {
      const note = {
        id: `n-${notes.length + 1}`,
        body: input.body,
        createdAt: '2026-11-22T11:00:00.000Z',
        createdByName: 'Ada Admin',
      };
      notes.unshift(note);
      return note;
    });
    answers({ 'memberNotes.list': () => ({ items: notes, nextCursor: null }) });
    server.use(trpcMutation<AddMemberNoteInput>('memberNotes.add', add));
    const page = renderMemberPage();
    const notesCard = await card(page, 'Admin notes');
    await notesCard.findByText('No notes yet.');

    const field = notesCard.getByLabelText('Note') as HTMLTextAreaElement;
    await page.user.type(field, '  Prefers mornings.  ');
    await page.user.click(notesCard.getByRole('button', { name: 'Add note' }));

    const message = await notesCard.findByRole('status');
    expect(message.textContent).toBe('Note added.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(add).toHaveBeenCalledExactlyOnceWith({ userId: 'u-1', body: 'Prefers mornings.' });
    expect(await notesCard.findByText('Prefers mornings.')).toBeTruthy();
    expect(field.value).toBe('');
  });

  it('refuses an empty note beside the field and focuses it, sending nothing', async () => {
    const add = vi.fn();
    answers();
    server.use(trpcMutation('memberNotes.add', add));
    const page = renderMemberPage();
    const notesCard = await card(page, 'Admin notes');
    await page.user.type(notesCard.getByLabelText('Note'), '   ');
    await page.user.click(notesCard.getByRole('button', { name: 'Add note' }));

    const field = notesCard.getByLabelText('Note');
    expect(await notesCard.findByText('Note is required.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(add).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and returns focus to the Note field', async () => {
    answers();
    server.use(
      trpcMutation('memberNotes.add', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'No member with this id.' });
      }),
    );
    const page = renderMemberPage();
    const notesCard = await card(page, 'Admin notes');
    await page.user.type(notesCard.getByLabelText('Note'), 'Hello');
    await page.user.click(notesCard.getByRole('button', { name: 'Add note' }));
    expect((await notesCard.findByRole('alert')).textContent).toBe('No member with this id.');
    expect(document.activeElement).toBe(notesCard.getByLabelText('Note'));
  });

  it('refreshes the facts after a membership action taken on the page', async () => {
    let status: 'active' | 'paused' = 'active';
    answers({ 'memberPage.get': () => ({ ...PROFILE, status }) });
    server.use(
      trpcMutation('memberships.pause', () => {
        status = 'paused';
        return { status: 'paused' };
      }),
    );
    const page = renderMemberPage();
    const facts = await card(page, 'Membership');
    await page.user.click(await facts.findByRole('button', { name: 'Pause' }));
    await page.user.click(
      within(await page.findByRole('alertdialog', { name: "Pause Zoë Adams's membership?" })).getByRole('button', {
        name: 'Pause membership',
      }),
    );
    expect((await facts.findByRole('status')).textContent).toBe("Zoë Adams's membership is paused.");
    expect(await facts.findByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(facts.getByText('Paused')).toBeTruthy();
  });

  it('shows the bill a membership action issued, without a reload', async () => {
    let status: 'active' | 'paused' = 'paused';
    let bills: ReturnType<typeof adminBill>[] = [];
    answers({
      'memberPage.get': () => ({ ...PROFILE, status }),
      'bills.listForMember': () => ({ items: bills, nextCursor: null }),
    });
    server.use(
      trpcMutation('memberships.resume', () => {
        status = 'active';
        bills = [adminBill({ id: 'b-new', description: 'Gold — Nov 2026', memberName: PROFILE.name })];
        return { status: 'active' };
      }),
    );
    const page = renderMemberPage();
    const billsCard = await card(page, 'Bills and payments');
    expect(await billsCard.findByText('No bills yet.')).toBeTruthy();
    await page.user.click(await (await card(page, 'Membership')).findByRole('button', { name: 'Resume' }));
    expect(await billsCard.findByText('Gold — Nov 2026')).toBeTruthy();
  });

  it('pages through check-ins and moves focus to the new page', async () => {
    answers({
      'memberPage.checkIns': (input: { cursor?: string }) =>
        input.cursor === 'c2'
          ? {
              items: [{ id: 'c-3', checkedInAt: '2026-11-01T08:00:00.000Z', source: 'desk', className: null }],
              nextCursor: null,
            }
          : {
              items: [{ id: 'c-1', checkedInAt: '2026-11-21T08:00:00.000Z', source: 'class', className: 'Spin' }],
              nextCursor: 'c2',
            },
    });
    const page = renderMemberPage();
    const checkIns = await card(page, 'Check-ins');
    expect(await checkIns.findByText('Class: Spin')).toBeTruthy();
    await page.user.click(checkIns.getByRole('button', { name: 'Older' }));
    const list = await checkIns.findByRole('list', { name: 'Check-ins, page 2' });
    expect(await within(list).findByText('Nov 1, 2026, 9:00 AM')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect((checkIns.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says there is no member with an unknown id, with a way back to the Member List', async () => {
    answers({});
    server.use(
      trpcQuery('memberPage.get', () => {
        throw new TrpcError({ code: 'NOT_FOUND', message: 'No member with this id.' });
      }),
    );
    const page = renderMemberPage('nobody');
    expect(await page.findByText('No member with this id.')).toBeTruthy();
    const back = page.getByRole('link', { name: 'Back to Member List' });
    expect(back.getAttribute('href')).toBe('/members');
    await page.user.click(back);
    expect(page.location.history?.at(-1)).toBe('/members');
  });

  it('goes back in history when the Member List opened the page, so its search and page stay', async () => {
    answers();
    window.history.replaceState({ 'palaestra.fromMemberList': true }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const page = renderMemberPage();
    await page.user.click(await page.findByRole('link', { name: 'Back to Member List' }));
    expect(back).toHaveBeenCalledOnce();
    expect(page.location.history).toEqual(['/members/u-1']);
    back.mockRestore();
  });
});
