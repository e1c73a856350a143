// Personal-training appointments as members, trainers and the desk use them: free slots cut from the
// trainer's windows, days off, classes and bookings; booking paid from a PT pack or billed; cancelling
// giving the session back or voiding the bill; marking Attended / No-show with a fee billed once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_SESSIONS_LEFT, SLOT_TAKEN } from '../../../shared/appointments.schemas.js';
import { newIdempotencyKey } from '../../../shared/idempotency.js';
import {
  type AppointmentsBed,
  createAppointmentsBed,
  givePack,
  insertDayOff,
  insertService,
  sessionsUsed,
} from '../../test/appointments-testbed.js';
import { refusal } from '../../test/classes-testbed.js';
import { createAccount } from '../../test/harness.js';

let bed: AppointmentsBed;
beforeEach(async () => {
  bed = await createAppointmentsBed();
});
afterEach(() => bed.testDb.close());

const TODAY = '2026-11-22'; // a Sunday; the clock reads 12:00 UTC (the gym's zone)
const MONDAY_10 = '2026-11-23T10:00:00.000Z';

async function appointmentRows() {
  return bed.db.selectFrom('ptAppointments').select(['id', 'status', 'paidWith', 'billId', 'memberId']).execute();
}
async function claimCount() {
  const row = await bed.db
    .selectFrom('ptSlotClaims')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
async function billOf(billId: string | null) {
  return bed.db
    .selectFrom('bills')
    .select(['amountCents', 'status', 'paidCents', 'description'])
    .where('id', '=', billId ?? '')
    .executeTakeFirst();
}

describe('free slots', () => {
  it('offers the next 14 days on a 15-minute grid inside the windows, from an hour after now', async () => {
    const member = await bed.member();
    const { days } = await (await bed.callerAs(member)).ptBooking.freeSlots({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
    });
    expect(days).toHaveLength(14);
    expect(days[0]?.day).toBe(TODAY);
    // Now is 12:00: the first start is 13:00; a 60-minute service ends by 17:00.
    expect(days[0]?.starts[0]).toBe('2026-11-22T13:00:00.000Z');
    expect(days[0]?.starts.at(-1)).toBe('2026-11-22T16:00:00.000Z');
    expect(days[1]?.starts).toHaveLength(29); // 09:00, 09:15 … 16:00
    expect(days[13]?.day).toBe('2026-12-05');
  });

  it('leaves out days off, booked blocks and the classes the trainer teaches', async () => {
    await insertDayOff(bed.db, bed.trainer.id, '2026-11-24');
    const klass = await bed.asAdmin.classes.create({
      name: 'Spin',
      capacity: 10,
      durationMinutes: 45,
      trainerId: bed.trainer.id,
    });
    await bed.asAdmin.classes.addSlot({ classId: klass.id, weekday: 3, startTime: '12:00' });
    const member = await bed.member();
    await givePack(bed.db, member.id, 5, TODAY);
    const asMember = await bed.callerAs(member);
    await asMember.ptBooking.book({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      startsAt: MONDAY_10,
      payWith: 'pack',
    });
    const { days } = await asMember.ptBooking.freeSlots({ serviceId: bed.serviceId, trainerId: bed.trainer.id });
    const startsOn = (day: string) => days.find((d) => d.day === day)?.starts ?? [];
    expect(days.map((d) => d.day)).not.toContain('2026-11-24');
    // Monday 10:00–11:00 is booked: 09:15 … 10:45 would overlap it.
    expect(startsOn('2026-11-23').filter((s) => s >= '2026-11-23T09:00' && s < '2026-11-23T11:15')).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T11:00:00.000Z',
    ]);
    // Wednesday's Spin runs 12:00–12:45: no hour starting 11:15 … 12:30.
    const wednesday = startsOn('2026-11-25');
    expect(wednesday).toContain('2026-11-25T11:00:00.000Z');
    expect(wednesday).not.toContain('2026-11-25T11:15:00.000Z');
    expect(wednesday).not.toContain('2026-11-25T12:30:00.000Z');
    expect(wednesday).toContain('2026-11-25T12:45:00.000Z');
  });

  it('keeps the windows on the wall clock across a daylight-saving change', async () => {
    const ny = await createAppointmentsBed({
      gym: {
        timeZone: 'America/New_York',
        billingDueDays: 14,
        checkinGraceDays: 30,
        bookingCancelHours: 2,
        currency: 'USD',
      },
      now: '2026-10-30T12:00:00.000Z',
    });
    try {
      const member = await ny.member();
      const { days } = await (await ny.callerAs(member)).ptBooking.freeSlots({
        serviceId: ny.serviceId,
        trainerId: ny.trainer.id,
      });
      const first = (day: string) => days.find((d) => d.day === day)?.starts[0];
      expect(first('2026-10-31')).toBe('2026-10-31T13:00:00.000Z'); // 09:00 EDT
      expect(first('2026-11-01')).toBe('2026-11-01T14:00:00.000Z'); // 09:00 EST
    } finally {
      await ny.testDb.close();
    }
  });

  it('lets the desk ask for any trainer, and a trainer only for themselves', async () => {
    const other = await createAccount(bed.db, 'trainer');
    expect(
      await refusal(bed.asTrainer.ptAppointments.freeSlots({ serviceId: bed.serviceId, trainerId: other.id })),
    ).toBe('FORBIDDEN: Trainers can only manage their own calendar.');
    const mine = await bed.asTrainer.ptAppointments.freeSlots({ serviceId: bed.serviceId });
    expect(mine.days).toHaveLength(14);
    expect(await refusal(bed.asAdmin.ptAppointments.freeSlots({ serviceId: bed.serviceId }))).toBe(
      'BAD_REQUEST: Choose a trainer.',
    );
  });
});

describe('booking', () => {
  it('takes one session of a PT pack and claims each 15-minute block', async () => {
    const member = await bed.member();
    const pass = await givePack(bed.db, member.id, 7, TODAY);
    const booked = await (await bed.callerAs(member)).ptBooking.book({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      startsAt: MONDAY_10,
      payWith: 'pack',
    });
    expect(booked).toMatchObject({ paidWith: 'pack', startsAt: MONDAY_10, endsAt: '2026-11-23T11:00:00.000Z' });
    expect(await sessionsUsed(bed.db, pass)).toBe(1);
    expect(await claimCount()).toBe(4);
  });

  it('bills the price to the account, or nothing for a free service', async () => {
    const member = await bed.member();
    const asMember = await bed.callerAs(member);
    const billed = await asMember.ptBooking.book({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      startsAt: MONDAY_10,
      payWith: 'bill',
    });
    expect(billed.paidWith).toBe('bill');
    expect(await billOf(billed.billId)).toMatchObject({ amountCents: 6000, status: 'open' });
    const free = await insertService(bed.db, { name: 'Intro', durationMinutes: 30, priceCents: 0 });
    const intro = await asMember.ptBooking.book({
      serviceId: free,
      trainerId: bed.trainer.id,
      startsAt: '2026-11-23T14:00:00.000Z',
      payWith: 'bill',
    });
    expect(intro).toMatchObject({ paidWith: 'free', billId: null });
  });

  it('refuses without a session left, outside the windows, in the past, or over another booking, saving nothing', async () => {
    const member = await bed.member();
    const asMember = await bed.callerAs(member);
    const book = (startsAt: string, payWith: 'pack' | 'bill' = 'bill') =>
      asMember.ptBooking.book({ serviceId: bed.serviceId, trainerId: bed.trainer.id, startsAt, payWith });
    expect(await refusal(book(MONDAY_10, 'pack'))).toBe(`CONFLICT: ${NO_SESSIONS_LEFT}`);
    expect(await refusal(book('2026-11-23T16:30:00.000Z'))).toBe(
      'CONFLICT: The trainer is not available at that time. Choose another.',
    );
    expect(await refusal(book('2026-11-23T10:05:00.000Z'))).toBe(
      'CONFLICT: The trainer is not available at that time. Choose another.',
    );
    expect(await refusal(book('2026-11-22T12:30:00.000Z'))).toBe(
      'CONFLICT: That time has passed or is too soon. Choose another.',
    );
    expect(await appointmentRows()).toEqual([]);
    expect(await claimCount()).toBe(0);

    await book(MONDAY_10);
    const other = await bed.callerAs(await bed.member());
    const half = await insertService(bed.db, { durationMinutes: 30 });
    expect(
      await refusal(
        other.ptBooking.book({
          serviceId: half,
          trainerId: bed.trainer.id,
          startsAt: '2026-11-23T10:30:00.000Z',
          payWith: 'bill',
        }),
      ),
    ).toBe(`CONFLICT: ${SLOT_TAKEN}`);
    expect(await appointmentRows()).toHaveLength(1);
    expect(await claimCount()).toBe(4);
  });

  it('refuses a paused member with the class booking rule', async () => {
    const member = await bed.member();
    await bed.asAdmin.memberships.pause({ userId: member.id });
    expect(
      await refusal(
        (await bed.callerAs(member)).ptBooking.book({
          serviceId: bed.serviceId,
          trainerId: bed.trainer.id,
          startsAt: MONDAY_10,
          payWith: 'bill',
        }),
      ),
    ).toBe('CONFLICT: The membership is paused, so personal training cannot be booked.');
  });

  it('answers a repeat with the same key with the first booking, not a second', async () => {
    const member = await bed.member();
    const asMember = await bed.callerAs(member);
    const input = {
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      startsAt: MONDAY_10,
      payWith: 'bill' as const,
      idempotencyKey: newIdempotencyKey(),
    };
    const first = await asMember.ptBooking.book(input);
    const again = await asMember.ptBooking.book(input);
    expect(again).toEqual(first);
    expect(await appointmentRows()).toHaveLength(1);
  });

  it('lets the desk book a member in, and a trainer only into their own calendar', async () => {
    const member = await bed.member();
    const other = await createAccount(bed.db, 'trainer');
    const input = { serviceId: bed.serviceId, memberId: member.id, startsAt: MONDAY_10, payWith: 'bill' as const };
    expect(await refusal(bed.asTrainer.ptAppointments.bookFor({ ...input, trainerId: other.id }))).toBe(
      'FORBIDDEN: Trainers can only manage their own calendar.',
    );
    const booked = await bed.asTrainer.ptAppointments.bookFor(input);
    expect(booked.paidWith).toBe('bill');
    expect(await refusal(bed.asAdmin.ptAppointments.bookFor({ ...input, trainerId: bed.trainer.id }))).toBe(
      `CONFLICT: ${SLOT_TAKEN}`,
    );
  });
});

describe('cancelling', () => {
  it('gives the pack session back and frees the time, until the cancel window closes', async () => {
    const member = await bed.member();
    const pass = await givePack(bed.db, member.id, 7, TODAY);
    const asMember = await bed.callerAs(member);
    const booked = await asMember.ptBooking.book({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      startsAt: MONDAY_10,
      payWith: 'pack',
    });
    expect(await asMember.ptBooking.cancel({ appointmentId: booked.appointmentId })).toEqual({
      refund: 'session_returned',
    });
    expect(await sessionsUsed(bed.db, pass)).toBe(0);
    expect(await claimCount()).toBe(0);

    const again = await asMember.ptBooking.book({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      startsAt: MONDAY_10,
      payWith: 'pack',
    });
    bed.clock.set(new Date('2026-11-23T08:30:00.000Z')); // 1½ hours before: the 2-hour window has closed
    expect(await refusal(asMember.ptBooking.cancel({ appointmentId: again.appointmentId }))).toBe(
      'CONFLICT: Too late to cancel online: appointments can be cancelled until 2 hours before they start. Please call the gym.',
    );
    // The desk can, with a reason.
    expect(
      await bed.asAdmin.ptAppointments.cancel({ appointmentId: again.appointmentId, reason: 'Trainer is ill' }),
    ).toEqual({ refund: 'session_returned' });
    expect(await sessionsUsed(bed.db, pass)).toBe(0);
  });

  it('voids an unpaid bill; a paid one stays', async () => {
    const member = await bed.member();
    const asMember = await bed.callerAs(member);
    const book = (startsAt: string) =>
      asMember.ptBooking.book({ serviceId: bed.serviceId, trainerId: bed.trainer.id, startsAt, payWith: 'bill' });
    const unpaid = await book(MONDAY_10);
    expect(await asMember.ptBooking.cancel({ appointmentId: unpaid.appointmentId })).toEqual({ refund: 'bill_voided' });
    expect((await billOf(unpaid.billId))?.status).toBe('void');

    const paid = await book('2026-11-23T13:00:00.000Z');
    await bed.asAdmin.bills.recordPayment({ billId: paid.billId ?? '', amount: '60.00', method: 'cash' });
    expect(await asMember.ptBooking.cancel({ appointmentId: paid.appointmentId })).toEqual({
      refund: 'bill_stays_paid',
    });
    expect((await billOf(paid.billId))?.status).toBe('paid');
  });

  it('keeps a trainer to their own calendar and a member to their own appointments', async () => {
    const member = await bed.member();
    const booked = await bed.asAdmin.ptAppointments.bookFor({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      memberId: member.id,
      startsAt: MONDAY_10,
      payWith: 'bill',
    });
    const other = await bed.callerAs(await createAccount(bed.db, 'trainer'));
    expect(await refusal(other.ptAppointments.cancel({ appointmentId: booked.appointmentId, reason: 'x' }))).toBe(
      'FORBIDDEN: Trainers can only manage their own calendar.',
    );
    const stranger = await bed.callerAs(await bed.member());
    expect(await refusal(stranger.ptBooking.cancel({ appointmentId: booked.appointmentId }))).toBe(
      'NOT_FOUND: Appointment not found.',
    );
  });
});

describe('marking how it went', () => {
  it('marks once it has started, and bills a no-show fee once however often it is marked', async () => {
    const fee = await insertService(bed.db, { name: 'Strength', priceCents: 6000, noShowFeeCents: 2500 });
    const member = await bed.member();
    const pass = await givePack(bed.db, member.id, 7, TODAY);
    const booked = await (await bed.callerAs(member)).ptBooking.book({
      serviceId: fee,
      trainerId: bed.trainer.id,
      startsAt: MONDAY_10,
      payWith: 'pack',
    });
    const mark = (m: 'attended' | 'no_show') =>
      bed.asTrainer.ptAppointments.mark({ appointmentId: booked.appointmentId, mark: m });
    expect(await refusal(mark('no_show'))).toBe('CONFLICT: An appointment can be marked once it has started.');
    bed.clock.set(new Date('2026-11-23T10:20:00.000Z'));
    const first = await mark('no_show');
    expect(await billOf(first.feeBillId)).toMatchObject({ amountCents: 2500, status: 'open' });
    await mark('attended');
    const third = await mark('no_show');
    expect(third.feeBillId).toBe(first.feeBillId);
    const fees = await bed.db.selectFrom('bills').select('id').where('memberId', '=', member.id).execute();
    expect(fees).toHaveLength(1);
    expect(await sessionsUsed(bed.db, pass)).toBe(1);
    expect(
      await refusal(bed.asTrainer.ptAppointments.cancel({ appointmentId: booked.appointmentId, reason: 'x' })),
    ).toBe('CONFLICT: This appointment is not booked any more.');
  });
});

describe('the lists', () => {
  it("shows a trainer's week with members' names, the member's own, and a client's to their trainer", async () => {
    const member = await bed.member('Ada Member');
    const asMember = await bed.callerAs(member);
    for (const startsAt of [MONDAY_10, '2026-11-25T09:00:00.000Z', '2026-12-01T09:00:00.000Z']) {
      await asMember.ptBooking.book({ serviceId: bed.serviceId, trainerId: bed.trainer.id, startsAt, payWith: 'bill' });
    }
    const week = await bed.asTrainer.ptAppointments.calendar({ weekOf: '2026-11-26' });
    expect(week.weekStart).toBe('2026-11-23');
    expect(week.items.map((i) => [i.startsAt, i.memberName, i.canMark, i.canCancel])).toEqual([
      [MONDAY_10, 'Ada Member', false, true],
      ['2026-11-25T09:00:00.000Z', 'Ada Member', false, true],
    ]);
    const upcoming = await asMember.ptBooking.mine({ when: 'upcoming', page: 1, pageSize: 2 });
    expect(upcoming.total).toBe(3);
    expect(upcoming.items.map((i) => [i.startsAt, i.trainerName, i.canCancel])).toEqual([
      [MONDAY_10, 'Kim Trainer', true],
      ['2026-11-25T09:00:00.000Z', 'Kim Trainer', true],
    ]);
    expect(upcoming.items[0]?.cancelUntil).toBe('2026-11-23T08:00:00.000Z');
    bed.clock.set(new Date('2026-11-26T00:00:00.000Z'));
    expect((await asMember.ptBooking.mine({ when: 'past', page: 1, pageSize: 10 })).total).toBe(2);

    const forMember = await bed.asTrainer.ptAppointments.forMember({ memberId: member.id, page: 1, pageSize: 10 });
    expect(forMember.total).toBe(3);
    const stranger = await bed.member();
    expect(
      await refusal(bed.asTrainer.ptAppointments.forMember({ memberId: stranger.id, page: 1, pageSize: 10 })),
    ).toBe('FORBIDDEN: This member is not one of your clients.');
  });
});
