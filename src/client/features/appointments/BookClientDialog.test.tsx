// @vitest-environment jsdom
// "Book a client" from Admin › PT calendar: the desk books a member into the chosen trainer's free
// time, a trainer into their own; what is missing is said in the form, a refusal keeps the choices,
// and a changed choice is sent under a new idempotency key.
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { ADMIN, type SessionUser } from '../../test/session.js';
import { siteSettings } from '../../test/site-settings.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import { PtCalendarSection } from './PtCalendarSection.js';

const server = setupMswServer();
const GYM = siteSettings({ today: '2026-11-22', timeZone: 'UTC' });
const KIM: SessionUser = { id: 't1', name: 'Kim Trainer', email: 'kim@gym.test', role: 'trainer' };
const ANA = { id: 'm1', name: 'Ana Ruiz', email: 'ana@gym.test', memberCode: 'AR123456' };

interface BookForInput {
  serviceId: string;
  trainerId?: string;
  memberId: string;
  startsAt: string;
  payWith: 'pack' | 'bill';
  idempotencyKey: string;
}

const calendar = vi.fn((input: { weekOf: string; trainerId?: string }) => ({
  trainerId: input.trainerId ?? 't1',
  weekStart: '2026-11-16',
  items: [] as unknown[],
}));

beforeEach(() => {
  calendar.mockClear();
  server.use(
    trpcQuery('trainers.list', [{ trainerId: 't1', name: 'Kim Trainer', bio: '', specialties: [], photoUrl: null }]),
    trpcQuery('ptServices.list', [{ id: 's1', name: 'One-to-one', durationMinutes: 60, priceCents: 6000 }]),
    trpcQuery('ptAppointments.calendar', calendar),
    trpcQuery('ptAppointments.freeSlots', {
      durationMinutes: 60,
      days: [
        { day: '2026-11-23', starts: ['2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z'] },
        { day: '2026-11-24', starts: ['2026-11-24T14:00:00.000Z'] },
      ],
    }),
    trpcQuery('members.list', ({ search }: { search: string }) => ({
      items: search.toLowerCase().startsWith('ana') ? [{ ...ANA, balanceCents: 0 }] : [],
      total: 1,
      page: 1,
      pageSize: 10,
    })),
    trpcQuery('programs.memberSearch', ({ text }: { text: string }) =>
      text.toLowerCase().startsWith('ana') ? [ANA] : [],
    ),
  );
});

function booked(startsAt: string) {
  return {
    appointmentId: 'a1',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(),
    paidWith: 'pack',
    billId: null,
    amountCents: 0,
  };
}

type Page = ReturnType<typeof renderPage>;

async function openDialog(page: Page) {
  await page.user.click(await page.findByRole('button', { name: 'Book a client' }));
  return within(await page.findByRole('dialog', { name: 'Book a client with Kim Trainer' }));
}

async function chooseMember(page: Page, dialog: ReturnType<typeof within>) {
  await page.user.type(dialog.getByRole('combobox', { name: 'Member' }), 'ana');
  await page.user.click(await dialog.findByRole('option', { name: /^Ana Ruiz/ }));
}

describe('Book a client', () => {
  it("books a member into the chosen trainer's free time from the desk, paid from their pack", async () => {
    const bookFor = vi.fn((input: BookForInput) => booked(input.startsAt));
    server.use(trpcMutation('ptAppointments.bookFor', bookFor));
    const page = renderPage(<PtCalendarSection />, { path: '/admin/pt-calendar', gym: GYM, session: ADMIN });
    expect(await page.findByText('Choose a trainer to see their week.')).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Book a client' })).toBeNull();
    await page.user.selectOptions(
      page.getByLabelText('Trainer'),
      await page.findByRole('option', { name: 'Kim Trainer' }),
    );

    const dialog = await openDialog(page);
    await chooseMember(page, dialog);
    await page.user.selectOptions(dialog.getByLabelText('Service'), 's1');
    await page.user.click(await dialog.findByRole('button', { name: 'Tue, Nov 24, 2026' }));
    await page.user.click(dialog.getByRole('button', { name: '2:00 PM' }));
    await page.user.click(dialog.getByRole('radio', { name: "A session of the member's PT pack" }));
    expect(dialog.getByRole('radio', { name: 'A bill of $60.00 to the member' })).toBeTruthy();
    const callsBefore = calendar.mock.calls.length;
    await page.user.click(dialog.getByRole('button', { name: 'Book Tue, Nov 24, 2:00 PM' }));

    expect((await page.findByRole('status')).textContent).toBe('Booked Ana Ruiz: One-to-one on Tue, Nov 24, 2:00 PM.');
    expect(page.queryByRole('dialog')).toBeNull();
    expect(bookFor).toHaveBeenCalledExactlyOnceWith({
      serviceId: 's1',
      trainerId: 't1',
      memberId: 'm1',
      startsAt: '2026-11-24T14:00:00.000Z',
      payWith: 'pack',
      idempotencyKey: anyIdempotencyKey,
    });
    // The week is read again, so the new appointment shows.
    await vi.waitFor(() => expect(calendar.mock.calls.length).toBeGreaterThan(callsBefore));
  });

  it('says what is missing, keeps the choices on a refusal, and sends a changed choice under a new key', async () => {
    const bookFor = vi.fn((input: BookForInput) => {
      if (input.payWith === 'pack') {
        throw new TrpcError({ code: 'CONFLICT', message: 'This member has no personal-training sessions left.' });
      }
      return { ...booked(input.startsAt), paidWith: 'bill', billId: 'b1', amountCents: 6000 };
    });
    server.use(trpcMutation('ptAppointments.bookFor', bookFor));
    const page = renderPage(<PtCalendarSection />, { path: '/admin/pt-calendar', gym: GYM, session: ADMIN });
    await page.user.selectOptions(
      page.getByLabelText('Trainer'),
      await page.findByRole('option', { name: 'Kim Trainer' }),
    );
    const dialog = await openDialog(page);

    await page.user.click(dialog.getByRole('button', { name: 'Book' }));
    expect(dialog.getByText('Choose a member.')).toBeTruthy();
    expect(dialog.getByText('Choose a service.')).toBeTruthy();
    expect(bookFor).not.toHaveBeenCalled();

    await chooseMember(page, dialog);
    await page.user.selectOptions(dialog.getByLabelText('Service'), 's1');
    await page.user.click(dialog.getByRole('button', { name: 'Book' }));
    expect(dialog.getByText('Choose a free time.')).toBeTruthy();
    expect(dialog.getByText('Choose how it is paid.')).toBeTruthy();

    await page.user.click(await dialog.findByRole('button', { name: '9:00 AM' }));
    await page.user.click(dialog.getByRole('radio', { name: "A session of the member's PT pack" }));
    await page.user.click(dialog.getByRole('button', { name: 'Book Mon, Nov 23, 9:00 AM' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('This member has no personal-training sessions left.');
    expect((dialog.getByRole('combobox', { name: 'Member' }) as HTMLInputElement).value).toBe('Ana Ruiz');
    expect(dialog.getByRole('button', { name: '9:00 AM' }).getAttribute('aria-pressed')).toBe('true');

    await page.user.click(dialog.getByRole('radio', { name: 'A bill of $60.00 to the member' }));
    await page.user.click(dialog.getByRole('button', { name: 'Book Mon, Nov 23, 9:00 AM' }));
    expect((await page.findByRole('status')).textContent).toBe('Booked Ana Ruiz: One-to-one on Mon, Nov 23, 9:00 AM.');
    const [refused, accepted] = bookFor.mock.calls.map(([input]) => input);
    expect(accepted?.payWith).toBe('bill');
    expect(accepted?.idempotencyKey).not.toBe(refused?.idempotencyKey);
  });

  it('lets a trainer book a client into their own calendar, found by the coaches’ search', async () => {
    const bookFor = vi.fn((input: BookForInput) => booked(input.startsAt));
    server.use(trpcMutation('ptAppointments.bookFor', bookFor));
    const page = renderPage(<PtCalendarSection />, { path: '/admin/pt-calendar', gym: GYM, session: KIM });
    expect(page.queryByLabelText('Trainer')).toBeNull();
    const dialog = await openDialog(page);
    await chooseMember(page, dialog);
    await page.user.selectOptions(dialog.getByLabelText('Service'), 's1');
    await page.user.click(await dialog.findByRole('button', { name: '10:00 AM' }));
    await page.user.click(dialog.getByRole('radio', { name: "A session of the member's PT pack" }));
    await page.user.click(dialog.getByRole('button', { name: 'Book Mon, Nov 23, 10:00 AM' }));
    expect((await page.findByRole('status')).textContent).toBe('Booked Ana Ruiz: One-to-one on Mon, Nov 23, 10:00 AM.');
    expect(bookFor.mock.calls[0]?.[0]).not.toHaveProperty('trainerId');
    expect(bookFor.mock.calls[0]?.[0]).toMatchObject({ memberId: 'm1', serviceId: 's1' });
  });
});
