// The member's private calendar feed, read back with ical.js as Google or Apple Calendar would: the
// member's bookings with stable UIDs, UTC times, the gym's name and address; a cancelled session
// marked CANCELLED; a new link replaces the old; "Stop sharing" and unknown tokens answer 404.
import Fastify from 'fastify';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../../../shared/settings.schemas.js';
import { type ClassesBed, createClassesBed, MONDAY_1800 } from '../../test/classes-testbed.js';
import { callerAs, createAccount } from '../../test/harness.js';
import { registerCalendarFeedRoute } from './calendar-feed.route.js';

let bed: ClassesBed;
let app: ReturnType<typeof Fastify>;
beforeEach(async () => {
  bed = await createClassesBed();
  await bed.asAdmin.settings.updateGym({
    name: 'Harbour Strength',
    street: '1 Quay Street',
    city: 'Bristol',
    hours: DEFAULT_OPENING_HOURS,
  });
  app = Fastify();
  registerCalendarFeedRoute(app, bed.deps);
});
afterEach(async () => {
  await app.close();
  await bed.testDb.close();
});

function pathOf(url: string): string {
  return new URL(url).pathname;
}

async function read(url: string) {
  const response = await app.inject({ method: 'GET', url: pathOf(url) });
  return response;
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        utc: event.startDate.zone?.tzid === 'UTC',
        status: vevent.getFirstPropertyValue('status'),
        stamp: vevent.getFirstPropertyValue('dtstamp') !== null,
      };
    }),
  };
}

describe('the calendar feed', () => {
  it("lists the member's bookings as Google and Apple Calendar read them, with stable UIDs", async () => {
    const { classId } = await bed.spinOnMondays();
    const sessions = await bed.sessionsOfClass(classId);
    const member = await createAccount(bed.db, 'member');
    const asMember = await callerAs(bed.deps, member);
    await asMember.bookings.book({ sessionId: sessions[0]?.id as string });
    await asMember.bookings.book({ sessionId: sessions[1]?.id as string });
    // Another member's booking never shows in this feed.
    const other = await createAccount(bed.db, 'member');
    await (await callerAs(bed.deps, other)).bookings.book({ sessionId: sessions[2]?.id as string });

    const link = await asMember.calendarFeed.create();
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace('http:', 'webcal:'));
    const response = await read(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('\r\n');
    const { calendar, events } = eventsOf(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Harbour Strength');
    expect(events).toEqual([
      {
        uid: expect.stringMatching(/^booking-.+@palaestra$/),
        summary: 'Spin',
        location: 'Harbour Strength, 1 Quay Street, Bristol',
        start: MONDAY_1800,
        end: '2026-11-23T18:45:00.000Z',
        utc: true,
        status: 'CONFIRMED',
        stamp: true,
      },
      expect.objectContaining({ summary: 'Spin', start: '2026-11-30T18:00:00.000Z', status: 'CONFIRMED' }),
    ]);
    // Read again: the same UIDs, so a calendar updates its entries rather than adding new ones.
    const again = eventsOf((await read(link.url)).body).events.map((e) => e.uid);
    expect(again).toEqual(events.map((e) => e.uid));
  });

  it('marks a cancelled session CANCELLED and drops a cancelled booking', async () => {
    const { classId } = await bed.spinOnMondays();
    const sessions = await bed.sessionsOfClass(classId);
    const member = await createAccount(bed.db, 'member');
    const asMember = await callerAs(bed.deps, member);
    for (const session of sessions.slice(0, 3)) await asMember.bookings.book({ sessionId: session.id });
    await bed.asAdmin.classes.cancelSession({ sessionId: sessions[0]?.id as string, reason: 'Pool closed' });
    await asMember.bookings.cancel({ sessionId: sessions[1]?.id as string });
    const link = await asMember.calendarFeed.create();
    const { events } = eventsOf((await read(link.url)).body);
    expect(events.map((e) => [e.start, e.status])).toEqual([
      [MONDAY_1800, 'CANCELLED'],
      ['2026-12-07T18:00:00.000Z', 'CONFIRMED'],
    ]);
  });

  it('keeps the last 60 days and gives a member without bookings a valid empty calendar', async () => {
    const { classId } = await bed.spinOnMondays();
    const member = await createAccount(bed.db, 'member');
    const asMember = await callerAs(bed.deps, member);
    const link = await asMember.calendarFeed.create();
    const empty = eventsOf((await read(link.url)).body);
    expect(empty.events).toEqual([]);
    expect(empty.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Harbour Strength');

    await asMember.bookings.book({ sessionId: (await bed.firstSession(classId)) as string });
    bed.clock.advance(59 * 24 * 3600_000);
    expect(eventsOf((await read(link.url)).body).events).toHaveLength(1);
    bed.clock.advance(3 * 24 * 3600_000);
    expect(eventsOf((await read(link.url)).body).events.map((e) => e.start)).not.toContain(MONDAY_1800);
  });

  it('answers 404 for an unknown token, a replaced link and after "Stop sharing"', async () => {
    const member = await createAccount(bed.db, 'member');
    const asMember = await callerAs(bed.deps, member);
    expect(await asMember.calendarFeed.mine()).toMatchObject({ active: false });
    const first = await asMember.calendarFeed.create();
    const second = await asMember.calendarFeed.create();
    expect(second.url).not.toBe(first.url);
    expect((await read(first.url)).statusCode).toBe(404);
    expect((await read(second.url)).statusCode).toBe(200);
    expect(await asMember.calendarFeed.mine()).toMatchObject({ active: true });

    // Only the hash is stored: the token in the URL appears nowhere in the table.
    const token = pathOf(second.url).slice('/calendar/'.length, -'.ics'.length);
    const rows = await bed.db.selectFrom('calendarFeeds').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    await asMember.calendarFeed.revoke();
    expect((await read(second.url)).statusCode).toBe(404);
    expect(await asMember.calendarFeed.mine()).toMatchObject({ active: false });
    expect((await app.inject({ method: 'GET', url: '/calendar/not-a-token.ics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
  });

  it('notes a read at most once an hour', async () => {
    const member = await createAccount(bed.db, 'member');
    const asMember = await callerAs(bed.deps, member);
    const link = await asMember.calendarFeed.create();
    await read(link.url);
    const firstRead = (await asMember.calendarFeed.mine()).lastReadAt;
    expect(firstRead).toBe(bed.clock.now().toISOString());
    bed.clock.advance(10 * 60_000);
    await read(link.url);
    expect((await asMember.calendarFeed.mine()).lastReadAt).toBe(firstRead);
    bed.clock.advance(60 * 60_000);
    await read(link.url);
    expect((await asMember.calendarFeed.mine()).lastReadAt).toBe(bed.clock.now().toISOString());
  });
});
