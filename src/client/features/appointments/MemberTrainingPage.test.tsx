// @vitest-environment jsdom
// /member/training as a member uses it: a service and a trainer, a day and a free time, paying from
// a PT pack (with the sessions left shown); the upcoming appointment with its cancel cutoff.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../test/msw-server.js';
import { renderPage } from '../../test/render.js';
import { siteSettings } from '../../test/site-settings.js';
import { anyIdempotencyKey, TrpcError, trpcMutation, trpcQuery } from '../../test/trpc-msw.js';
import MemberTrainingPage from './MemberTrainingPage.js';

const server = setupMswServer();
const GYM = siteSettings({ today: '2026-11-22', timeZone: 'UTC' });

function appointment(startsAt: string) {
  return {
    id: 'a1',
    serviceName: 'One-to-one',
    trainerId: 't1',
    memberId: 'm1',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString(),
    status: 'booked',
    paidWith: 'pack',
    cancelReason: null,
    trainerName: 'Kim',
    canCancel: true,
    cancelUntil: new Date(Date.parse(startsAt) - 2 * 60 * 60_000).toISOString(),
  };
}

let mine: ReturnType<typeof appointment>[] = [];
beforeEach(() => {
  mine = [];
  server.use(
    trpcQuery('trainers.publicList', [{ trainerId: 't1', name: 'Kim', bio: '', specialties: [], photoUrl: null }]),
    trpcQuery('ptServices.list', [{ id: 's1', name: 'One-to-one', durationMinutes: 60, priceCents: 6000 }]),
    trpcQuery('ptBooking.freeSlots', {
      durationMinutes: 60,
      days: [
        { day: '2026-11-23', starts: ['2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z'] },
        { day: '2026-11-24', starts: ['2026-11-24T14:00:00.000Z'] },
      ],
    }),
    trpcQuery('ptBooking.mine', () => ({
      items: mine,
      total: mine.length,
      page: 1,
      pageSize: 20,
      packSessionsLeft: 7,
    })),
  );
});

describe('MemberTrainingPage', () => {
  it('books a free time paid from a PT pack, then lists it with the cancel cutoff', async () => {
    const book = vi.fn(() => {
      mine = [appointment('2026-11-23T10:00:00.000Z')];
      return {
        appointmentId: 'a1',
        startsAt: '2026-11-23T10:00:00.000Z',
        endsAt: '2026-11-23T11:00:00.000Z',
        paidWith: 'pack',
        billId: null,
        amountCents: 0,
      };
    });
    server.use(trpcMutation('ptBooking.book', book));
    const page = renderPage(<MemberTrainingPage />, { path: '/member/training', gym: GYM });
    expect(await page.findByText('No appointments booked.')).toBeTruthy();
    await page.user.selectOptions(await page.findByLabelText('Service'), 's1');
    await page.user.selectOptions(page.getByLabelText('Trainer'), 't1');
    await page.user.click(await page.findByRole('button', { name: '10:00 AM' }));
    await page.user.click(page.getByRole('radio', { name: 'Use a PT pack session (7 left)' }));
    expect(page.getByRole('radio', { name: 'Pay $60.00 (billed to your account)' })).toBeTruthy();
    await page.user.click(page.getByRole('button', { name: 'Book Mon, Nov 23, 10:00 AM' }));

    expect((await page.findByRole('status')).textContent).toBe('Booked: One-to-one on Mon, Nov 23, 10:00 AM.');
    expect(book).toHaveBeenCalledExactlyOnceWith({
      serviceId: 's1',
      trainerId: 't1',
      startsAt: '2026-11-23T10:00:00.000Z',
      payWith: 'pack',
      idempotencyKey: anyIdempotencyKey,
    });
    expect(await page.findByText('One-to-one with Kim')).toBeTruthy();
    expect(page.getByText('You can cancel until Mon, Nov 23, 8:00 AM.')).toBeTruthy();
    expect(page.getByRole('button', { name: 'Cancel One-to-one on Mon, Nov 23, 10:00 AM' })).toBeTruthy();
  });

  it('says so when the time was just taken', async () => {
    server.use(
      trpcMutation('ptBooking.book', () => {
        throw new TrpcError({ code: 'CONFLICT', message: 'That time was just taken. Choose another.' });
      }),
    );
    const page = renderPage(<MemberTrainingPage />, { path: '/member/training', gym: GYM });
    await page.user.selectOptions(await page.findByLabelText('Service'), 's1');
    await page.user.selectOptions(page.getByLabelText('Trainer'), 't1');
    await page.user.click(await page.findByRole('button', { name: 'Tue, Nov 24, 2026' }));
    await page.user.click(await page.findByRole('button', { name: '2:00 PM' }));
    await page.user.click(page.getByRole('radio', { name: 'Pay $60.00 (billed to your account)' }));
    await page.user.click(page.getByRole('button', { name: 'Book Tue, Nov 24, 2:00 PM' }));
    expect((await page.findByRole('alert')).textContent).toBe('That time was just taken. Choose another.');
  });
});
