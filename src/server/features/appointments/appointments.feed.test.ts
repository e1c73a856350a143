// Appointments in the member's calendar feed (features/calendar-feed): each one an event with a stable
// UID, the service as its title and the trainer named; a cancelled one stays, marked CANCELLED, so a
// calendar that has it removes it; another member's never shows.
import Fastify from 'fastify';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppointmentsBed, createAppointmentsBed } from '../../test/appointments-testbed.js';
import { registerCalendarFeedRoute } from '../calendar-feed/calendar-feed.route.js';

let bed: AppointmentsBed;
let app: ReturnType<typeof Fastify>;
beforeEach(async () => {
  bed = await createAppointmentsBed();
  app = Fastify();
  registerCalendarFeedRoute(app, bed.deps);
});
afterEach(async () => {
  await app.close();
  await bed.testDb.close();
});

async function eventsAt(url: string) {
  const response = await app.inject({ method: 'GET', url: new URL(url).pathname });
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status'),
    };
  });
}

describe('appointments in the calendar feed', () => {
  it('lists the member’s appointments, a cancelled one marked CANCELLED', async () => {
    const member = await bed.member();
    const asMember = await bed.callerAs(member);
    const book = (startsAt: string) =>
      asMember.ptBooking.book({ serviceId: bed.serviceId, trainerId: bed.trainer.id, startsAt, payWith: 'bill' });
    const kept = await book('2026-11-23T10:00:00.000Z');
    const dropped = await book('2026-11-24T10:00:00.000Z');
    await asMember.ptBooking.cancel({ appointmentId: dropped.appointmentId });
    const other = await bed.callerAs(await bed.member());
    await other.ptBooking.book({
      serviceId: bed.serviceId,
      trainerId: bed.trainer.id,
      startsAt: '2026-11-25T10:00:00.000Z',
      payWith: 'bill',
    });

    const link = await asMember.calendarFeed.create();
    const events = await eventsAt(link.url);
    expect(events).toEqual([
      {
        uid: `pt-appointment-${kept.appointmentId}@palaestra`,
        summary: 'One-to-one',
        description: 'Personal training with Kim Trainer',
        start: '2026-11-23T10:00:00.000Z',
        end: '2026-11-23T11:00:00.000Z',
        status: 'CONFIRMED',
      },
      expect.objectContaining({ uid: `pt-appointment-${dropped.appointmentId}@palaestra`, status: 'CANCELLED' }),
    ]);
    expect((await eventsAt(link.url)).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });
});
